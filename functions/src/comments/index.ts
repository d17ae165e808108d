/**
 * The comments group (001 §4–§9 "Comments", "Comment notifications"): deploys as comments-api (/api/comments/**,
 * router.ts). Comment notifications are written by its services; the web reads and marks them under the rules.
 */
// registers the group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { db } from '../platform/firebase';
import { serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import { router } from './router';
import { notifySharedRecipe } from './sharedRecipe';

export const api = serve(router, { secrets: [recaptchaSecret] });

/** comments-onSharedRecipeCreated: the requester's shared_recipe_completed notification (sharedRecipe.ts). */
export const onSharedRecipeCreated = onDocumentCreated(`${RECIPES_COLLECTION}/{recipeId}`, async (event) => {
  const data = event.data?.data();
  if (data) await notifySharedRecipe(db(), event.params.recipeId, data, new Date());
});
