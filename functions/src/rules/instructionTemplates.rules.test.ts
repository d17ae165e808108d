/**
 * firestore.rules: instructionTemplates, read by all and written by the recipe functions only (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { describeRecipeCounters } from '../testing/rulesMatrices';
import { useRulesEnvironment } from '../testing/rulesEnvironment';

describeRecipeCounters(useRulesEnvironment(), 'instructionTemplates');
