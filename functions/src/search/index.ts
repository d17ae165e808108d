/**
 * The search group (001 §7 "Search", §9; decision 0010): deploys as search-api (the HTTP paths, router.ts). Only
 * wiring: contract (domain/contracts/search.ts) + handler (handlers.ts).
 */
import { serve } from '../platform/http';
import { router } from './router';

export const api = serve(router);
