/**
 * Paprika's export (.paprikarecipes): a zip of {name}.paprikarecipe entries, each a gzipped JSON recipe (name,
 * ingredients and directions as newline-separated texts, description, notes, prep_time, cook_time, total_time,
 * servings, categories, source_url, and the photo as base64 in photo_data).
 */
import { exportedRecipe, photoOf, sourceUrlOf, textOf, namesOf } from './fields';
import { gunzipWithin, parseJson, unzipWithin, type InflateBudget } from './archive';
import { objectOf, readEntries, type Json, type ReadEntries } from './entries';
import { EXPORT_APP_NAMES, type ExportedRecipe } from './types';

const isPaprikaRecipe = (name: string) => name.toLowerCase().endsWith('.paprikarecipe');

/** base64 → bytes without Node's Buffer (the domain runs in the browser too); null when it is not base64. */
function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export function readPaprikaRecipe(recipe: Json): ExportedRecipe | null {
  if (typeof recipe.name !== 'string' || !recipe.name.trim()) return null;
  const photoData = textOf(recipe.photo_data);
  const photoName = textOf(recipe.photo) || 'photo.jpg';
  const categories = namesOf(recipe.categories);
  return exportedRecipe(
    {
      title: recipe.name,
      description: recipe.description,
      ingredients: textOf(recipe.ingredients),
      // one step a line, as the cook wrote them (a numbering they typed stays theirs)
      instructions: textOf(recipe.directions),
      recipeTip: recipe.notes,
      tags: categories,
      preparationTime: recipe.prep_time,
      cookingTime: recipe.cook_time,
      totalTime: recipe.total_time,
      servings: recipe.servings,
    },
    {
      categoryNames: categories,
      source: { url: sourceUrlOf(recipe.source_url), app: EXPORT_APP_NAMES.paprika },
      photo: photoData ? photoOf(fromBase64(photoData) ?? undefined, photoName) : null,
    },
  );
}

export function readPaprika(bytes: Uint8Array, budget: InflateBudget): ReadEntries {
  const files = unzipWithin(bytes, budget, isPaprikaRecipe);
  return readEntries(Object.keys(files), (name) => {
    const json = objectOf(parseJson(gunzipWithin(files[name]!, budget, name)));
    return json ? readPaprikaRecipe(json) : null;
  });
}
