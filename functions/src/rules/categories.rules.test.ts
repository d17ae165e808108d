/**
 * firestore.rules: categories, reference data read by all and written by functions only (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { describeReferenceData } from '../testing/rulesMatrices';
import { useRulesEnvironment } from '../testing/rulesEnvironment';

describeReferenceData(useRulesEnvironment(), 'categories');
