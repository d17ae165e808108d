/**
 * The recipe-deletion cleanup's `collections` step (platform/cleanup/recipe.ts): users' collections lose the recipe.
 * A collection is mirrored (users/{uid}/collections/{id} → public.collections), so recipeIds, recipeCount and
 * updatedAt change through the protocol, mirror first; then its entry under recipes/ goes, which is Firestore's
 * alone (docs/decisions/0008). A mirror failure fails the step before anything is written to Firestore, and the
 * registry logs it and goes on with the next step.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTION_RECIPES_SUBCOLLECTION, COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { deleteAll, refsNamingRecipe } from '../platform/cleanup/batches';
import { removeFromMirroredArrays } from '../platform/cleanup/mirroredArrays';
import type { RecipeCleanupStep } from '../platform/cleanup/recipe';
import { documentPath, keyOfPath } from '../platform/mirror/documentKey';
import { nowIso } from '../platform/mirror/deps';
import { collectionMapping } from '../platform/mirror/mappings';

/** Collections per mirrored commit (one Postgres transaction and one Firestore transaction). */
const COLLECTIONS_PER_COMMIT = 50;

export const collectionsCleanup: RecipeCleanupStep = {
  name: 'collections',
  async run(deps, { id: recipeId }) {
    const { db } = deps;
    const now = nowIso(deps);
    const holding = await db
      .collectionGroup(COLLECTIONS_SUBCOLLECTION)
      .where('recipeIds', 'array-contains', recipeId)
      .select()
      .get();
    // users' collections only (a collection group matches any subcollection of that name)
    const keys = holding.docs.flatMap((doc) => keyOfPath(collectionMapping, doc.ref.path) ?? []);
    await removeFromMirroredArrays(deps, RECIPE_ACTIONS.delete, {
      mapping: collectionMapping,
      keys,
      field: 'recipeIds',
      value: recipeId,
      perCommit: COLLECTIONS_PER_COMMIT,
      alongside: (recipeIds) => ({ recipeCount: recipeIds.length, updatedAt: now }),
    });

    // the entries: under every collection that held the recipe, and any left under one that no longer lists it
    // (the collection group "recipes" also holds the top-level recipes, which have no recipeId field and which the
    // path check leaves alone)
    const refs = new Map<string, DocumentReference>();
    for (const key of keys) {
      const ref = db.doc(documentPath(collectionMapping, key)).collection(COLLECTION_RECIPES_SUBCOLLECTION);
      refs.set(`${ref.path}/${recipeId}`, ref.doc(recipeId));
    }
    for (const ref of await refsNamingRecipe(
      db.collectionGroup(COLLECTION_RECIPES_SUBCOLLECTION),
      recipeId,
    )) {
      const collection = ref.parent.parent;
      if (collection && keyOfPath(collectionMapping, collection.path)) refs.set(ref.path, ref);
    }
    await deleteAll(db, [...refs.values()]);
    return keys.length;
  },
};
