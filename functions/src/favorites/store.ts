/**
 * Where the favorites services read and write (domain/favorites/document.ts) and what they read of a recipe: its
 * card summary (whether the caller may read it is platform/recipeReader.ts's mayReadRecipe, as for every group).
 */
import { COLLECTION_RECIPES_SUBCOLLECTION, COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import {
  EMPTY_NOTES,
  FAVORITE_METADATA_SUBCOLLECTION,
  FAVORITE_RECIPES_FIELD,
  type FavoriteRecipeSummary,
  type RecipeNotes,
} from '../domain/favorites/document';
import { USERS_COLLECTION } from '../domain/profile';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPES_COLLECTION, type RecipeImage } from '../domain/recipe/types';
import { toIsoString } from '../domain/time';
import { countOf } from '../platform/mirror/changes';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { strings } from '../platform/mirror/rowValues';

export const userPath = (uid: string) => `${USERS_COLLECTION}/${uid}`;
export const recipePath = (recipeId: string) => `${RECIPES_COLLECTION}/${recipeId}`;
export const metadataPath = (uid: string, recipeId: string) =>
  `${userPath(uid)}/${FAVORITE_METADATA_SUBCOLLECTION}/${recipeId}`;
export const collectionPath = (uid: string, collectionId: string) =>
  `${userPath(uid)}/${COLLECTIONS_SUBCOLLECTION}/${collectionId}`;
export const entryPath = (uid: string, collectionId: string, recipeId: string) =>
  `${collectionPath(uid, collectionId)}/${COLLECTION_RECIPES_SUBCOLLECTION}/${recipeId}`;
export const metadataKey = subcollectionKey;
export const collectionKey = subcollectionKey;

export const favoriteIds = (user: Record<string, unknown> | undefined): string[] =>
  strings(user?.[FAVORITE_RECIPES_FIELD]);

export { countOf as count } from '../platform/mirror/changes';

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The notes fields of a metadata document or a collection entry, whatever older documents hold. */
export function notesOf(doc: Record<string, unknown>): RecipeNotes {
  const rating = doc.personalRating;
  return {
    personalNotes: text(doc.personalNotes ?? doc.notes),
    personalRating: typeof rating === 'number' && rating >= 1 && rating <= 5 ? Math.round(rating) : null,
    cookCount: countOf(doc.cookCount),
    lastCooked: toIsoString(doc.lastCooked)?.slice(0, 10) ?? null,
    modifications: strings(doc.modifications),
    tags: strings(doc.tags),
  };
}

/** A new saved entry: when, and no notes yet. */
export const newEntry = (recipeId: string, addedAt: string, notes: RecipeNotes = EMPTY_NOTES) => ({
  recipeId,
  addedAt,
  ...notes,
  updatedAt: addedAt,
});

export function summaryOf(id: string, doc: Record<string, unknown>): FavoriteRecipeSummary {
  return {
    id,
    title: text(doc.title),
    description: text(doc.description),
    authorId: recipeAuthorId(doc),
    authorName: text(doc.authorName),
    authorUsername: text(doc.authorUsername) || null,
    images: Array.isArray(doc.images)
      ? (doc.images.filter((image) => image && typeof image === 'object') as RecipeImage[])
      : [],
    categories: strings(doc.categories),
    difficulty: text(doc.difficulty) || 'medium',
    preparationTime: num(doc.preparationTime, 15),
    cookingTime: num(doc.cookingTime, 30),
    rating: num(doc.rating),
    cookRating: num(doc.cookRating),
    createdAt: toIsoString(doc.createdAt) ?? null,
  };
}
