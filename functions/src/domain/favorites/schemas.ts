/** The favorites and collections calls' inputs (001 §5, §7, §9): every rule once, the spec's texts. */
import { z } from 'zod';
import { FAVORITES } from '../constants/social';
import { COLLECTION_DEFAULTS } from '../collections/document';
import { ALL_FAVORITES_ID, FAVORITE_OPERATIONS } from './document';
import { FAVORITES_MESSAGES as M } from './messages';
import { userText } from '../text/userText';
import { documentId } from '../ids';

/** 001 §5: a collection's texts lose script tags, javascript: and inline event handlers (decision 0038). */
const collectionText = (value: string) => userText(value, 'activeContentRemoved');
/** Notes, modifications and personal tags: as typed (decision 0038). */
const noteText = (value: string) => userText(value);
const tagText = (value: string) => userText(value, 'asTyped', { singleLine: true });

const botToken = z.string().max(4096).nullish();

const id = documentId;

const recipeId = id('recipeId');
/** A stored collection's id, or all_favorites where the call accepts it. */
const collectionId = id('collectionId');

export const favoriteStatusInputSchema = z.object({ recipeId });

/** favorites-toggle: FAVORITE_RECIPE 0.4, proceeds without a token (002 §8). */
export const favoriteToggleInputSchema = z.object({
  recipeId,
  operation: z.enum(FAVORITE_OPERATIONS, { message: 'operation must be add or remove' }),
  botToken,
});
export type FavoriteToggleInput = z.infer<typeof favoriteToggleInputSchema>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const collectionString = z.string().transform(collectionText);

/** 001 §5: color must be #RRGGBB else the default; icon at most 4 characters else the default. */
export function collectionColor(value: unknown): string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim() : COLLECTION_DEFAULTS.color;
}
export function collectionIcon(value: unknown): string {
  const icon = typeof value === 'string' ? collectionText(value) : '';
  const length = [...icon].length;
  return length > 0 && length <= FAVORITES.collectionIconMax ? icon : COLLECTION_DEFAULTS.icon;
}

const collectionFields = {
  name: z
    .string({ message: M.nameRequired })
    .transform(collectionText)
    .pipe(z.string().min(1, M.nameRequired).max(FAVORITES.collectionNameMax, M.nameTooLong)),
  description: collectionString
    .pipe(z.string().max(FAVORITES.collectionDescriptionMax, M.descriptionTooLong))
    .default(''),
  // optional first: zod refuses a missing key before a transform could give it the default
  color: z.unknown().optional().transform(collectionColor),
  icon: z.unknown().optional().transform(collectionIcon),
};

/** favorites-createCollection: CREATE_COLLECTION. */
export const createCollectionInputSchema = z.object({ ...collectionFields, botToken });
export type CreateCollectionInput = z.infer<typeof createCollectionInputSchema>;

/** favorites-updateCollection (rename, describe, recolour): UPDATE_RECIPE_DATA; a field left out keeps its value. */
export const updateCollectionInputSchema = z.object({
  collectionId,
  name: collectionFields.name,
  description: collectionFields.description.unwrap().optional(),
  color: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : collectionColor(value))),
  icon: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : collectionIcon(value))),
  botToken,
});
export type UpdateCollectionInput = z.infer<typeof updateCollectionInputSchema>;

/** favorites-deleteCollection: DELETE_COLLECTION; all_favorites is refused with the spec's text. */
export const deleteCollectionInputSchema = z.object({ collectionId, botToken });

/** favorites-addToCollection (UPDATE_RECIPE_DATA) and favorites-removeFromCollection (REMOVE_FROM_COLLECTION). */
export const collectionRecipeInputSchema = z.object({ collectionId, recipeId, botToken });
export type CollectionRecipeInput = z.infer<typeof collectionRecipeInputSchema>;

/** favorites-moveRecipe: MOVE_RECIPE, a token required (001 §5). */
export const moveRecipeInputSchema = z
  .object({ recipeId, fromCollectionId: collectionId, targetCollectionId: collectionId, botToken })
  .refine((input) => input.fromCollectionId !== input.targetCollectionId, {
    message: M.moveTarget,
    path: ['targetCollectionId'],
  })
  .refine((input) => input.targetCollectionId !== ALL_FAVORITES_ID, {
    message: M.moveTarget,
    path: ['targetCollectionId'],
  });
export type MoveRecipeInput = z.infer<typeof moveRecipeInputSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today in the furthest time zone (UTC+14): a date a cook could call "today" anywhere is not in the future. */
function latestToday(now: number): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Trims, drops blanks and case-insensitive duplicates (001 §5 "personal tags … deduplicated"). */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = tagText(raw);
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}

/** 001 §5 "Recipe notes", one rule each; the messages name the rule. */
export const recipeNotesSchema = z.object({
  personalNotes: z
    .string()
    .transform(noteText)
    .pipe(z.string().max(FAVORITES.notesMax, M.notesTooLong))
    .default(''),
  personalRating: z
    .number({ message: M.personalRating })
    .int(M.personalRating)
    .min(1, M.personalRating)
    .max(5, M.personalRating)
    .nullable()
    .default(null),
  cookCount: z
    .number({ message: M.cookCount })
    .int(M.cookCount)
    .min(FAVORITES.cookCount.min, M.cookCount)
    .max(FAVORITES.cookCount.max, M.cookCount)
    .default(0),
  lastCooked: z
    .string({ message: M.lastCooked })
    .regex(ISO_DATE, M.lastCooked)
    .refine(isRealDate, M.lastCooked)
    .refine((value) => value <= latestToday(Date.now()), M.lastCooked)
    .nullable()
    .default(null),
  modifications: z
    .array(
      z
        .string({ message: M.modifications })
        .transform(noteText)
        .pipe(z.string().max(FAVORITES.modifications.length, M.modifications)),
      { message: M.modifications },
    )
    .max(FAVORITES.modifications.max, M.modifications)
    .transform((items) => items.filter(Boolean))
    .default([]),
  tags: z
    .array(z.string({ message: M.personalTags }).max(200, M.personalTags), { message: M.personalTags })
    .max(100, M.personalTags)
    .transform(dedupeTags)
    .pipe(
      z
        .array(z.string().max(FAVORITES.personalTags.length, M.personalTags))
        .max(FAVORITES.personalTags.max, M.personalTags),
    )
    .default([]),
});
export type RecipeNotesInput = z.infer<typeof recipeNotesSchema>;

/** favorites-updateNotes: the notes of a recipe in a collection (all_favorites: the favorite's own). */
export const updateNotesInputSchema = z.object({
  collectionId,
  recipeId,
  notes: recipeNotesSchema,
  botToken,
});
export type UpdateNotesInput = z.infer<typeof updateNotesInputSchema>;

export const favoritesOverviewInputSchema = z.object({});

/** favorites-userCollections: another cook's collections, by their privacy setting (001 §6). */
export const userCollectionsInputSchema = z.object({ userId: id('userId') });
