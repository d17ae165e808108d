/**
 * The household group (issue 33 §2): deploys as household-<name>. Only wiring: each contract
 * (domain/contracts/household.ts) with its handler (handlers.ts, `<name>Handler`).
 */
import { household as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import * as handlers from './handlers';

export const { overview, invite, accept, decline, leave, remove, dissolve } = callables(contracts, handlers);
