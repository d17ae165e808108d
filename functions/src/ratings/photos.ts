/**
 * "I made it" photos (ours, decision 0019): the recipe page's strip of cooks' photos, each shown by its cook's
 * privacy setting for rated recipes (a photo tells that they rated it; 001 §6), and the caller's removal of their
 * own photo (mirror first like every rating write; the image host deletes the file after the commit).
 */
import { logger } from 'firebase-functions';
import { AppError } from '../domain/errors';
import type { CookPhoto } from '../domain/contracts';
import { canonicalProfile, USERS_COLLECTION } from '../domain/profile';
import {
  COOK_PHOTOS_SHOWN,
  mayViewRatedRecipes,
  RATING_ACTIONS,
  RATING_MESSAGES,
  RATINGS_SUBCOLLECTION,
  storedPhoto,
  type RatingView,
} from '../domain/ratings';
import { nowIso, versionedDoc, withoutVersion } from '../platform/mirror/deps';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { ratingMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { familyKeyOf } from '../domain/recipe/family';
import { assertReadable, recipePath } from './access';
import type { RatingsDeps } from './deps';
import { viewOf } from './views';

/** A photo no rating holds any more: deleted from the image host, best effort (a leftover file is harmless). */
export async function dropImage(deps: Pick<RatingsDeps, 'images'>, publicId: string | null): Promise<void> {
  if (!publicId || !deps.images) return;
  try {
    await deps.images.delete(publicId);
  } catch (error) {
    logger.warn('ratings: could not delete a dropped photo', { publicId, error: String(error) });
  }
}

export async function removePhoto(
  deps: Omit<RatingsDeps, 'supabase'>,
  uid: string,
  recipeId: string,
): Promise<{ rating: RatingView }> {
  let dropped: string | null = null;
  // a rating of a version is kept under its family's key (decision 0073)
  const key = familyKeyOf(recipeId, (await deps.db.doc(recipePath(recipeId)).get()).data());
  const rating = await writeMirrored(deps, RATING_ACTIONS.removePhoto, async (commit) => {
    const snap = await deps.db.doc(`${recipePath(key)}/${RATINGS_SUBCOLLECTION}/${uid}`).get();
    const old = snap.exists ? versionedDoc(snap) : null;
    const photo = storedPhoto(old?.photo);
    if (!old || !photo) throw new AppError('not-found', RATING_MESSAGES.noPhoto);
    dropped = photo.publicId;
    const after = { ...withoutVersion(old), photo: null, hasPhoto: false, updatedAt: nowIso(deps) };
    await commit([{ mapping: ratingMapping, id: subcollectionKey(key, uid), before: old, after }]);
    return viewOf(after);
  });
  await dropImage(deps, dropped);
  return { rating };
}

export async function cookPhotos(
  deps: Pick<RatingsDeps, 'db'>,
  viewer: string | null,
  recipeId: string,
): Promise<{ photos: CookPhoto[] }> {
  const recipe = (await deps.db.doc(recipePath(recipeId)).get()).data();
  await assertReadable(deps.db, viewer, recipe);
  // twice what is shown: some cooks' settings keep their photo from this viewer
  const found = await deps.db
    .collection(`${recipePath(familyKeyOf(recipeId, recipe))}/${RATINGS_SUBCOLLECTION}`)
    .where('hasPhoto', '==', true)
    .orderBy('updatedAt', 'desc')
    .limit(COOK_PHOTOS_SHOWN * 2)
    .get();
  const docs = found.docs.filter((doc) => storedPhoto(doc.get('photo')) && doc.get('madeIt') === true);
  if (!docs.length) return { photos: [] };
  const profiles = await deps.db.getAll(...docs.map((doc) => deps.db.doc(`${USERS_COLLECTION}/${doc.id}`)));
  const edges = viewer
    ? await deps.db.getAll(
        ...docs.map((doc) => deps.db.doc(`${USERS_COLLECTION}/${doc.id}/followers/${viewer}`)),
      )
    : [];
  const at = new Date().toISOString();
  const photos: CookPhoto[] = [];
  docs.forEach((doc, index) => {
    const user = profiles[index];
    if (!user?.exists) return;
    const { profile } = canonicalProfile(doc.id, user.data() ?? {}, at);
    const viewerIs = { isOwner: doc.id === viewer, isFollower: edges[index]?.exists === true };
    if (!mayViewRatedRecipes(profile.privacy.ratedRecipes, viewerIs)) return;
    const data = doc.data();
    photos.push({
      userId: doc.id,
      displayName: profile.displayName,
      username: profile.username,
      rating: typeof data.rating === 'number' ? data.rating : 0,
      feedback: typeof data.feedback === 'string' ? data.feedback : '',
      photo: storedPhoto(data.photo)!,
      updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : '',
      mine: viewerIs.isOwner,
    });
  });
  return { photos: photos.slice(0, COOK_PHOTOS_SHOWN) };
}
