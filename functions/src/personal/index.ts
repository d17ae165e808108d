/**
 * The personal group (issue 16; spec 001 §1 language learning, §7 recommendations and category affinity):
 * personal-api (router.ts) and personal-cleanupLanguageEvents, the daily removal of events older than 90 days
 * (001 §9). Only wiring.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { serve } from '../platform/http';
import { personalDeps } from './deps';
import { cleanupLanguageEvents as cleanup } from './languages';
import { router } from './router';

export const api = serve(router);

export const cleanupLanguageEvents = onSchedule('30 3 * * *', async () => {
  await cleanup(personalDeps());
});
