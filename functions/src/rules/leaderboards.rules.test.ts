/**
 * firestore.rules: leaderboards (the top-followed job's list, spec 001 §3): read by all, written by the job only.
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { describeReferenceData } from '../testing/rulesMatrices';
import { useRulesEnvironment } from '../testing/rulesEnvironment';

describeReferenceData(useRulesEnvironment(), 'leaderboards');
