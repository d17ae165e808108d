/**
 * Mealie, Tandoor and Paprika exports made by the tests (issue 32 §2: never copied into the repository), in each app's
 * documented shape, from recipes as their source has them (testing/sourceRecipes.ts).
 */
import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import { ExportFileError, readExportFile } from '../domain/exports';
import type { SourceRecipe } from './sourceRecipes';

/** As Mealie's migration writes a time ("1 hour 30 minutes"). */
function spelledTime(total: number | null): string | null {
  if (!total) return null;
  const hours = Math.floor(total / 60);
  const mins = total % 60;
  return [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    mins ? `${mins} ${mins === 1 ? 'minute' : 'minutes'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const json = (value: unknown) => strToU8(JSON.stringify(value));
const slugOf = (index: number, title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'recipe'
  }-${index}`;
const servingsNumber = (yields: string | null) => Number(/\d+/.exec(yields ?? '')?.[0] ?? 0);

export interface FixturePhoto {
  bytes: Uint8Array;
  extension: 'jpg' | 'png' | 'webp';
}

/** Mealie: recipes/{slug}/{slug}.json (model_dump_json: snake_case) and recipes/{slug}/images/original.{ext}. */
export function mealieExport(recipes: SourceRecipe[], photo?: FixturePhoto): Uint8Array {
  const files: Zippable = {};
  recipes.forEach((recipe, index) => {
    const slug = slugOf(index, recipe.title);
    files[`recipes/${slug}/${slug}.json`] = json({
      name: recipe.title,
      slug,
      description: recipe.description,
      recipe_yield: recipe.yields || null,
      recipe_servings: servingsNumber(recipe.yields),
      prep_time: spelledTime(recipe.prepTime),
      perform_time: spelledTime(recipe.cookTime),
      cook_time: null,
      total_time: spelledTime(recipe.totalTime),
      recipe_category: recipe.categories.map((name) => ({ name, slug: name.toLowerCase() })),
      tags: [],
      org_url: recipe.url,
      recipe_ingredient: recipe.ingredients.map((line) => ({
        quantity: 0,
        unit: null,
        food: null,
        note: line,
        display: line,
        original_text: line,
        title: null,
      })),
      recipe_instructions: recipe.instructions.map((text) => ({ title: '', text })),
      notes: [],
    });
    if (photo) files[`recipes/${slug}/images/original.${photo.extension}`] = photo.bytes;
  });
  return zipSync(files, { level: 1 });
}

/** Tandoor: {id}.zip per recipe, each with recipe.json (RecipeExportSerializer) and image.{ext}. */
export function tandoorExport(recipes: SourceRecipe[], photo?: FixturePhoto): Uint8Array {
  const files: Zippable = {};
  recipes.forEach((recipe, index) => {
    const inner: Zippable = {
      'recipe.json': json({
        name: recipe.title,
        description: recipe.description,
        keywords: recipe.categories.map((name) => ({ name, description: '' })),
        steps: recipe.instructions.map((instruction, order) => ({
          name: '',
          instruction,
          ingredients:
            order === 0
              ? recipe.ingredients.map((line, position) => ({
                  food: { name: line, plural_name: null },
                  unit: null,
                  amount: 0,
                  note: '',
                  order: position,
                  is_header: false,
                  no_amount: true,
                }))
              : [],
          time: 0,
          order,
          show_as_header: false,
          show_ingredients_table: true,
        })),
        working_time: recipe.prepTime ?? 0,
        waiting_time: recipe.cookTime ?? 0,
        internal: true,
        nutrition: null,
        servings: servingsNumber(recipe.yields),
        servings_text: (recipe.yields ?? '').replace(/^\s*\d+\s*/, ''),
        source_url: recipe.url,
      }),
    };
    if (photo) inner[`image.${photo.extension}`] = photo.bytes;
    files[`${index + 1}.zip`] = zipSync(inner, { level: 1 });
  });
  return zipSync(files, { level: 1 });
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Paprika: {name}.paprikarecipe per recipe, each a gzipped JSON with the photo as base64. */
export function paprikaExport(recipes: SourceRecipe[], photo?: FixturePhoto): Uint8Array {
  const files: Zippable = {};
  recipes.forEach((recipe, index) => {
    files[`${slugOf(index, recipe.title)}.paprikarecipe`] = gzipSync(
      json({
        uid: `UID-${index}`,
        name: recipe.title,
        description: recipe.description,
        ingredients: recipe.ingredients.join('\n'),
        directions: recipe.instructions.join('\n'),
        notes: '',
        prep_time: recipe.prepTime ? `${recipe.prepTime} min` : '',
        cook_time: recipe.cookTime ? `${recipe.cookTime} min` : '',
        total_time: recipe.totalTime ? `${recipe.totalTime} min` : '',
        servings: recipe.yields ?? '',
        categories: recipe.categories,
        source: recipe.url ? (URL.parse(recipe.url)?.hostname ?? '') : '',
        source_url: recipe.url ?? '',
        rating: 0,
        photo: photo ? `photo-${index}.${photo.extension}` : null,
        photo_data: photo ? base64(photo.bytes) : null,
        image_url: null,
      }),
    );
  });
  return zipSync(files, { level: 1 });
}

export const EXPORT_BUILDERS = {
  mealie: mealieExport,
  tandoor: tandoorExport,
  paprika: paprikaExport,
} as const;

/** Why `readExportFile` refuses a file (its code and text), or null when it reads it. */
export function exportRefusal(bytes: Uint8Array): { reason: string; message: string } | null {
  try {
    readExportFile(bytes);
  } catch (error) {
    if (error instanceof ExportFileError) return { reason: error.reason, message: error.message };
    throw error;
  }
  return null;
}
