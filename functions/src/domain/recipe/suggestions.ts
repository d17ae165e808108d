/**
 * A reader's translation of someone else's public recipe, waiting for its cook (issue 34, decision 0073):
 * translationSuggestions/{id}, kept in Firestore only (no Postgres query reads it; it becomes a mirrored recipe
 * when accepted) and closed to clients. Pure.
 */
import { z } from 'zod';
import { documentId } from '../ids';
import type { TranslationCredit, VersionLanguage, VersionTexts } from './family';
import { recipeInputSchema } from './schema';
import { VERSION_LANGUAGES } from './family';

export const TRANSLATION_SUGGESTIONS_COLLECTION = 'translationSuggestions';

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export interface TranslationSuggestionDoc {
  /** The family's key (the original's id). */
  recipeId: string;
  recipeTitle: string;
  cookId: string;
  suggester: TranslationCredit;
  language: VersionLanguage;
  texts: VersionTexts;
  status: SuggestionStatus;
  /** The version it became (accepted), else null. */
  versionId: string | null;
  createdAt: string;
  answeredAt: string | null;
}

/** A version's language: one of VERSION_LANGUAGES. */
export const versionLanguageSchema = z.enum(VERSION_LANGUAGES, {
  error: `language must be one of ${VERSION_LANGUAGES.join(', ')}`,
});
const language = versionLanguageSchema;
const botToken = z.string({ error: 'botToken must be a string' }).trim().max(4096).nullish();

/**
 * recipes-addVersion: the create form prefilled from the recipe, in the version's language. Only the version's own
 * fields are taken from it; the family's (photos, times, visibility…) stay the family's.
 */
export const addVersionInputSchema = z.object({
  recipeId: documentId('recipeId'),
  of: documentId('of'),
  language,
  recipe: recipeInputSchema,
  botToken,
});
export type AddVersionInput = z.infer<typeof addVersionInputSchema>;

export const removeVersionInputSchema = z.object({ recipeId: documentId('recipeId'), botToken });

/** recipes-suggestVersion: a reader's form for someone else's public recipe. */
export const suggestVersionInputSchema = z.object({
  of: documentId('of'),
  language,
  recipe: recipeInputSchema,
  botToken,
});
export type SuggestVersionInput = z.infer<typeof suggestVersionInputSchema>;

/** recipes-answerSuggestion: the cook accepts (a version credited to the suggester) or declines. */
export const answerSuggestionInputSchema = z.object({
  suggestionId: documentId('suggestionId'),
  accept: z.boolean({ error: 'accept must be true or false' }),
});
export type AnswerSuggestionInput = z.infer<typeof answerSuggestionInputSchema>;

export const versionSuggestionsInputSchema = z.object({});
