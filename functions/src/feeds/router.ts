/**
 * feeds-api: the feed paths (docs/contracts/feeds.md) through the Hosting rewrites of /api/infinite-feed and the
 * three /api/supabase/get-… feed paths (listed before /api/supabase/**). Only wiring: contract → handler.
 */
import { feeds as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
