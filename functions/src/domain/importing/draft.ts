/**
 * A reader's find made the create form's draft (issue 32 §1): the recipe's own cleaning rules (recipe/cleaning.ts:
 * markup stripped, trimmed, cut to each field's length) applied to every text, times and servings kept in their
 * bounds but left empty when the source does not give them (the form asks the cook, rather than a default that
 * looks read), the language detected from the texts, categories suggested from the catalogue, and what the cook will
 * have to add listed as warnings.
 */
import { difficultyFor } from '../ai/video';
import { RECIPE_CLEANING_MAX_LENGTH, RECIPE_LIMITS } from '../constants/recipe';
import { clampInteger, cleanRecipe } from '../recipe/cleaning';
import { rowsOverFormLimit } from '../recipe/form';
import { detectLanguage } from '../recipe/language';
import { suggestCategories, type CatalogueCategory } from './categories';
import type { ImportAnswer, ImportMethod, ImportWarning, PageRecipe, RecipeSource } from './types';

/** ours: an imported recipe takes at most this many of its source's keywords as tags (the form allows more). */
export const IMPORTED_TAGS = 10;

const { cookingTime: COOKING } = RECIPE_LIMITS;
const minutesOrNull = (minutes: number | null, min: number) =>
  minutes === null ? null : clampInteger(minutes, min, COOKING.max, min);

function warningsFor(page: PageRecipe, answer: ImportAnswer['draft'], fromAddress: boolean): ImportWarning[] {
  const warnings: ImportWarning[] = [];
  if (answer.ingredients.length === 0) warnings.push('noIngredients');
  if (answer.instructions.length === 0) warnings.push('noInstructions');
  if (answer.preparationTime === null && answer.cookingTime === null && answer.totalTime === null) {
    warnings.push('noTimes');
  }
  if (answer.servings === null) warnings.push('noServings');
  if (fromAddress && answer.imageUrl === null) warnings.push('noPhoto');
  const max = RECIPE_CLEANING_MAX_LENGTH;
  const cut =
    Array.from(page.title).length > max.title ||
    page.ingredients.some((line) => Array.from(line).length > max.ingredient) ||
    page.instructions.some((line) => Array.from(line).length > max.instruction);
  if (cut) warnings.push('textCut');
  if (rowsOverFormLimit('ingredients', answer.ingredients).length > 0) warnings.push('longIngredients');
  return warnings;
}

/** "1.", "2)", "Step 3:", "שלב 4 -", "Étape 5 :", "Passo 6": a step's own number (the form numbers its steps). */
const STEP_NUMBER = /^(?:(?:step|שלב|étape|etape|passo|passaggio)\s*)?\d{1,2}\s*(?:[.):\-–]\s*|$)/iu;

/** A step without its own number; '' when the number was all it had. */
export const withoutStepNumber = (step: string): string => step.replace(STEP_NUMBER, '').trim();

export interface DraftContext {
  readonly method: ImportMethod;
  /** The page's address; '' for pasted text. */
  readonly url: string;
  readonly catalogue: readonly CatalogueCategory[];
}

export function importAnswer(page: PageRecipe, context: DraftContext): ImportAnswer {
  const cleaned = cleanRecipe({
    title: page.title,
    description: page.description,
    ingredients: page.ingredients,
    instructions: page.instructions.map(withoutStepNumber),
    servings: page.servings,
    tags: page.keywords.slice(0, IMPORTED_TAGS),
  });
  const times = {
    preparationTime: minutesOrNull(page.preparationTime, RECIPE_LIMITS.preparationTime.min),
    cookingTime: minutesOrNull(page.cookingTime, COOKING.min),
    totalTime: minutesOrNull(page.totalTime, COOKING.min),
  };
  const draft = {
    title: cleaned.title,
    description: cleaned.description,
    ingredients: cleaned.ingredients,
    instructions: cleaned.instructions,
    ...times,
    servings: page.servings === null ? null : cleaned.servings,
    difficulty: difficultyFor(times.totalTime ?? sumOf(times.preparationTime, times.cookingTime)),
    categories: suggestCategories(page.keywords, cleaned.title, context.catalogue),
    tags: cleaned.tags.map((entry) => entry.displayName),
    language: detectLanguage(cleaned).language,
    imageUrl: page.imageUrl,
  };
  const source: RecipeSource = {
    url: context.url,
    siteName: page.siteName,
    author: page.author,
    basedOn: page.basedOn,
  };
  return { draft, source, method: context.method, warnings: warningsFor(page, draft, context.url !== '') };
}

const sumOf = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
