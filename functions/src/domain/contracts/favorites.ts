/**
 * The favorites group's calls (spec 001 §7 "Ratings, favorites, collections"): the older client's sync-favorite,
 * sync-collection and move-recipe steps are one server action each here (mirror first, then Firestore), and the
 * reads it made "against the main data store" (collection list, listings, statistics, personal tags) are one
 * overview call whose data the screens filter, sort and count with domain/favorites.
 */
import {
  collectionRecipeInputSchema,
  createCollectionInputSchema,
  deleteCollectionInputSchema,
  favoritesOverviewInputSchema,
  favoriteStatusInputSchema,
  favoriteToggleInputSchema,
  moveRecipeInputSchema,
  updateCollectionInputSchema,
  updateNotesInputSchema,
  userCollectionsInputSchema,
  type FavoriteResult,
  type FavoritesOverview,
  type RecipeNotes,
  type SharedCollection,
} from '../favorites';
import type { z } from 'zod';
import { callableContract } from './define';
import { USER_WRITE_ERRORS } from './errorSets';

export const favoritesToggle = callableContract<FavoriteResult>('verified')({
  name: 'favorites-toggle',
  input: favoriteToggleInputSchema,
  errors: USER_WRITE_ERRORS,
});

export const favoritesStatus = callableContract<FavoriteResult>('signedIn')({
  name: 'favorites-status',
  input: favoriteStatusInputSchema,
  errors: ['unauthenticated'],
});

/** The viewer's saved recipe ids: the hearts on recipe cards (one call for a whole grid). */
export const favoritesIds = callableContract<{ recipeIds: string[] }>('signedIn')({
  name: 'favorites-ids',
  input: favoritesOverviewInputSchema,
  errors: ['unauthenticated'],
});

export const favoritesOverview = callableContract<FavoritesOverview>('signedIn')({
  name: 'favorites-overview',
  input: favoritesOverviewInputSchema,
  errors: ['unauthenticated'],
});

/** `favorites-<name>`: a change to one of the caller's collections, answered with the collection's id. */
const collectionWrite = <const Name extends string, Input extends z.ZodType>(name: Name, input: Input) =>
  callableContract<{ id: string }>('verified')({
    name: `favorites-${name}`,
    input,
    errors: USER_WRITE_ERRORS,
  });

export const favoritesCreateCollection = collectionWrite('createCollection', createCollectionInputSchema);
export const favoritesUpdateCollection = collectionWrite('updateCollection', updateCollectionInputSchema);
export const favoritesDeleteCollection = collectionWrite('deleteCollection', deleteCollectionInputSchema);

/** `favorites-<name>`: a recipe put into a collection or taken out of it, answered with the collection's new count. */
const collectionRecipeWrite = <const Name extends string>(name: Name) =>
  callableContract<{ collectionId: string; recipeCount: number }>('verified')({
    name: `favorites-${name}`,
    input: collectionRecipeInputSchema,
    errors: USER_WRITE_ERRORS,
  });

export const favoritesAddToCollection = collectionRecipeWrite('addToCollection');
export const favoritesRemoveFromCollection = collectionRecipeWrite('removeFromCollection');

export const favoritesMoveRecipe = callableContract<{ collectionId: string }>('verified')({
  name: 'favorites-moveRecipe',
  input: moveRecipeInputSchema,
  errors: USER_WRITE_ERRORS,
});

export const favoritesUpdateNotes = callableContract<{ notes: RecipeNotes }>('verified')({
  name: 'favorites-updateNotes',
  input: updateNotesInputSchema,
  errors: USER_WRITE_ERRORS,
});

/** Another cook's collections (or one's own), by the owner's privacy setting for collections (001 §6); guests too. */
export const favoritesUserCollections = callableContract<{ collections: SharedCollection[] }>('public')({
  name: 'favorites-userCollections',
  input: userCollectionsInputSchema,
  errors: ['permission-denied', 'not-found'],
});
