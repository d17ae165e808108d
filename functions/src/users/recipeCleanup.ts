/**
 * The users group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts): what users keep about a
 * recipe, in their favorites and their collections. Imported for its registrations by the group's index.ts.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { USERS_COLLECTION } from '../domain/profile';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { BATCH, chunks, deleteAll, strings } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { nowIso, withVersion, withoutVersion } from '../platform/mirror/deps';
import { profileMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';

/** Profiles per mirrored commit (one Postgres transaction and one Firestore transaction). */
const PROFILES_PER_COMMIT = 50;

/** users/{uid}.favoriteRecipes without the recipe (mirror first), then their favoriteMetadata/{recipeId}. */
registerRecipeCleanup({
  name: 'favorites',
  async run(deps, { id: recipeId }) {
    const { db } = deps;
    const users = db.collection(USERS_COLLECTION);
    const holders = await users.where('favoriteRecipes', 'array-contains', recipeId).select().get();
    const uids = holders.docs.map((doc) => doc.id);
    for (const group of chunks(uids, PROFILES_PER_COMMIT)) {
      await writeMirrored(deps, RECIPE_ACTIONS.delete, async (commit) => {
        const snapshots = await db.getAll(...group.map((uid) => users.doc(uid)));
        const changes = snapshots
          .filter((snapshot) => strings(snapshot.get('favoriteRecipes')).includes(recipeId))
          .map((snapshot) => {
            const before = withVersion(snapshot.data() ?? {});
            const favoriteRecipes = strings(before.favoriteRecipes).filter((id) => id !== recipeId);
            return {
              mapping: profileMapping,
              id: snapshot.id,
              before,
              after: { ...withoutVersion(before), favoriteRecipes },
            };
          });
        await commit(changes);
      });
    }
    const metadata = await db.collectionGroup('favoriteMetadata').where('recipeId', '==', recipeId).get();
    const refs = new Map<string, DocumentReference>(metadata.docs.map((doc) => [doc.ref.path, doc.ref]));
    for (const uid of uids) {
      const ref = users.doc(uid).collection('favoriteMetadata').doc(recipeId);
      refs.set(ref.path, ref);
    }
    await deleteAll(db, [...refs.values()]);
    return uids.length;
  },
});

/**
 * Collections lose the recipe from recipeIds (recipeCount follows) and its entry under recipes/. Collections are
 * not mirrored (the mirror has no collections table yet), so they are batch-written here; when they become mirrored
 * this step moves onto writeMirrored like the favorites above (mirrorWrites.test.ts then insists on it).
 */
registerRecipeCleanup({
  name: 'collections',
  async run(deps, { id: recipeId }) {
    const { db } = deps;
    const now = nowIso(deps);
    const holding = await db
      .collectionGroup('collections')
      .where('recipeIds', 'array-contains', recipeId)
      .get();
    for (const group of chunks(holding.docs, BATCH / 2)) {
      const batch = db.batch();
      for (const doc of group) {
        const recipeIds = strings(doc.get('recipeIds')).filter((id) => id !== recipeId);
        const version = doc.get('version');
        // a versioned document gets version + 1, so a future mirror reconciler sees the change
        batch.update(doc.ref, {
          recipeIds,
          recipeCount: recipeIds.length,
          updatedAt: now,
          ...(typeof version === 'number' ? { version: version + 1 } : {}),
        });
        batch.delete(doc.ref.collection(RECIPES_COLLECTION).doc(recipeId));
      }
      await batch.commit();
    }
    // entries whose collection no longer lists the recipe (the collection group "recipes" also holds the top-level
    // recipes, which have no recipeId field and which the path check leaves alone)
    const entries = await db.collectionGroup(RECIPES_COLLECTION).where('recipeId', '==', recipeId).get();
    await deleteAll(
      db,
      entries.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'collections').map((doc) => doc.ref),
    );
    return holding.size;
  },
});
