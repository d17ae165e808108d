/**
 * firestore.rules: monthlyUserTrends, the trend periods a follow moves (spec 002 §3): read by admins, written by the follow
 * function only. Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { describeAdminReadOnly } from '../testing/rulesMatrices';
import { useRulesEnvironment } from '../testing/rulesEnvironment';

describeAdminReadOnly(useRulesEnvironment(), 'monthlyUserTrends');
