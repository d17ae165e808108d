/**
 * The input schemas of recipes-create, recipes-update and recipes-delete (docs/contracts/recipes.md). A recipe is
 * checked against the form rules (form.ts), then cleaned (cleaning.ts): the server's cleaned values are what is
 * stored, whatever the client sent. A refusal is a 400 whose message names the field (details.field: recipe.title).
 */
import { z } from 'zod';
import {
  RECIPE_CREATION_METHODS,
  RECIPE_DIFFICULTIES,
  RECIPE_VISIBILITIES,
  type DietaryClassification,
  type RecipeCreationMethod,
  type RecipeDifficulty,
  type RecipeVisibility,
} from '../constants/recipe';
import { documentId } from '../catalog/fields';
import { cleanRecipe, type CleanRecipe } from './cleaning';
import { DIFFICULTY_INVALID, recipeFormErrorText, validateRecipeForm } from './form';
import { checkImageFolders, recipeImagesSchema } from './images';
import { RECIPE_MESSAGES } from './messages';
import { exceedsTagLimit } from './tags';
import type { RecipeImage, RecipeSourceDoc } from './types';
import { parseYouTubeUrl } from './youtube';

/** ours: rows per list (a recipe document must stay far below Firestore's 1 MiB). */
export const MAX_RECIPE_ROWS = 100;

/**
 * What a client sends as `recipe` (the create/edit form's fields). The server is lenient about types (the cleaning
 * step makes a safe value of anything) and strict about the form rules; this type is what a well-behaved client
 * sends. Dietary flags are one boolean per dietary option fieldName.
 */
export interface RecipeFormInput {
  title: string;
  description: string;
  /** A list, or one newline-separated string. */
  ingredients: string[] | string;
  instructions: string[] | string;
  /** Category ids, at most 3; the first becomes primaryCategory. */
  categories: string[];
  difficulty: RecipeDifficulty;
  /** Whole minutes, 1–1440. */
  preparationTime: number | string;
  cookingTime?: number;
  servings?: number;
  recipeTip?: string;
  tags?: string[];
  visibility?: RecipeVisibility;
  /** '' clears the video; omitted on edit keeps it. */
  youtubeUrl?: string;
  creationMethod?: RecipeCreationMethod;
  dietaryClassification?: DietaryClassification | null;
  /** A chosen content language (en, he, fr, it); omitted: the detected one. */
  language?: string | null;
  /** An imported recipe's source (issue 32): a recipe created with one starts private; omitted on edit keeps it. */
  source?: RecipeSourceDoc | null;
  [dietaryFlag: `is${string}`]: boolean;
}

/** The data of recipes-create and recipes-update. */
export interface SaveRecipeRequest {
  recipeId: string;
  recipe: RecipeFormInput;
  images: RecipeImage[];
  botToken?: string | null;
}

/** Optional form fields an edit keeps when the client leaves them out (a create uses the cleaning defaults). */
export const KEPT_WHEN_OMITTED = [
  'cookingTime',
  'servings',
  'youtubeUrl',
  'dietaryClassification',
  'language',
  'visibility',
  'source',
] as const;
export type KeptWhenOmitted = (typeof KEPT_WHEN_OMITTED)[number];

export type RecipeInput = CleanRecipe & {
  /** Set from a valid youtubeUrl; null when the URL is empty (000 §4: "empty clears the video id"). */
  youtubeVideoId: string | null;
  /** Which of KEPT_WHEN_OMITTED the client did not send. */
  omitted: KeptWhenOmitted[];
};

function omittedFields(raw: Record<string, unknown>): KeptWhenOmitted[] {
  return KEPT_WHEN_OMITTED.filter((field) =>
    field === 'cookingTime'
      ? raw.cookingTime === undefined && raw.cookTime === undefined
      : raw[field] === undefined,
  );
}

const listOf = (values: readonly string[]) => values.join(', ');

const ENUM_FIELDS: readonly { field: string; values: readonly string[]; message: string }[] = [
  { field: 'difficulty', values: RECIPE_DIFFICULTIES, message: DIFFICULTY_INVALID },
  {
    field: 'visibility',
    values: RECIPE_VISIBILITIES,
    message: `Visibility must be one of: ${listOf(RECIPE_VISIBILITIES)}`,
  },
  {
    field: 'creationMethod',
    values: RECIPE_CREATION_METHODS,
    message: `creationMethod must be one of: ${listOf(RECIPE_CREATION_METHODS)}`,
  },
];

