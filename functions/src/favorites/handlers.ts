/**
 * The favorites group's handlers (contracts in domain/contracts/favorites.ts): signed in → verified email for every
 * write (001 §1, §6) → bot-check with the action's threshold (002 §9) → service. Favoriting proceeds without a
 * token (002 §8); the collection actions are not among those that may, so they need one.
 */
import type { favorites } from '../domain/contracts';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import type { CallableHandler } from '../platform/callable';
import {
  addToCollection,
  createCollection,
  deleteCollection,
  moveRecipe,
  removeFromCollection,
  updateCollection,
  updateNotes,
} from './collections';
import { favoritesDeps } from './deps';
import { favoriteRecipeIds, favoriteStatus, favoritesOverview } from './overview';
import { userCollections } from './shared';
import { toggleFavorite } from './toggle';

type Request = Parameters<CallableHandler<typeof favorites.favoritesToggle>>[1];

/** A verified caller who passed the bot-check of `action`. */
async function verifiedHuman(
  request: Request,
  token: string | null | undefined,
  action: string,
  allowMissing = false,
) {
  const { uid } = request;
  await assertHuman(getBotVerifier(), token, action, { allowMissing });
  return uid;
}

export const toggleHandler: CallableHandler<typeof favorites.favoritesToggle> = async (input, request) => {
  const uid = await verifiedHuman(request, input.botToken, 'FAVORITE_RECIPE', true);
  return toggleFavorite(favoritesDeps(), uid, input.recipeId, input.operation);
};

export const statusHandler: CallableHandler<typeof favorites.favoritesStatus> = (input, request) =>
  favoriteStatus(favoritesDeps(), request.uid, input.recipeId);

export const idsHandler: CallableHandler<typeof favorites.favoritesIds> = (_input, request) =>
  favoriteRecipeIds(favoritesDeps(), request.uid);

export const userCollectionsHandler: CallableHandler<typeof favorites.favoritesUserCollections> = (
  input,
  request,
) => userCollections(favoritesDeps(), request.auth?.uid ?? null, input.userId);

export const overviewHandler: CallableHandler<typeof favorites.favoritesOverview> = (_input, request) =>
  favoritesOverview(favoritesDeps(), request.uid);

export const createCollectionHandler: CallableHandler<typeof favorites.favoritesCreateCollection> = async (
  input,
  request,
) =>
  createCollection(favoritesDeps(), await verifiedHuman(request, input.botToken, 'CREATE_COLLECTION'), input);

export const updateCollectionHandler: CallableHandler<typeof favorites.favoritesUpdateCollection> = async (
  input,
  request,
) =>
  updateCollection(
    favoritesDeps(),
    await verifiedHuman(request, input.botToken, 'UPDATE_RECIPE_DATA'),
    input,
  );

export const deleteCollectionHandler: CallableHandler<typeof favorites.favoritesDeleteCollection> = async (
  input,
  request,
) =>
  deleteCollection(
    favoritesDeps(),
    await verifiedHuman(request, input.botToken, 'DELETE_COLLECTION'),
    input.collectionId,
  );

export const addToCollectionHandler: CallableHandler<typeof favorites.favoritesAddToCollection> = async (
  input,
  request,
) =>
  addToCollection(
    favoritesDeps(),
    await verifiedHuman(request, input.botToken, 'UPDATE_RECIPE_DATA'),
    input.collectionId,
    input.recipeId,
  );

export const removeFromCollectionHandler: CallableHandler<
  typeof favorites.favoritesRemoveFromCollection
> = async (input, request) =>
  removeFromCollection(
    favoritesDeps(),
    await verifiedHuman(request, input.botToken, 'REMOVE_FROM_COLLECTION'),
    input.collectionId,
    input.recipeId,
  );

export const moveRecipeHandler: CallableHandler<typeof favorites.favoritesMoveRecipe> = async (
  input,
  request,
) => moveRecipe(favoritesDeps(), await verifiedHuman(request, input.botToken, 'MOVE_RECIPE'), input);

export const updateNotesHandler: CallableHandler<typeof favorites.favoritesUpdateNotes> = async (
  input,
  request,
) =>
  updateNotes(
    favoritesDeps(),
    await verifiedHuman(request, input.botToken, 'UPDATE_RECIPE_NOTES'),
    input.collectionId,
    input.recipeId,
    input.notes,
  );
