/**
 * recipes-create (spec 000 §4 "Create order"; docs/contracts/recipes.md): the cleaned recipe, the author's
 * recipeCount + 1 and the recipe's tags, mirror first and then one Firestore transaction; afterwards the
 * autocomplete records learn the recipe's ingredients and instructions. A recipe with a video and no photo takes the
 * video's thumbnail (videoPhoto.ts), an imported one its source page's photo (sourcePhoto.ts).
 */
import { nowIso } from '../platform/mirror/deps';
import { AppError } from '../domain/errors';
import {
  dailyRecipeLimitMessage,
  RECIPE_LIMIT_DAY_MS,
  recipeLimitMessage,
} from '../domain/settings/messages';
import { newRecipeDoc, type RecipeFields } from '../domain/recipe/document';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import type { CreateRecipeInput } from '../domain/recipe/schema';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { readSettings } from '../platform/settings';
import { incrementChanges } from './tags';
import { teachAutocomplete } from './autocomplete';
import { recipeChange, recipeCountChange } from './changes';
import type { RecipesDeps } from './deps';
import { assertCategoriesExist, dietaryFieldNames, readProfile, readRecipe } from './store';
import { imagesWithSourcePhoto } from './sourcePhoto';
import { imagesWithVideoPhoto } from './videoPhoto';

/** settings/businessRules (decision 0036): a cook's recipes of the last 24 hours stop at the admin's daily limit. */
async function refuseOverDailyLimit(
  deps: Pick<RecipesDeps, 'db' | 'now'>,
  uid: string,
  maxRecipesPerDay: number,
): Promise<void> {
  const since = new Date((deps.now?.() ?? new Date()).getTime() - RECIPE_LIMIT_DAY_MS).toISOString();
  const today = deps.db
    .collection(RECIPES_COLLECTION)
    .where('authorId', '==', uid)
    .where('createdAt', '>', since);
  if ((await today.count().get()).data().count >= maxRecipesPerDay)
    throw new AppError('resource-exhausted', dailyRecipeLimitMessage(maxRecipesPerDay), {
      limit: maxRecipesPerDay,
      reason: 'daily-recipe-limit',
    });
}

export async function createRecipe(
  deps: Pick<
    RecipesDeps,
    'db' | 'mirror' | 'now' | 'beforeCommit' | 'dailyRecipeLimit' | 'videoPhoto' | 'sourcePhoto'
  >,
  uid: string,
  input: CreateRecipeInput,
): Promise<{ id: string }> {
  const { recipeId, recipe } = input;
  const [fieldNames, rules] = await Promise.all([
    dietaryFieldNames(deps.db),
    readSettings(deps.db, 'businessRules'),
    assertCategoriesExist(deps.db, recipe.categories),
  ]);
  const { maxRecipesPerUser, maxRecipesPerDay } = rules.moderation;
  if (deps.dailyRecipeLimit) await refuseOverDailyLimit(deps, uid, maxRecipesPerDay);
  const now = nowIso(deps);
  const images = await imagesWithSourcePhoto(
    deps.sourcePhoto,
    recipeId,
    await imagesWithVideoPhoto(deps.videoPhoto, recipeId, input.images, recipe.youtubeVideoId),
    recipe.source ? input.photoUrl : null,
  );

  const doc: RecipeFields = await writeMirrored(deps, RECIPE_ACTIONS.create, async (commit) => {
    const [existing, profile] = await Promise.all([readRecipe(deps.db, recipeId), readProfile(deps.db, uid)]);
    if (existing) throw new AppError('already-exists', RECIPE_MESSAGES.alreadyExists, { field: 'recipeId' });
    if (!profile) throw new AppError('not-found', RECIPE_MESSAGES.profileNotFound);
    // settings/businessRules (decision 0022): a cook's recipes stop at the admin's limit
    if (Number(profile.recipeCount ?? 0) >= maxRecipesPerUser)
      throw new AppError('resource-exhausted', recipeLimitMessage(maxRecipesPerUser), {
        limit: maxRecipesPerUser,
      });
    const author = {
      uid,
      displayName: typeof profile.displayName === 'string' ? profile.displayName : '',
      username: typeof profile.username === 'string' && profile.username ? profile.username : null,
    };
    const after = newRecipeDoc(recipe, author, { images, now, dietaryFieldNames: fieldNames });
    const tags = await incrementChanges(deps.db, recipe.tags, recipeId, after.language, now);
    await commit([recipeChange(recipeId, null, after), recipeCountChange(uid, profile, 1), ...tags]);
    return after;
  });

  await teachAutocomplete(deps.db, doc, now);
  return { id: recipeId };
}
