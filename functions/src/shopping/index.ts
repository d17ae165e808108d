/**
 * The shopping group (issue 33 §2): deploys as shopping-<name>. Only wiring: each contract
 * (domain/contracts/shopping.ts) with its handler (handlers.ts, `<name>Handler`).
 */
import { shopping as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import * as handlers from './handlers';

export const { list, add, addRecipe, fromPlan, edit, remove, clearChecked, moveAisle, setStaple } = callables(
  contracts,
  handlers,
);