type Issue = { message: string; path: string[] };

/** The first problem of a raw recipe (enums, list sizes, form rules, video link), or null. */
export function recipeInputIssue(raw: Record<string, unknown>, cleaned: CleanRecipe): Issue | null {
  for (const { field, values, message } of ENUM_FIELDS) {
    const value = raw[field];
    const given = value !== undefined && value !== null && value !== '';
    if (given && (typeof value !== 'string' || !values.includes(value))) return { message, path: [field] };
  }
  for (const field of ['ingredients', 'instructions'] as const) {
    if (Array.isArray(raw[field]) && (raw[field] as unknown[]).length > MAX_RECIPE_ROWS) {
      return { message: `A recipe can have at most ${MAX_RECIPE_ROWS} ${field}`, path: [field] };
    }
  }
  if (exceedsTagLimit(raw.tags)) return { message: RECIPE_MESSAGES.tooManyTags, path: ['tags'] };
  const formError = validateRecipeForm({
    title: cleaned.title,
    description: cleaned.description,
    categories: cleaned.categories,
    preparationTime: raw.preparationTime,
    difficulty: raw.difficulty,
    ingredients: cleaned.ingredients,
    instructions: cleaned.instructions,
  });
  if (formError) return { message: recipeFormErrorText(formError), path: [formError.field] };
  if (typeof raw.youtubeUrl === 'string' && raw.youtubeUrl.trim()) {
    const video = parseYouTubeUrl(raw.youtubeUrl);
    if (!video.ok) return { message: video.error, path: ['youtubeUrl'] };
  }
  return null;
}

/**
 * The recipe as the server stores it, from whatever the client sent, or the refusal. Every `isXxx` flag is kept
 * here; the service narrows them to the dietary options that exist (document.ts).
 */
export const recipeInputSchema = z
  .record(z.string(), z.unknown(), { error: 'recipe must be an object with the form fields' })
  .transform((raw, ctx): RecipeInput => {
    const cleaned = cleanRecipe(raw);
    const issue = recipeInputIssue(raw, cleaned);
    if (issue) {
      ctx.addIssue({ code: 'custom', ...issue });
      return z.NEVER;
    }
    const video = cleaned.youtubeUrl ? parseYouTubeUrl(cleaned.youtubeUrl) : null;
    return {
      ...cleaned,
      youtubeUrl: video?.ok ? video.url : '',
      youtubeVideoId: video?.ok ? video.videoId : null,
      omitted: omittedFields(raw),
    };
  });

// ------------------------------------------------------------------------------------------------ callables

const recipeId = documentId(RECIPE_MESSAGES.recipeIdRequired);
const botToken = z.string({ error: 'botToken must be a string' }).trim().max(4096).nullish();
const savedRecipe = { recipeId, recipe: recipeInputSchema, images: recipeImagesSchema, botToken };
/**
 * Issue 32: the photo of the page an imported recipe comes from, stored as its image when the cook added none (read
 * through the safe fetch at save time, so it is judged like any address a user gives).
 */
const photoUrl = z
  .string({ error: 'photoUrl must be a string' })
  .trim()
  .max(2048, 'photoUrl is too long')
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
    'photoUrl must be an http or https address',
  )
  .nullish();

/** recipes-create: the client made recipeId (a Firestore auto-id) before uploading the images. */
export const createRecipeInputSchema = z.object({ ...savedRecipe, photoUrl }).superRefine(checkImageFolders);
export type CreateRecipeInput = z.infer<typeof createRecipeInputSchema>;

/** recipes-update: images are the kept ones plus the new ones (5 at most). */
export const updateRecipeInputSchema = z.object(savedRecipe).superRefine(checkImageFolders);
export type UpdateRecipeInput = z.infer<typeof updateRecipeInputSchema>;

/**
 * The original of a family goes only with its language versions, when asked to (withVersions, decision 0073), or
 * keeps one of them at its address (keepVersion: that version's id, decision 0076); one choice, not both.
 */
export const deleteRecipeInputSchema = z
  .object({
    recipeId,
    botToken,
    withVersions: z.boolean({ error: 'withVersions must be true or false' }).optional(),
    keepVersion: documentId(RECIPE_MESSAGES.recipeIdRequired).optional(),
  })
  .refine((input) => !(input.withVersions && input.keepVersion), {
    message: RECIPE_MESSAGES.oneDeleteChoice,
    path: ['keepVersion'],
  });
export type DeleteRecipeInput = z.infer<typeof deleteRecipeInputSchema>;
