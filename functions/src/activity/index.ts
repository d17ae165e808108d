/**
 * The activity group (001 §2 "/activity", §7 discovery; 002 §9 trending users): deploys as activity-api (the
 * discovery and feed paths, router.ts) and activity-onRecipeCreated, the fan-out of a new recipe to its author's
 * followers (docs/decisions/0014-activity-fan-out.md). Only wiring.
 */
// registers the group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import * as logger from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { serve } from '../platform/http';
import { MIRROR_SECRETS } from '../platform/params';
import { activityDeps } from './deps';
import { fanOutNewRecipe } from './fanOut';
import { router } from './router';

export const api = serve(router);

export const onRecipeCreated = onDocumentCreated(
  { document: `${RECIPES_COLLECTION}/{recipeId}`, secrets: [...MIRROR_SECRETS] },
  async (event) => {
    const recipe = event.data?.data();
    if (!event.data || !recipe) return;
    const written = await fanOutNewRecipe(activityDeps(), event.data.id, recipe);
    logger.debug('Activity fan-out', { recipeId: event.data.id, written });
  },
);
