/**
 * The content group: `content-api` serves GET /api/content/{page}?language=en|he through the Hosting rewrite
 * (pages: terms, privacy-policy, about-us, contact-us, user-verification). Public: no sign-in.
 */
import { db } from '../platform/firebase';
import { createRouter, reply, serve } from '../platform/http';
import { readContentPage } from './service';

/** Short browser/CDN caching: an edit in the Content Editor shows within a minute. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export const router = createRouter().get('/api/content/:page', async ({ params, query }) =>
  reply(200, await readContentPage(db(), params.page ?? '', query.language ?? 'en'), {
    'Cache-Control': CACHE_CONTROL,
  }),
);

export const api = serve(router);
