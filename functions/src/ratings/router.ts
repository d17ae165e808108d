/**
 * ratings-api: the ratings group's HTTP paths, through the Hosting rewrites of /api/ratings/** and
 * /api/user/my-rated-recipes. Only wiring: contract → handler.
 */
import { ratings as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
