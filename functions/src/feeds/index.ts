/**
 * The feeds group (spec 001 §7 "Feeds"; docs/contracts/feeds.md): feeds-api (the HTTP paths, router.ts). Recency's
 * decay in the stored trending and quality scores is jobs-trending's (jobs/trending.ts), on the jobs' schedule.
 * Only wiring.
 */
import { serve } from '../platform/http';
import { router } from './router';

export const api = serve(router);
