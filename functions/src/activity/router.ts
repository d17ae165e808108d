/**
 * activity-api: the activity and discovery paths through their Hosting rewrites (listed before /api/supabase/** and
 * /api/**). Only wiring: contract → handler.
 */
import { activity as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
