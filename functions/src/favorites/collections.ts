/**
 * Collections (spec 001 §4 "Collections", §5): create, rename, delete, add, remove and move a recipe, and the notes
 * kept on a saved recipe. Every write is one mirrored commit that also touches the owner's profile: a user's
 * collection writes and their favorite changes then run one after another (the profile's version), so the 10
 * collections limit holds under concurrent creates and a collection never holds a recipe that is no longer a
 * favorite. Entries (users/{uid}/collections/{id}/recipes/{recipeId}) are Firestore's alone (decision 0008) and are
 * written in the same transaction as their collection.
 */
import { randomUUID } from 'node:crypto';
import { COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import { FAVORITES } from '../domain/constants/social';
import { AppError } from '../domain/errors';
import { ALL_FAVORITES_ID } from '../domain/favorites/document';
import { FAVORITES_ACTIONS, FAVORITES_MESSAGES as M } from '../domain/favorites/messages';
import type {
  CreateCollectionInput,
  MoveRecipeInput,
  RecipeNotesInput,
  UpdateCollectionInput,
} from '../domain/favorites/schemas';
import { nowIso, versionedDoc, withoutVersion } from '../platform/mirror/deps';
import { collectionMapping, favoriteMapping } from '../platform/mirror/mappings';
import type { CompanionWrite, MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { HOT_DOCUMENT_WRITE, writeMirrored, type Commit } from '../platform/mirror/writeMirrored';
import type { FavoritesDeps } from './deps';
import { familyKeyOfId } from '../platform/recipeFamily';
import {
  collectionKey,
  collectionPath,
  entryPath,
  favoriteIds,
  metadataKey,
  metadataPath,
  newEntry,
  notesOf,
  userPath,
} from './store';
import { collectionChange, toggleFavorite, userChange, withoutRecipe, withRecipe } from './toggle';

interface Owner {
  user: VersionedDoc;
  /** The profile unchanged but for its version: the per-user lock of every collection write. */
  touch: MirroredChange;
}

async function readOwner(deps: FavoritesDeps, uid: string): Promise<Owner> {
  const snap = await deps.db.doc(userPath(uid)).get();
  if (!snap.exists) throw new AppError('unauthenticated', M.loginRequired);
  const user = versionedDoc(snap);
  return { user, touch: userChange(uid, user, favoriteIds(user)) };
}

async function readCollection(deps: FavoritesDeps, uid: string, collectionId: string): Promise<VersionedDoc> {
  const snap = await deps.db.doc(collectionPath(uid, collectionId)).get();
  if (!snap.exists) throw new AppError('not-found', M.collectionNotFound, { field: 'collectionId' });
  return versionedDoc(snap);
}

const ids = (collection: VersionedDoc): string[] =>
  Array.isArray(collection.recipeIds) ? collection.recipeIds.filter((id) => typeof id === 'string') : [];

function write<T>(deps: FavoritesDeps, action: string, run: (commit: Commit) => Promise<T>): Promise<T> {
  return writeMirrored(deps, action, run, HOT_DOCUMENT_WRITE);
}

export async function createCollection(
  deps: FavoritesDeps,
  uid: string,
  input: CreateCollectionInput,
): Promise<{ id: string }> {
  const id = randomUUID().replace(/-/g, '').slice(0, 20);
  return write(deps, FAVORITES_ACTIONS.createCollection, async (commit) => {
    const owner = await readOwner(deps, uid);
    const existing = await deps.db.doc(userPath(uid)).collection(COLLECTIONS_SUBCOLLECTION).get();
    const own = existing.docs.filter((doc) => doc.get('isDefault') !== true).length;
    if (own >= FAVORITES.maxCollections) {
      throw new AppError('resource-exhausted', M.maxCollections, { reason: 'max-collections' });
    }
    const now = nowIso(deps);
    await commit([
      owner.touch,
      {
        mapping: collectionMapping,
        id: collectionKey(uid, id),
        before: null,
        after: {
          userId: uid,
          name: input.name,
          description: input.description,
          color: input.color,
          icon: input.icon,
          isDefault: false,
          recipeIds: [],
          recipeCount: 0,
          createdAt: now,
          updatedAt: now,
        },
      },
    ]);
    return { id };
  });
}

export async function updateCollection(deps: FavoritesDeps, uid: string, input: UpdateCollectionInput) {
  if (input.collectionId === ALL_FAVORITES_ID) {
    throw new AppError('failed-precondition', M.cannotDeleteDefault, { field: 'collectionId' });
  }
  return write(deps, FAVORITES_ACTIONS.updateCollection, async (commit) => {
    const owner = await readOwner(deps, uid);
    const collection = await readCollection(deps, uid, input.collectionId);
    const { name } = input;
    const description = input.description ?? collection.description;
    const color = input.color ?? collection.color;
    const icon = input.icon ?? collection.icon;
    await commit([
      owner.touch,
      {
        mapping: collectionMapping,
        id: collectionKey(uid, input.collectionId),
        before: collection,
        after: { ...withoutVersion(collection), name, description, color, icon, updatedAt: nowIso(deps) },
      },
    ]);
    return { id: input.collectionId };
  });
}

export async function deleteCollection(deps: FavoritesDeps, uid: string, collectionId: string) {
  if (collectionId === ALL_FAVORITES_ID) {
    throw new AppError('failed-precondition', M.cannotDeleteDefault, { field: 'collectionId' });
  }
  return write(deps, FAVORITES_ACTIONS.deleteCollection, async (commit) => {
    const owner = await readOwner(deps, uid);
    const collection = await readCollection(deps, uid, collectionId);
    if (collection.isDefault === true) throw new AppError('failed-precondition', M.cannotDeleteDefault);
    const entries = await deps.db
      .doc(collectionPath(uid, collectionId))
      .collection('recipes')
      .listDocuments();
    await commit(
      [
        owner.touch,
        { mapping: collectionMapping, id: collectionKey(uid, collectionId), before: collection, after: null },
      ],
      entries.map((ref) => ({ path: ref.path, data: null })),
    );
    return { id: collectionId };
  });
}

export async function addToCollection(deps: FavoritesDeps, uid: string, collectionId: string, asked: string) {
  // a favorite of a version is its family's (decision 0073)
  const recipeId = await familyKeyOfId(deps.db, asked);
  return write(deps, FAVORITES_ACTIONS.addToCollection, async (commit) => {
    const owner = await readOwner(deps, uid);
    if (!favoriteIds(owner.user).includes(recipeId)) {
      throw new AppError('failed-precondition', M.notAFavorite, { field: 'recipeId' });
    }
    const collection = await readCollection(deps, uid, collectionId);
    if (ids(collection).includes(recipeId)) return { collectionId, recipeCount: ids(collection).length };
    const now = nowIso(deps);
    const change = collectionChange(uid, collectionId, collection, now, withRecipe(recipeId));
    await commit(
      [owner.touch, change],
      [{ path: entryPath(uid, collectionId, recipeId), data: newEntry(recipeId, now) }],
    );
    return { collectionId, recipeCount: ids(collection).length + 1 };
  });
}

/** all_favorites: the favorite itself goes (001 §4 "Removing from all_favorites removes it from every collection"). */
export async function removeFromCollection(
  deps: FavoritesDeps,
  uid: string,
  collectionId: string,
  asked: string,
) {
  if (collectionId === ALL_FAVORITES_ID) {
    const result = await toggleFavorite(deps, uid, asked, 'remove');
    return { collectionId, recipeCount: result.totalFavorites };
  }
  const recipeId = await familyKeyOfId(deps.db, asked);
  return write(deps, FAVORITES_ACTIONS.removeFromCollection, async (commit) => {
    const owner = await readOwner(deps, uid);
    const collection = await readCollection(deps, uid, collectionId);
    const now = nowIso(deps);
    await commit(
      [owner.touch, collectionChange(uid, collectionId, collection, now, withoutRecipe(recipeId))],
      [{ path: entryPath(uid, collectionId, recipeId), data: null }],
    );
    return { collectionId, recipeCount: ids(collection).filter((id) => id !== recipeId).length };
  });
}

/**
 * Moves a recipe with its entry (notes and all) from one collection to another: afterwards exactly one of the two
 * holds it. From all_favorites it is an add, the favorite's notes going with it. When the target already holds the
 * recipe, the target's entry stays and the source's goes.
 */
export async function moveRecipe(deps: FavoritesDeps, uid: string, input: MoveRecipeInput) {
  const { fromCollectionId: from, targetCollectionId: to } = input;
  const recipeId = await familyKeyOfId(deps.db, input.recipeId);
  return write(deps, FAVORITES_ACTIONS.move, async (commit) => {
    const owner = await readOwner(deps, uid);
    if (!favoriteIds(owner.user).includes(recipeId)) {
      throw new AppError('failed-precondition', M.notAFavorite, { field: 'recipeId' });
    }
    const target = await readCollection(deps, uid, to);
    const now = nowIso(deps);
    const changes: MirroredChange[] = [owner.touch];
    const companions: CompanionWrite[] = [];
    let entry: Record<string, unknown> = newEntry(recipeId, now);
    if (from === ALL_FAVORITES_ID) {
      const metadata = await deps.db.doc(metadataPath(uid, recipeId)).get();
      if (metadata.exists)
        entry = { ...newEntry(recipeId, now, notesOf(metadata.data() ?? {})), updatedAt: now };
    } else {
      const source = await readCollection(deps, uid, from);
      if (!ids(source).includes(recipeId)) {
        throw new AppError('not-found', M.collectionNotFound, { field: 'fromCollectionId' });
      }
      const sourceEntry = await deps.db.doc(entryPath(uid, from, recipeId)).get();
      if (sourceEntry.exists) entry = { ...sourceEntry.data(), recipeId, updatedAt: now };
      changes.push(collectionChange(uid, from, source, now, withoutRecipe(recipeId)));
      companions.push({ path: entryPath(uid, from, recipeId), data: null });
    }
    if (!ids(target).includes(recipeId)) {
      changes.push(collectionChange(uid, to, target, now, withRecipe(recipeId)));
      companions.push({ path: entryPath(uid, to, recipeId), data: entry });
    } else if (from === ALL_FAVORITES_ID) {
      return { collectionId: to };
    }
    await commit(changes, companions);
    return { collectionId: to };
  });
}

/** The notes of a saved recipe: all_favorites keeps them on the favorite's metadata, a collection on its entry. */
export async function updateNotes(
  deps: FavoritesDeps,
  uid: string,
  collectionId: string,
  asked: string,
  notes: RecipeNotesInput,
) {
  const recipeId = await familyKeyOfId(deps.db, asked);
  return write(deps, FAVORITES_ACTIONS.notes, async (commit) => {
    const now = nowIso(deps);
    if (collectionId === ALL_FAVORITES_ID) {
      const snap = await deps.db.doc(metadataPath(uid, recipeId)).get();
      if (!snap.exists) throw new AppError('failed-precondition', M.notAFavorite, { field: 'recipeId' });
      const before = versionedDoc(snap);
      await commit([
        {
          mapping: favoriteMapping,
          id: metadataKey(uid, recipeId),
          before,
          after: { ...withoutVersion(before), ...notes, updatedAt: now },
        },
      ]);
      return { notes };
    }
    const collection = await readCollection(deps, uid, collectionId);
    if (!ids(collection).includes(recipeId)) {
      throw new AppError('not-found', M.collectionNotFound, { field: 'recipeId' });
    }
    await commit(
      [
        {
          mapping: collectionMapping,
          id: collectionKey(uid, collectionId),
          before: collection,
          after: { ...withoutVersion(collection), updatedAt: now },
        },
      ],
      [
        {
          path: entryPath(uid, collectionId, recipeId),
          data: { recipeId, ...notes, updatedAt: now },
          merge: true,
        },
      ],
    );
    return { notes };
  });
}
