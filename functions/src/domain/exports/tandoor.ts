/**
 * Tandoor's export (its "Default" integration): a zip of per-recipe zips ({id}.zip), each with recipe.json (Tandoor's
 * RecipeExportSerializer: name, description, keywords, steps with their ingredients, working_time, waiting_time,
 * servings, source_url) and image.{jpg,png,webp}.
 */
import { exportedRecipe, namesOf, photoOf, sourceUrlOf, textOf } from './fields';
import { parseJson, unzipWithin, type InflateBudget } from './archive';
import { objectOf, readEntries, type Json, type ReadEntries } from './entries';
import { EXPORT_APP_NAMES, type ExportedRecipe } from './types';

const isRecipeZip = (name: string) => name.toLowerCase().endsWith('.zip');

function amountOf(row: Json): string {
  if (row.no_amount === true) return '';
  const amount = typeof row.amount === 'string' ? Number(row.amount) : row.amount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? String(amount) : '';
}

/** One ingredient line from Tandoor's parts: amount, unit, food, then the note after a comma. */
function ingredientLine(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const row = item as Json;
  const [unit] = namesOf([row.unit]);
  const [food] = namesOf([row.food]);
  const main = [amountOf(row), unit, food].filter(Boolean).join(' ');
  const note = textOf(row.note).trim();
  return main && note ? `${main}, ${note}` : main || note;
}

const listOf = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === 'object') : [];

export function readTandoorRecipe(recipe: Json, photo: ExportedRecipe['photo']): ExportedRecipe | null {
  if (typeof recipe.name !== 'string' || !recipe.name.trim()) return null;
  const steps = listOf(recipe.steps).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  const keywords = namesOf(recipe.keywords);
  return exportedRecipe(
    {
      title: recipe.name,
      description: recipe.description,
      ingredients: steps.flatMap((step) => listOf(step.ingredients).map(ingredientLine)),
      instructions: steps.map((step) => textOf(step.instruction)),
      tags: keywords,
      preparationTime: recipe.working_time,
      cookingTime: recipe.waiting_time,
      // Tandoor keeps no total: its working and waiting times are all of it
      totalTime: (Number(recipe.working_time) || 0) + (Number(recipe.waiting_time) || 0),
      servings: recipe.servings,
    },
    {
      categoryNames: keywords,
      source: { url: sourceUrlOf(recipe.source_url), app: EXPORT_APP_NAMES.tandoor },
      photo,
    },
  );
}

export function readTandoor(bytes: Uint8Array, budget: InflateBudget): ReadEntries {
  const outer = unzipWithin(bytes, budget, isRecipeZip);
  return readEntries(Object.keys(outer), (name) => {
    const inner = unzipWithin(
      outer[name]!,
      budget,
      (entry) => entry === 'recipe.json' || /^image\./.test(entry),
      name,
    );
    const imageName = Object.keys(inner).find((entry) => entry.startsWith('image.'));
    const json = inner['recipe.json'] ? objectOf(parseJson(inner['recipe.json'])) : null;
    return json ? readTandoorRecipe(json, imageName ? photoOf(inner[imageName], imageName) : null) : null;
  });
}
