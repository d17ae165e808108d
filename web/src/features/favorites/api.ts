/**
 * The favorites screens' calls (spec 001 §7), typed by domain/contracts/favorites.ts: the overview (favorites,
 * collections, entries and their notes), and the collection actions, each with its bot-check action (002 §9).
 */
import { useQuery } from '@tanstack/react-query';
import type { RecipeNotesInput } from '@domain/favorites/schemas';
import { favoriteApi } from '@/components/favorites';
import { favoritesOverviewQuery } from '@/components/favorites/overviewQuery';
import { callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import { signedInUid, useSession } from '@/platform/session';

export const favoriteKeys = favoriteApi.favoriteKeys;

export function useFavoritesOverview() {
  const viewer = signedInUid(useSession()) ?? '';
  return {
    viewer,
    overview: useQuery({ ...favoritesOverviewQuery(viewer), enabled: viewer !== '' }),
  };
}

export async function createCollection(input: {
  name: string;
  description: string;
  color: string;
  icon: string;
}) {
  return callFunction('favorites-createCollection', {
    ...input,
    botToken: await getBotToken('CREATE_COLLECTION'),
  });
}

/** Rename (and describe, recolour, re-icon) a collection: UPDATE_RECIPE_DATA (002 §9). */
export async function updateCollection(
  collectionId: string,
  input: { name: string; description: string; color: string; icon: string },
) {
  return callFunction('favorites-updateCollection', {
    collectionId,
    ...input,
    botToken: await getBotToken('UPDATE_RECIPE_DATA'),
  });
}

export async function deleteCollection(collectionId: string) {
  return callFunction('favorites-deleteCollection', {
    collectionId,
    botToken: await getBotToken('DELETE_COLLECTION'),
  });
}

export async function addToCollection(collectionId: string, recipeId: string) {
  return callFunction('favorites-addToCollection', {
    collectionId,
    recipeId,
    botToken: await getBotToken('UPDATE_RECIPE_DATA'),
  });
}

export async function removeFromCollection(collectionId: string, recipeId: string) {
  return callFunction('favorites-removeFromCollection', {
    collectionId,
    recipeId,
    botToken: await getBotToken('REMOVE_FROM_COLLECTION'),
  });
}

export async function moveRecipe(recipeId: string, fromCollectionId: string, targetCollectionId: string) {
  return callFunction('favorites-moveRecipe', {
    recipeId,
    fromCollectionId,
    targetCollectionId,
    botToken: await getBotToken('MOVE_RECIPE'),
  });
}

export async function updateNotes(collectionId: string, recipeId: string, notes: RecipeNotesInput) {
  return callFunction('favorites-updateNotes', {
    collectionId,
    recipeId,
    notes,
    botToken: await getBotToken('UPDATE_RECIPE_NOTES'),
  });
}
