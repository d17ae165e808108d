/**
 * The notifications group (issue 27; decisions 0033, 0034): deploys as notifications-digest, the daily e-mail digest
 * on the jobs' schedule, notifications-api (the digest's unsubscribe link) and notifications-onSharedRecipeCreated.
 * Every producer (comments, follows, new recipes, request links) writes through platform/notifications/inbox.ts.
 * Only wiring.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { JOB_SCHEDULE } from '../domain/constants';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { db } from '../platform/firebase';
import { serve } from '../platform/http';
import { smtpUrl, unsubscribeSecret } from '../platform/params';
import { scheduledJob } from '../platform/scheduledJob';
import { notificationsDeps } from './deps';
import { sendDailyDigests } from './digest';
import { router } from './router';
import { notifySharedRecipe } from './sharedRecipe';

export const digest = scheduledJob(JOB_SCHEDULE, () => sendDailyDigests(notificationsDeps()), [
  smtpUrl,
  unsubscribeSecret,
]);

export const api = serve(router, { secrets: [unsubscribeSecret] });

/** notifications-onSharedRecipeCreated: the requester's shared_recipe_completed notification (sharedRecipe.ts). */
export const onSharedRecipeCreated = onDocumentCreated(`${RECIPES_COLLECTION}/{recipeId}`, async (event) => {
  const data = event.data?.data();
  if (data) await notifySharedRecipe(db(), event.params.recipeId, data, new Date());
});
