/**
 * The feeds group (spec 001 §7 "Feeds"; docs/contracts/feeds.md): feeds-api (the HTTP paths, router.ts) and
 * feeds-refreshScores, the 4-times-a-day job that lets recency decay in the stored trending and quality scores
 * (DESIGN §3 "Scheduled"). Only wiring.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { serve } from '../platform/http';
import { feedsDeps } from './deps';
import { refreshFeedScores } from './feeds';
import { router } from './router';

export const api = serve(router);

export const refreshScores = onSchedule('0 0,6,12,18 * * *', async () => {
  await refreshFeedScores(feedsDeps());
});
