/**
 * The personal group (issue 16; spec 001 §1 language learning, §7 recommendations and category affinity):
 * personal-api (router.ts), personal-cleanupLanguageEvents, the daily removal of events older than 90 days
 * (001 §9), and personal-onAccountDeleted, the removal of a deleted account's personal data (accountDeletion.ts).
 * Only wiring.
 */
import * as v1 from 'firebase-functions/v1';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { serve } from '../platform/http';
import { MIRROR_SECRETS } from '../platform/params';
import { deleteAccountData } from './accountDeletion';
import { personalDeps } from './deps';
import { cleanupLanguageEvents as cleanup } from './languages';
import { router } from './router';

export const api = serve(router);

// it calls the mirror, so it binds the mirror's secret as every mirror-writing function does
export const cleanupLanguageEvents = onSchedule(
  { schedule: '30 3 * * *', secrets: [...MIRROR_SECRETS] },
  async () => {
    await cleanup(personalDeps());
  },
);

/**
 * Firebase Auth's user deletion (console, Admin SDK): only the v1 API has the event (v2 has blocking functions for
 * creation and sign-in, none for deletion); the Auth emulator fires it too.
 */
export const onAccountDeleted = v1
  .runWith({ secrets: [...MIRROR_SECRETS] })
  .auth.user()
  .onDelete(async (user) => {
    await deleteAccountData(personalDeps(), user.uid);
  });
