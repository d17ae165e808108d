/**
 * search-api: the search group's HTTP paths (domain/contracts/search.ts), through the Hosting rewrites of
 * /api/search, /api/search/** and /api/user/search-history. Only wiring: contract → handler.
 */
import { search as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
