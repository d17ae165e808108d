/**
 * The import calls (issue 32 §1, §3): their inputs, limits and texts. POST /api/recipes/import-text takes a pasted
 * text, POST /api/recipes/import a page's address (decision 0062: two calls, one answer); both are signed in, pass
 * the bot check recipe creation passes, and share one allowance of 30 imports an hour per account.
 */
import { z } from 'zod';
import { RECIPE_LANGUAGES } from '../recipe/types';
import type { AiSource } from '../ai/source';
import type { ImportAnswer } from './types';

export const IMPORT_LIMITS = {
  requests: 30,
  windowMs: 3_600_000,
  /** ours: a recipe copied whole from a page with its comments stays well under this. */
  textCharacters: 20_000,
  urlCharacters: 2048,
} as const;

export const IMPORT_MESSAGES = {
  textRequired: 'Paste the text of a recipe first',
  textTooLong: `The text is too long: paste at most ${IMPORT_LIMITS.textCharacters.toLocaleString('en')} characters`,
  urlRequired: 'Enter the address of a recipe page',
  urlInvalid: 'This is not a web address (it starts with http:// or https://)',
  noRecipeInText:
    'No recipe was found in this text. Include a list of ingredients and the steps under their headings (Ingredients, Instructions).',
  noRecipeOnPage: 'No recipe was found on this page. Try pasting its text instead.',
  failed: 'The recipe could not be read. Please try again.',
} as const;

/** The 429's text: how long until the hour's allowance opens again. */
export function importRateLimitedMessage(resetInSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(resetInSeconds / 60));
  return `You can import ${IMPORT_LIMITS.requests} recipes an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const botToken = z.string({ error: 'botToken must be a string' }).trim().max(4096).nullish();
const language = z
  .enum(RECIPE_LANGUAGES, { error: `language must be one of ${RECIPE_LANGUAGES.join(', ')}` })
  .default('en');

export const importTextInputSchema = z.object({
  text: z
    .string({ error: IMPORT_MESSAGES.textRequired })
    .trim()
    .min(1, IMPORT_MESSAGES.textRequired)
    .max(IMPORT_LIMITS.textCharacters, IMPORT_MESSAGES.textTooLong),
  /** The interface language: the model writes a draft in it when the text's own language is unclear. */
  language,
  botToken,
});
export type ImportTextInput = z.infer<typeof importTextInputSchema>;

export const importLinkInputSchema = z.object({
  url: z
    .string({ error: IMPORT_MESSAGES.urlRequired })
    .trim()
    .min(1, IMPORT_MESSAGES.urlRequired)
    .max(IMPORT_LIMITS.urlCharacters, IMPORT_MESSAGES.urlInvalid)
    .refine((value) => /^https?:\/\/\S+$/i.test(value), IMPORT_MESSAGES.urlInvalid),
  language,
  botToken,
});
export type ImportLinkInput = z.infer<typeof importLinkInputSchema>;

/** Both calls' answer: the import, the hour's imports left, and who read the text when no structured data did. */
export interface ImportCallAnswer extends ImportAnswer {
  rateLimitRemaining: number;
  /** 'model' or 'offline' when the text reader (the AI provider) read it; null when structured data did. */
  reader: AiSource | null;
}

/** What the AI provider reads from a recipe's text (the model's response schema; checked before it is used). */
export const textRecipeSchema = z.object({
  title: z.string().trim().max(300),
  description: z.string().trim().max(3000),
  ingredients: z.array(z.string().trim().max(500)).max(200),
  instructions: z.array(z.string().trim().max(3000)).max(200),
  /** Minutes; null when the text does not say. */
  preparationTime: z.number().int().min(0).max(100_000).nullable(),
  cookingTime: z.number().int().min(0).max(100_000).nullable(),
  totalTime: z.number().int().min(0).max(100_000).nullable(),
  servings: z.number().int().min(0).max(10_000).nullable(),
  keywords: z.array(z.string().trim().max(60)).max(20),
});
export type TextRecipe = z.infer<typeof textRecipeSchema>;
