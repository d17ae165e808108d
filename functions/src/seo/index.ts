/**
 * The seo group: seo-recipePage serves GET /recipe/{id} through the Hosting rewrite `/recipe/*` (placed before the
 * SPA catch-all; /recipe/{id}/edit has two segments and never reaches it). The page is HTML, not a JSON call, so it
 * has no contract; handlers.ts answers it. Only wiring.
 */
import { onRequest } from 'firebase-functions/https';
import { recipePageHandler } from './handlers';

export const recipePage = onRequest({ memory: '256MiB' }, recipePageHandler());
