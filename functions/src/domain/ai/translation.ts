/**
 * Translating a recipe into another language for a version (issue 34, decision 0073): the call's input, the model's
 * answer, the draft the form is prefilled with and the lines left for the cook to write. Pure.
 */
import { z } from 'zod';
import { documentId } from '../ids';
import type { VERSION_TEXT_FIELDS } from '../recipe/family';
import type { VersionLanguage, VersionTexts } from '../recipe/family';
import { versionLanguageSchema } from '../recipe/suggestions';
import type { AiSource } from './source';

/** Issue 34: translation requests, 10 an hour per cook. */
export const TRANSLATION_LIMITS = { requests: 10, windowMs: 3_600_000 } as const;

/** recipes-translateDraft: a recipe the caller may read, into a language. */
export const translateDraftInputSchema = z.object({
  recipeId: documentId('recipeId'),
  language: versionLanguageSchema,
});
export type TranslateDraftInput = z.infer<typeof translateDraftInputSchema>;

export type TranslatedField = (typeof VERSION_TEXT_FIELDS)[number];

/** A line the translation kept as it was: a field, and the line's index for the lists (null for the others). */
export interface LineToReview {
  readonly field: TranslatedField;
  readonly index: number | null;
}

export interface RecipeTranslation {
  readonly language: VersionLanguage;
  readonly source: AiSource;
  readonly texts: VersionTexts;
  /** Every line the cook must write or check before saving (empty when the model translated everything). */
  readonly toReview: readonly LineToReview[];
}

const line = z.string().trim().max(2000);

/** What the model answers: the same fields, the lists line for line. */
export const modelTranslationSchema = z.object({
  title: line.min(1).max(200),
  description: line,
  ingredients: z.array(line).max(100),
  instructions: z.array(line).max(100),
  tags: z.array(line.max(50)).max(20),
  recipeTip: line,
});

/** Whether the model's lists keep the recipe's lines one for one (a merged or dropped line is not a translation). */
export function sameShape(source: VersionTexts, translated: VersionTexts): boolean {
  return (
    source.ingredients.length === translated.ingredients.length &&
    source.instructions.length === translated.instructions.length &&
    source.tags.length === translated.tags.length
  );
}
