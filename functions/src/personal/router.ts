/**
 * personal-api: the personal paths through their Hosting rewrites (/api/language-interaction, /api/user/…,
 * /api/supabase/get-recommended-recipes). Only wiring: contract → handler.
 */
import { personal as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
