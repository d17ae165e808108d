/**
 * recipes-api: the recipe group's HTTP paths (docs/contracts/recipes.md "HTTP"), through the Hosting rewrites of
 * /api/recipes/**, /api/supabase/**, /api/tags/**, /api/autocomplete/**,
 * /api/search, /api/search/** and /api/user/search-history. Only wiring: contract → handler.
 */
import { recipes as contracts, search } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';
import * as searchHandlers from './searchHandlers';

export const router = createRouter().routes(contracts, handlers).routes(search, searchHandlers);
