/**
 * recipes-update (spec 000 §4 "Edit"): the author or an admin replaces the content; tags added and removed are
 * counted in the same commit; afterwards new ingredients and instructions teach the autocomplete and the images the
 * edit removed are deleted from the image host.
 */
import { nowIso } from '../platform/mirror/deps';
import { AppError } from '../domain/errors';
import { canManageRecipe } from '../domain/recipe/access';
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
import { accessFacts, assertCategoriesExist, dietaryFieldNames, managerOfRecipe, readRecipe } from './store';

export async function updateRecipe(
  deps: RecipesDeps,
  uid: string,
  input: UpdateRecipeInput,
): Promise<{ id: string }> {
  const { recipeId, recipe } = input;
  const now = nowIso(deps);

  const { before, after } = await writeMirrored(deps, RECIPE_ACTIONS.update, async (commit) => {
    const before = await readRecipe(deps.db, recipeId);
    if (!before) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    if (!canManageRecipe(accessFacts(before), await managerOfRecipe(deps.db, uid, before))) {
      throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToEdit);
    }
    const [fieldNames] = await Promise.all([
      dietaryFieldNames(deps.db),
      assertCategoriesExist(deps.db, recipe.categories),
    ]);
    const after = editedRecipeDoc(before, recipe, {
      images: input.images,
      now,
      dietaryFieldNames: fieldNames,
    });
    const { added, removed } = tagChanges(strings(before.tags), after.tags);
    const addedEntries = recipe.tags.filter((entry) => added.includes(entry.tag));
    const [increments, decrements] = await Promise.all([
      incrementChanges(deps.db, addedEntries, recipeId, after.language, now),
      decrementChanges(deps.db, removed, recipeId),
    ]);
    await commit([recipeChange(recipeId, before, after), ...increments, ...decrements]);
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
