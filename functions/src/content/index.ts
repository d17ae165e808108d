/**
 * The content group: `content-api` serves GET /api/content/{page}?language=en|he through the Hosting rewrite
 * (pages: terms, privacy-policy, about-us, contact-us, user-verification). Public: no sign-in. Only wiring.
 */
import { content as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import { contentPageHandler } from './handlers';

export const router = createRouter().route(contracts.contentPage, contentPageHandler);

export const api = serve(router);
