/**
 * recipes-update (spec 000 §4 "Edit"): the author or an admin replaces the content; tags added and removed are
 * counted in the same commit; afterwards new ingredients and instructions teach the autocomplete and the images the
 * edit removed are deleted from the image host. An edit that adds a video to a recipe without a photo gives it the
 * video's thumbnail, as create does (videoPhoto.ts). In a family of language versions (decision 0073) the family's
 * fields are edited on the original and written to every member in the same commit; a version's edit changes its
 * own fields only, and every member keeps its language.
 */
import { nowIso } from '../platform/mirror/deps';
import { AppError } from '../domain/errors';
import { accessFacts, canManageRecipe } from '../domain/recipe/access';
import { editedRecipeDoc, removedImageIds } from '../domain/recipe/document';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import type { UpdateRecipeInput } from '../domain/recipe/schema';
import { tagChanges } from '../domain/recipe/tags';
import { strings } from '../platform/mirror/rowValues';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { decrementChanges, incrementChanges } from './tags';
import { teachAutocomplete } from './autocomplete';
import { recipeChange } from './changes';
import type { RecipesDeps } from './deps';
import { removeImages } from './images';
import { assertCategoriesExist, dietaryFieldNames, managerOfRecipe, readRecipe } from './store';
import { editedMemberDoc, familyFieldChanges } from './versions/edit';
import { readFamily } from '../platform/recipeFamily';
import { imagesWithVideoPhoto } from './videoPhoto';

/**
 * The images the edit saves: the given ones, or the thumbnail of a video the edit adds to a recipe with none (a cook
 * who removed it under the same video keeps their choice). Read before the transaction, which checks again; a
 * caller who may not edit the recipe gets no upload.
 */
async function imagesForEdit(deps: RecipesDeps, uid: string, input: UpdateRecipeInput) {
  const { recipeId, recipe, images } = input;
  if (images.length > 0 || !recipe.youtubeVideoId || !deps.videoPhoto) return images;
  const current = await readRecipe(deps.db, recipeId);
  if (!current || current.youtubeVideoId === recipe.youtubeVideoId) return images;
  if (!canManageRecipe(accessFacts(current), await managerOfRecipe(deps.db, uid, current))) return images;
  return imagesWithVideoPhoto(deps.videoPhoto, recipeId, images, recipe.youtubeVideoId);
}

export async function updateRecipe(
  deps: RecipesDeps,
  uid: string,
  input: UpdateRecipeInput,
): Promise<{ id: string }> {
  const { recipeId, recipe } = input;
  const now = nowIso(deps);
  const images = await imagesForEdit(deps, uid, input);

  const { before, after } = await writeMirrored(deps, RECIPE_ACTIONS.update, async (commit) => {
    const { family } = await readFamily(deps.db, recipeId);
    if (!family) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    const before = family.asked.doc;
    if (!canManageRecipe(accessFacts(before), await managerOfRecipe(deps.db, uid, before))) {
      throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToEdit);
    }
    const [fieldNames] = await Promise.all([
      dietaryFieldNames(deps.db),
      assertCategoriesExist(deps.db, recipe.categories),
    ]);
    const after = editedMemberDoc(
      family,
      editedRecipeDoc(before, recipe, { images, now, dietaryFieldNames: fieldNames }),
    );
    const { added, removed } = tagChanges(strings(before.tags), after.tags);
    const addedEntries = recipe.tags.filter((entry) => added.includes(entry.tag));
    const [increments, decrements] = await Promise.all([
      incrementChanges(deps.db, addedEntries, recipeId, after.language, now),
      decrementChanges(deps.db, removed, recipeId),
    ]);
    await commit([
      recipeChange(recipeId, before, after),
      ...familyFieldChanges(family, after),
      ...increments,
      ...decrements,
    ]);
    return { before, after };
  });

  const oldIngredients = strings(before.ingredients);
  const oldInstructions = strings(before.instructions);
  await teachAutocomplete(
    deps.db,
    {
      ingredients: after.ingredients.filter((line) => !oldIngredients.includes(line)),
      instructions: after.instructions.filter((line) => !oldInstructions.includes(line)),
      language: after.language,
    },
    now,
  );
  await removeImages(deps.images, removedImageIds(before.images, after.images));
  return { id: recipeId };
}
