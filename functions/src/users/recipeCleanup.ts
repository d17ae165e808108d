/**
 * The users group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts): what users keep about a
 * recipe, in their favorites and their collections. Imported for its registrations by the group's index.ts.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { USERS_COLLECTION } from '../domain/profile';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { deleteAll } from '../platform/cleanup/batches';
import { removeFromMirroredArrays } from '../platform/cleanup/mirroredArrays';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { profileMapping } from '../platform/mirror/mappings';
import { collectionsCleanup } from './collectionsCleanup';

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
    await removeFromMirroredArrays(deps, RECIPE_ACTIONS.delete, {
      mapping: profileMapping,
      keys: uids,
      field: 'favoriteRecipes',
      value: recipeId,
      perCommit: PROFILES_PER_COMMIT,
    });
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

/** Collections lose the recipe from recipeIds (recipeCount follows), mirror first, and its entry under recipes/. */
registerRecipeCleanup(collectionsCleanup);
