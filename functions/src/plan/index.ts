/**
 * The plan group (issue 33 §1): deploys as plan-<name>. Only wiring: each contract (domain/contracts/plan.ts) with
 * its handler (handlers.ts, `<name>Handler`).
 */
import { plan as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import * as handlers from './handlers';

export const { week, add, move, remove } = callables(contracts, handlers);
