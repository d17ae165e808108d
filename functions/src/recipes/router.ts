/**
 * recipes-api: the recipe group's HTTP paths (docs/contracts/recipes.md "HTTP"), through the Hosting rewrites of
 * /api/recipes/**, /api/supabase/**, /api/tags/** and /api/autocomplete/**. Only wiring: contract → handler.
 */
import { recipes as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
