/**
 * "I made it" photos end to end (decision 0019): ratings-rate with a photo uploaded to the rater's own folder, the
 * recipe's strip (GET /api/ratings/photos) by each cook's privacy setting for rated recipes for a stranger, a
 * follower, a guest and the cook, and ratings-removePhoto; nobody attaches or removes another's photo.
 */
import { describe, expect, it } from 'vitest';
import type { CookPhoto } from '../domain/contracts';
import type { Image } from '../domain/media';
import { RATING_MESSAGES } from '../domain/ratings';
import { db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { verifiedAccounts } from '../testing/follows';
import { solidPng } from '../testing/images';
import { api, callRecipes, createRecipeAs, follow } from '../testing/recipes';

const users = verifiedAccounts();

async function verified(ratedRecipes = 'public'): Promise<TestUser> {
  return users.verified({
    privacy: { ratedRecipes, collection: 'private', following: 'public' },
  });
}

async function uploadPhoto(user: TestUser): Promise<Image> {
  const bytes = await solidPng(320, 240, [200, 120, 40]);
  const { status, body } = await api<Image>('POST', '/api/media/avatar', {
    body: { filename: 'dish.png', mimeType: 'image/png', dataBase64: bytes.toString('base64') },
    user,
  });
  expect(status).toBe(200);
  return body;
}

const rate = (user: TestUser, data: Record<string, unknown>) =>
  callCallable<{ rating: { photo: Image | null } }>('ratings-rate', data, user.idToken);

const strip = async (recipeId: string, user: TestUser | null) => {
  const { status, body } = await api<{ photos: CookPhoto[] }>('GET', '/api/ratings/photos', {
    query: { recipeId },
    user,
  });
  expect(status).toBe(200);
  return body.photos;
};

const ratingDoc = async (recipeId: string, uid: string) =>
  (await db().doc(`recipes/${recipeId}/ratings/${uid}`).get()).data();

describe('I made it photos', () => {
  it('a made-it rating carries the cook’s own photo; another’s photo is refused and nothing is saved', async () => {
    const [cook, rater, thief] = await Promise.all([verified(), verified(), verified()]);
    const recipeId = await createRecipeAs(cook, { title: 'Photo soup' });
    const photo = await uploadPhoto(rater);

    const refused = await expectFailure(rate(thief, { recipeId, madeIt: true, rating: 5, photo }));
    expect(refused.error.message).toBe(RATING_MESSAGES.notYourPhoto);
    expect(await ratingDoc(recipeId, thief.uid)).toBeUndefined();

    const browsing = await expectFailure(
      rate(rater, { recipeId, madeIt: false, interest: 'interested', photo }),
    );
    expect(browsing.error.message).toBe(RATING_MESSAGES.photoNeedsMadeIt);

    const saved = await expectSuccess(
      rate(rater, { recipeId, madeIt: true, rating: 4, feedback: 'Great', photo }),
    );
    expect(saved.rating.photo?.publicId).toBe(photo.publicId);
    expect(await ratingDoc(recipeId, rater.uid)).toMatchObject({
      hasPhoto: true,
      photo: { publicId: photo.publicId },
    });

    // rating again without a photo keeps it; the strip shows it to a guest (public rated recipes)
    await expectSuccess(rate(rater, { recipeId, madeIt: true, rating: 5 }));
    const seen = await strip(recipeId, null);
    expect(seen.map((entry) => [entry.userId, entry.rating, entry.photo.publicId, entry.mine])).toEqual([
      [rater.uid, 5, photo.publicId, false],
    ]);
    expect((await strip(recipeId, rater))[0]?.mine).toBe(true);

    // turning it into just browsing drops the photo from the rating and from the image host
    await expectSuccess(rate(rater, { recipeId, madeIt: false, interest: 'interested' }));
    expect(await ratingDoc(recipeId, rater.uid)).toMatchObject({ hasPhoto: false, photo: null });
    expect(await strip(recipeId, null)).toEqual([]);
    const file = await fetch(`${process.env.MATKON_HOSTING_URL}${photo.sizes.card}`);
    expect(file.status).toBe(404);
  }, 90_000);

  it('the strip follows each cook’s privacy setting: stranger, follower, guest and the cook', async () => {
    const [cook, open, fansOnly, hidden, fan, stranger] = await Promise.all([
      verified(),
      verified('public'),
      verified('followers'),
      verified('private'),
      verified(),
      verified(),
    ]);
    const recipeId = await createRecipeAs(cook, { title: 'Shared stew' });
    for (const rater of [open, fansOnly, hidden]) {
      const photo = await uploadPhoto(rater);
      await expectSuccess(rate(rater, { recipeId, madeIt: true, rating: 5, photo }));
    }
    await follow(fansOnly.uid, fan.uid);
    await follow(hidden.uid, fan.uid);
    const owners = async (viewer: TestUser | null) =>
      (await strip(recipeId, viewer)).map((entry) => entry.userId).sort();
    expect(await owners(null)).toEqual([open.uid]);
    expect(await owners(stranger)).toEqual([open.uid]);
    expect(await owners(fan)).toEqual([open.uid, fansOnly.uid].sort());
    expect(await owners(hidden)).toEqual([open.uid, hidden.uid].sort());
  }, 90_000);

  it('the cook removes their own photo; nobody removes another’s', async () => {
    const [cook, rater, other] = await Promise.all([verified(), verified(), verified()]);
    const recipeId = await createRecipeAs(cook, { title: 'Removable pie' });
    const photo = await uploadPhoto(rater);
    await expectSuccess(rate(rater, { recipeId, madeIt: true, rating: 3, photo }));
    await expectSuccess(rate(other, { recipeId, madeIt: true, rating: 4 }));

    const none = await expectFailure(callCallable('ratings-removePhoto', { recipeId }, other.idToken));
    expect(none.error.message).toBe(RATING_MESSAGES.noPhoto);
    expect(await ratingDoc(recipeId, rater.uid)).toMatchObject({ hasPhoto: true });
    expect((await expectFailure(callCallable('ratings-removePhoto', { recipeId }))).status).toBe(401);

    const removed = await expectSuccess(
      callCallable<{ rating: { photo: Image | null; rating: number } }>(
        'ratings-removePhoto',
        { recipeId },
        rater.idToken,
      ),
    );
    expect(removed.rating).toMatchObject({ photo: null, rating: 3 });
    expect(await ratingDoc(recipeId, rater.uid)).toMatchObject({ hasPhoto: false, photo: null, rating: 3 });
    expect(await strip(recipeId, rater)).toEqual([]);
  }, 90_000);

  it('deleting the recipe deletes the cooks’ photos with their ratings', async () => {
    const [cook, rater] = await Promise.all([verified(), verified()]);
    const recipeId = await createRecipeAs(cook, { title: 'Short-lived tart' });
    const photo = await uploadPhoto(rater);
    await expectSuccess(rate(rater, { recipeId, madeIt: true, rating: 5, photo }));
    const served = () => fetch(`${process.env.MATKON_HOSTING_URL}${photo.sizes.card}`).then((r) => r.status);
    expect(await served()).toBe(200);
    await expectSuccess(callRecipes('delete', { recipeId }, cook));
    expect(await ratingDoc(recipeId, rater.uid)).toBeUndefined();
    expect(await served()).toBe(404);
  }, 90_000);
});
