/**
 * The favorites group (001 §2–§9 "Favorites and collections"): deploys as favorites-<name>. Only wiring: contract
 * (domain/contracts/favorites.ts) + handler (handlers.ts).
 */
import { favorites as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { recaptchaSecret } from '../platform/params';
import * as handlers from './handlers';

const options = { secrets: [recaptchaSecret] };

export const toggle = callable(contracts.favoritesToggle, handlers.toggleHandler, options);
export const status = callable(contracts.favoritesStatus, handlers.statusHandler);
export const ids = callable(contracts.favoritesIds, handlers.idsHandler);
export const userCollections = callable(contracts.favoritesUserCollections, handlers.userCollectionsHandler);
export const overview = callable(contracts.favoritesOverview, handlers.overviewHandler);
export const createCollection = callable(
  contracts.favoritesCreateCollection,
  handlers.createCollectionHandler,
  options,
);
export const updateCollection = callable(
  contracts.favoritesUpdateCollection,
  handlers.updateCollectionHandler,
  options,
);
export const deleteCollection = callable(
  contracts.favoritesDeleteCollection,
  handlers.deleteCollectionHandler,
  options,
);
export const addToCollection = callable(
  contracts.favoritesAddToCollection,
  handlers.addToCollectionHandler,
  options,
);
export const removeFromCollection = callable(
  contracts.favoritesRemoveFromCollection,
  handlers.removeFromCollectionHandler,
  options,
);
export const moveRecipe = callable(contracts.favoritesMoveRecipe, handlers.moveRecipeHandler, options);
export const updateNotes = callable(contracts.favoritesUpdateNotes, handlers.updateNotesHandler, options);
