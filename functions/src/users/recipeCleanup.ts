/**
 * The users group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts): what users keep about a
 * recipe, in their favorites and their collections. Imported for its registrations by the group's index.ts.
 */
import { FAVORITE_METADATA_SUBCOLLECTION } from '../domain/favorites/document';
import { USERS_COLLECTION } from '../domain/profile';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { refsNamingRecipe } from '../platform/cleanup/batches';
import { deleteMirroredDocuments, removeFromMirroredArrays } from '../platform/cleanup/mirroredArrays';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { keyOfPath, subcollectionKey } from '../platform/mirror/documentKey';
import { favoriteMapping, profileMapping } from '../platform/mirror/mappings';
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
    // favoriteMetadata is mirrored (public.favorites): the rows go with their documents, mirror first
    const metadata = await refsNamingRecipe(db.collectionGroup(FAVORITE_METADATA_SUBCOLLECTION), recipeId);
    const keys = new Set(metadata.flatMap((ref) => keyOfPath(favoriteMapping, ref.path) ?? []));
    for (const uid of uids) keys.add(subcollectionKey(uid, recipeId));
    await deleteMirroredDocuments(
      deps,
      RECIPE_ACTIONS.delete,
      favoriteMapping,
      [...keys],
      PROFILES_PER_COMMIT,
    );
    return uids.length;
  },
});

/** Collections lose the recipe from recipeIds (recipeCount follows), mirror first, and its entry under recipes/. */
registerRecipeCleanup(collectionsCleanup);
