/**
 * Mealie's recipe export (a zip with recipes/{slug}/{slug}.json, the recipe as Mealie's Recipe model writes it, and
 * recipes/{slug}/images/original.{webp,jpg,png}). Both spellings Mealie has written are read: snake_case
 * (model_dump_json) and camelCase (its API's aliases).
 */
import { namesOf, exportedRecipe, photoOf, sourceUrlOf, textOf } from './fields';
import { parseJson, unzipWithin, type InflateBudget } from './archive';
import { objectOf, readEntries, type Json, type ReadEntries } from './entries';
import { EXPORT_APP_NAMES, type ExportedRecipe } from './types';

const isRecipeJson = (name: string) => name.toLowerCase().endsWith('.json');
const isOriginalImage = (name: string) => /(^|\/)images\/original\.(webp|jpe?g|png)$/i.test(name);
const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);

const field = (recipe: Json, snake: string, camel: string): unknown => recipe[snake] ?? recipe[camel];

/** One ingredient line: what Mealie displays, else its parts. */
function ingredientLine(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!item || typeof item !== 'object') return '';
  const row = item as Json;
  const shown = textOf(row.display) || textOf(field(row, 'original_text', 'originalText'));
  if (shown.trim()) return shown;
  const quantity = typeof row.quantity === 'number' && row.quantity > 0 ? String(row.quantity) : '';
  const [unit] = namesOf([row.unit]);
  const [food] = namesOf([row.food]);
  return [quantity, unit, food, textOf(row.note)].filter(Boolean).join(' ');
}

const stepText = (item: unknown): string =>
  typeof item === 'string' ? item : item && typeof item === 'object' ? textOf((item as Json).text) : '';

export function readMealieRecipe(recipe: Json, photo: ExportedRecipe['photo']): ExportedRecipe | null {
  if (typeof recipe.name !== 'string' || !recipe.name.trim()) return null;
  const notes = field(recipe, 'notes', 'notes');
  const firstNote = Array.isArray(notes) ? textOf((notes[0] as Json | undefined)?.text) : '';
  const servings = field(recipe, 'recipe_servings', 'recipeServings');
  return exportedRecipe(
    {
      title: recipe.name,
      description: recipe.description,
      ingredients: ((field(recipe, 'recipe_ingredient', 'recipeIngredient') as unknown[]) ?? []).map(
        ingredientLine,
      ),
      instructions: ((field(recipe, 'recipe_instructions', 'recipeInstructions') as unknown[]) ?? []).map(
        stepText,
      ),
      recipeTip: firstNote,
      tags: namesOf(recipe.tags),
      preparationTime: field(recipe, 'prep_time', 'prepTime'),
      cookingTime: field(recipe, 'cook_time', 'cookTime') ?? field(recipe, 'perform_time', 'performTime'),
      totalTime: field(recipe, 'total_time', 'totalTime'),
      servings:
        typeof servings === 'number' && servings > 0
          ? servings
          : field(recipe, 'recipe_yield', 'recipeYield'),
    },
    {
      categoryNames: namesOf(field(recipe, 'recipe_category', 'recipeCategory')),
      source: { url: sourceUrlOf(field(recipe, 'org_url', 'orgURL')), app: EXPORT_APP_NAMES.mealie },
      photo,
    },
  );
}

export function readMealie(bytes: Uint8Array, budget: InflateBudget): ReadEntries {
  const files = unzipWithin(bytes, budget, (name) => isRecipeJson(name) || isOriginalImage(name));
  const names = Object.keys(files);
  return readEntries(names.filter(isRecipeJson), (name) => {
    const imageName = names.find(
      (other) => isOriginalImage(other) && folderOf(other) === `${folderOf(name)}images/`,
    );
    const json = objectOf(parseJson(files[name]!));
    return json ? readMealieRecipe(json, imageName ? photoOf(files[imageName], imageName) : null) : null;
  });
}
