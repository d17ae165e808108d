/**
 * The server's cleaning step (spec 000 §5 "Recipe text cleaning"), applied to every recipe before it is saved,
 * whatever wrote it (the form, a video extraction, a shared link). Lenient by design: it never fails, it makes a
 * safe value of anything. The form rules (form.ts) are what refuses input.
 */
import {
  DIETARY_CLASSIFICATIONS,
  RECIPE_CLEANING_MAX_LENGTH,
  RECIPE_CREATION_METHODS,
  RECIPE_DIFFICULTIES,
  RECIPE_LIMITS,
  RECIPE_VISIBILITIES,
  type DietaryClassification,
} from '../constants/recipe';
import { cleanUrl } from '../profile';
import { tagEntries, type TagEntry } from './tags';
import { LINES, cleanText, cleanTextList, unique } from './text';
import { RECIPE_LANGUAGES, type RecipeDoc, type RecipeSourceDoc } from './types';

/** The recipe as cleaning leaves it: the stored fields it decides, plus what the service turns into more. */
export type CleanRecipe = Pick<
  RecipeDoc,
  | 'title'
  | 'description'
  | 'ingredients'
  | 'instructions'
  | 'categories'
  // the first category (000 §2: "the first becomes primaryCategory"); '' without categories
  | 'primaryCategory'
  | 'difficulty'
  | 'preparationTime'
  | 'cookingTime'
  | 'servings'
  | 'recipeTip'
  | 'visibility'
  | 'creationMethod'
  | 'dietaryClassification'
> & {
  tags: TagEntry[];
  /** '' when none (the URL cleaner's empty string); a YouTube link is checked by the service (youtube.ts). */
  youtubeUrl: string;
  dietary: Record<string, boolean>;
  /** A chosen content language (en, he, fr, it), or null to use the detected one. */
  language: string | null;
  /** An imported recipe's source (issue 32); null without one or when it names nothing. */
  source: RecipeSourceDoc | null;
};

export interface CleaningOptions {
  /**
   * The dietary options' fieldNames: when given, the result has exactly these flags (missing ones false), so a
   * stray `isAnything` key cannot become a field. Without it every `isXxx` key is kept.
   */
  readonly dietaryFieldNames?: readonly string[];
}

/** The legacy lower-case-f flag (000 §3): dropped. */
export const LEGACY_DIETARY_FIELDS = ['isGlutenfree'] as const;
const DIETARY_FIELD = /^is[A-Z][A-Za-z0-9]*$/;
/** ours: the spec gives a default (4) and no bounds. */
export const SERVINGS_RANGE = { min: 1, max: 100 } as const;

/** An integer read from a number or a numeric string ("30", "30 min"); null when there is none. */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

export function clampInteger(value: unknown, min: number, max: number, fallback: number): number {
  const parsed = parseInteger(value);
  return parsed === null ? fallback : Math.min(max, Math.max(min, parsed));
}

/** true, 'true', 1, '1', 'on', 'yes' are true; everything else is false (000 §5: flags coerced to booleans). */
export function toFlag(value: unknown): boolean {
  if (typeof value === 'string') return ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function cleanDietaryFlags(
  raw: Record<string, unknown>,
  fieldNames?: readonly string[],
): Record<string, boolean> {
  const names =
    fieldNames ??
    Object.keys(raw).filter(
      (key) => DIETARY_FIELD.test(key) && !(LEGACY_DIETARY_FIELDS as readonly string[]).includes(key),
    );
  return Object.fromEntries(names.map((name) => [name, toFlag(raw[name])]));
}

export function cleanCategories(value: unknown): string[] {
  return unique(cleanTextList(value, RECIPE_CLEANING_MAX_LENGTH.category)).slice(
    0,
    RECIPE_LIMITS.maxCategories,
  );
}

/** ours: a source's site and author names are short labels. */
export const SOURCE_NAME_MAX_LENGTH = 100;

/** A source's address (http or https, else ''), site and author cleaned; null when it names nothing. */
export function cleanSource(value: unknown): RecipeSourceDoc | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const url = typeof raw.url === 'string' ? (cleanUrl(raw.url) ?? '') : '';
  const source = {
    url: url.length <= 2048 ? url : '',
    siteName: cleanText(raw.siteName, SOURCE_NAME_MAX_LENGTH),
    author: cleanText(raw.author, SOURCE_NAME_MAX_LENGTH),
  };
  return source.url || source.siteName || source.author ? source : null;
}

export function cleanRecipe(input: unknown, options: CleaningOptions = {}): CleanRecipe {
  const raw: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const max = RECIPE_CLEANING_MAX_LENGTH;
  const categories = cleanCategories(raw.categories);
  const language = typeof raw.language === 'string' ? raw.language.trim().toLowerCase() : '';
  const { preparationTime, cookingTime } = RECIPE_LIMITS;
  return {
    title: cleanText(raw.title, max.title),
    description: cleanText(raw.description, max.description),
    ingredients: cleanTextList(raw.ingredients, max.ingredient, LINES),
    instructions: cleanTextList(raw.instructions, max.instruction, LINES),
    categories,
    primaryCategory: categories[0] ?? '',
    difficulty: oneOf(RECIPE_DIFFICULTIES, raw.difficulty, RECIPE_LIMITS.difficultyDefault),
    preparationTime: clampInteger(
      raw.preparationTime,
      preparationTime.min,
      preparationTime.max,
      preparationTime.cleaningDefault,
    ),
    cookingTime: clampInteger(
      raw.cookingTime ?? raw.cookTime,
      cookingTime.min,
      cookingTime.max,
      cookingTime.default,
    ),
    servings: clampInteger(
      raw.servings,
      SERVINGS_RANGE.min,
      SERVINGS_RANGE.max,
      RECIPE_LIMITS.servingsDefault,
    ),
    tags: tagEntries(raw.tags),
    recipeTip: cleanText(raw.recipeTip, max.recipeTip),
    visibility: oneOf(RECIPE_VISIBILITIES, raw.visibility, RECIPE_LIMITS.visibilityDefault),
    creationMethod: oneOf(RECIPE_CREATION_METHODS, raw.creationMethod, RECIPE_LIMITS.creationMethodDefault),
    youtubeUrl: typeof raw.youtubeUrl === 'string' ? (cleanUrl(raw.youtubeUrl) ?? '') : '',
    dietary: cleanDietaryFlags(raw, options.dietaryFieldNames),
    dietaryClassification:
      oneOf<DietaryClassification | ''>([...DIETARY_CLASSIFICATIONS, ''], raw.dietaryClassification, '') ||
      null,
    language: (RECIPE_LANGUAGES as readonly string[]).includes(language) ? language : null,
    source: cleanSource(raw.source),
  };
}
