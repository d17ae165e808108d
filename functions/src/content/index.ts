/**
 * The content group: `content-api` serves GET /api/content/{page}?language=en|he through the Hosting rewrite
 * (pages: terms, privacy-policy, about-us, contact-us, user-verification; public, no sign-in) and the Content
 * Editor's GET, PUT and POST /api/admin/content (admin only: the one guard). Only wiring.
 */
import { content as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);

export const api = serve(router);
