/**
 * Another cook's collections (001 §6 "Privacy settings govern who sees a user's … collection"): only me, followers
 * or everyone by the owner's setting; the owner always sees their own. Others get each collection's name,
 * description, colour, icon and the recipes they may read themselves: never the notes kept on them.
 */
import { COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import { AppError } from '../domain/errors';
import { FAVORITES_MESSAGES, mayViewCollections, type SharedCollection } from '../domain/favorites';
import { canonicalProfile } from '../domain/profile';
import type { FavoritesDeps } from './deps';
import { byCreation, collectionHeader, readSummaries } from './overview';
import { favoriteIds, userPath } from './store';

export async function userCollections(
  deps: FavoritesDeps,
  viewer: string | null,
  ownerId: string,
): Promise<{ collections: SharedCollection[] }> {
  const [owner, edge] = await deps.db.getAll(
    deps.db.doc(userPath(ownerId)),
    deps.db.doc(`${userPath(ownerId)}/followers/${viewer ?? '-'}`),
  );
  if (!owner?.exists) throw new AppError('not-found', FAVORITES_MESSAGES.userNotFound);
  const { privacy } = canonicalProfile(ownerId, owner.data() ?? {}, new Date().toISOString()).profile;
  const viewerIs = { isOwner: viewer === ownerId, isFollower: viewer !== null && edge?.exists === true };
  if (!mayViewCollections(privacy.collection, viewerIs))
    throw new AppError('permission-denied', FAVORITES_MESSAGES.collectionsPrivate);

  const found = await deps.db.doc(userPath(ownerId)).collection(COLLECTIONS_SUBCOLLECTION).get();
  const held = found.docs.map((doc) => favoriteIds({ favoriteRecipes: doc.get('recipeIds') }));
  const readable = await readSummaries(deps, viewer ?? '', [...new Set(held.flat())]);
  const collections = found.docs.map((doc, index): SharedCollection => {
    const recipes = (held[index] ?? []).flatMap((id) => readable.get(id) ?? []);
    return { ...collectionHeader(doc.id, doc.data()), recipeCount: recipes.length, recipes };
  });
  collections.sort(byCreation);
  return { collections };
}
