/**
 * Favorite and unfavorite (spec 001 §4 "Favorites"): one mirrored commit, mirror first, holding the user's
 * favoriteRecipes (profiles), the favorite's metadata (favorites) and the recipe's favoriteCount (recipes), so the
 * count always equals the users holding it; removing also takes the recipe out of every collection of the user (and
 * their entries). Adding twice is one favorite; the limit (001 §9) is checked in the same read as the write.
 * Concurrent favorites of one recipe conflict on its version and are redone from a fresh read. A favorite of a
 * version is the family's (decision 0073): kept under the original's id, its count written to every member.
 */
import { COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import { AppError } from '../domain/errors';
import {
  FAVORITE_RECIPES_FIELD,
  type FavoriteOperation,
  type FavoriteResult,
} from '../domain/favorites/document';
import { FAVORITES_ACTIONS, FAVORITES_MESSAGES, favoriteLimitMessage } from '../domain/favorites/messages';
import { removalIfExists } from '../platform/mirror/changes';
import { nowIso, versionedDoc, withoutVersion } from '../platform/mirror/deps';
import { collectionMapping, favoriteMapping, profileMapping } from '../platform/mirror/mappings';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { HOT_DOCUMENT_WRITE, writeMirrored } from '../platform/mirror/writeMirrored';
import { mayReadRecipe } from '../platform/recipeReader';
import { familyCounterChanges, readFamily } from '../platform/recipeFamily';
import type { FavoritesDeps } from './deps';
import {
  collectionKey,
  count,
  entryPath,
  favoriteIds,
  metadataKey,
  metadataPath,
  newEntry,
  userPath,
} from './store';

export async function toggleFavorite(
  deps: FavoritesDeps,
  uid: string,
  asked: string,
  operation: FavoriteOperation,
): Promise<FavoriteResult> {
  const add = operation === 'add';
  return writeMirrored(
    deps,
    add ? FAVORITES_ACTIONS.add : FAVORITES_ACTIONS.remove,
    async (commit) => {
      const { db } = deps;
      const [userSnap, read] = await Promise.all([
        db.doc(userPath(uid)).get(),
        readFamily(db, asked, (key) => [db.doc(metadataPath(uid, key))]),
      ]);
      const { family } = read;
      const [metadataSnap] = read.companions;
      // a favorite of a version is the family's, kept under the original's id (decision 0073)
      const recipeId = family?.key ?? asked;
      if (!userSnap.exists) throw new AppError('unauthenticated', FAVORITES_MESSAGES.loginRequired);
      const user = versionedDoc(userSnap);
      const ids = favoriteIds(user);
      const held = ids.includes(recipeId);
      const unchanged: FavoriteResult = {
        isFavorite: held,
        favoriteCount: count(family?.original.doc.favoriteCount),
        totalFavorites: ids.length,
      };

      if (add) {
        if (!family || !(await mayReadRecipe(db, uid, family.asked.doc))) {
          throw new AppError('not-found', FAVORITES_MESSAGES.recipeNotFound);
        }
        if (held) return unchanged;
        if (ids.length >= deps.favoritesLimit) {
          throw new AppError('resource-exhausted', favoriteLimitMessage(deps.favoritesLimit), {
            reason: 'FAVORITE_LIMIT_REACHED',
            currentCount: ids.length,
            maxLimit: deps.favoritesLimit,
          });
        }
        const now = nowIso(deps);
        await commit([
          userChange(uid, user, [...ids, recipeId]),
          {
            mapping: favoriteMapping,
            id: metadataKey(uid, recipeId),
            before: metadataSnap?.exists ? versionedDoc(metadataSnap) : null,
            after: newEntry(recipeId, now),
          },
          ...familyCounterChanges(family, 'favoriteCount', 1),
        ]);
        return {
          isFavorite: true,
          favoriteCount: unchanged.favoriteCount + 1,
          totalFavorites: ids.length + 1,
        };
      }

      // remove: from the list, its metadata, and every collection of the user that holds it
      const holding = await db
        .doc(userPath(uid))
        .collection(COLLECTIONS_SUBCOLLECTION)
        .where('recipeIds', 'array-contains', recipeId)
        .get();
      if (!held && !metadataSnap?.exists && holding.empty) return unchanged;
      const now = nowIso(deps);
      const changes: MirroredChange[] = [
        userChange(
          uid,
          user,
          ids.filter((id) => id !== recipeId),
        ),
      ];
      changes.push(...removalIfExists(favoriteMapping, metadataKey(uid, recipeId), metadataSnap));
      if (family && held) changes.push(...familyCounterChanges(family, 'favoriteCount', -1));
      for (const doc of holding.docs) {
        changes.push(collectionChange(uid, doc.id, versionedDoc(doc), now, withoutRecipe(recipeId)));
      }
      await commit(
        changes,
        holding.docs.map((doc) => ({ path: entryPath(uid, doc.id, recipeId), data: null })),
      );
      return {
        isFavorite: false,
        favoriteCount: Math.max(0, unchanged.favoriteCount - (held ? 1 : 0)),
        totalFavorites: ids.length - (held ? 1 : 0),
      };
    },
    HOT_DOCUMENT_WRITE,
  );
}

export function userChange(uid: string, user: VersionedDoc, favoriteRecipes: string[]): MirroredChange {
  return {
    mapping: profileMapping,
    id: uid,
    before: user,
    after: { ...withoutVersion(user), [FAVORITE_RECIPES_FIELD]: favoriteRecipes },
  };
}

/** A collection's recipe list edit: the recipe taken out. */
export const withoutRecipe =
  (recipeId: string) =>
  (ids: string[]): string[] =>
    ids.filter((id) => id !== recipeId);

/** A collection's recipe list edit: the recipe added at the end. */
export const withRecipe =
  (recipeId: string) =>
  (ids: string[]): string[] => [...withoutRecipe(recipeId)(ids), recipeId];

/** The collection with its recipe list edited (recipeCount follows). */
export function collectionChange(
  uid: string,
  collectionId: string,
  collection: VersionedDoc,
  now: string,
  edit: (ids: string[]) => string[],
): MirroredChange {
  const recipeIds = edit(favoriteIdsOf(collection));
  return {
    mapping: collectionMapping,
    id: collectionKey(uid, collectionId),
    before: collection,
    after: { ...withoutVersion(collection), recipeIds, recipeCount: recipeIds.length, updatedAt: now },
  };
}

const favoriteIdsOf = (collection: VersionedDoc): string[] =>
  Array.isArray(collection.recipeIds)
    ? collection.recipeIds.filter((id): id is string => typeof id === 'string')
    : [];
