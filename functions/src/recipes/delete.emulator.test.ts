/**
 * recipes-delete end to end (spec 000 §4 "Delete", 002 §4): a recipe with everything that can point at it (tags,
 * views, shares, ratings, a user's favorite and its metadata, a collection, a cached copy, images on the local image
 * host) is deleted through the callable, and afterwards neither store holds anything of it; the counts it moved
 * (the author's recipeCount, a tag it shared with another recipe) are right in both stores.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { castBeforeAll } from '../testing/cast';
import { expectFailure, expectSuccess } from '../testing/callables';
import { unique } from '../testing/factories';
import { solidJpeg } from '../testing/images';
import { mirrorRow, query, tombstoneVersion } from '../testing/pg';
import {
  api,
  callRecipes,
  createRecipeAs,
  newRecipeId,
  profileDoc,
  recipeDoc,
  recipeRow,
  recipeTags,
  tagDoc,
} from '../testing/recipes';

const cast = castBeforeAll({ author: 'user', fan: 'user', stranger: 'user', admin: 'admin' });

async function uploadImage(recipeId: string, name: string) {
  const bytes = await solidJpeg(64, 48, [200, 120, 40]);
  const answer = await api<{ publicId: string; url: string }>('POST', '/api/media/upload', {
    body: { recipeId, filename: `${name}.jpg`, mimeType: 'image/jpeg', dataBase64: bytes.toString('base64') },
    user: cast.author,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function imageServed(url: string): Promise<boolean> {
  const target = url.startsWith('/') ? `${process.env.MATKON_HOSTING_URL}${url}` : url;
  return (await fetch(target)).status === 200;
}

const count = async (sql: string, values: unknown[]) =>
  Number((await query<{ n: string }>(sql, values))[0]?.n);

describe('recipes-delete', () => {
  it('leaves nothing behind in either store and puts every count right', async () => {
    const [own, shared] = [`own${unique()}`, `shared${unique()}`];
    const neighbour = await createRecipeAs(cast.author, { tags: [shared] });
    const recipeId = newRecipeId();
    const images = [await uploadImage(recipeId, 'first'), await uploadImage(recipeId, 'second')];
    await createRecipeAs(cast.author, { tags: [own, shared] }, { recipeId, images });
    const authorCount = (await profileDoc(cast.author.uid))?.recipeCount as number;

    // everything that can point at the recipe
    expect(
      (await api('POST', '/api/recipes/track-view', { body: { recipeId }, user: cast.fan })).status,
    ).toBe(200);
    const share = await api('POST', '/api/recipes/track-share', {
      body: { recipeId, platform: 'whatsapp', fingerprint: 'fp-delete' },
    });
    expect(share.status).toBe(200);
    const users = db().collection('users');
    await db().doc(`recipes/${recipeId}/ratings/${cast.fan.uid}`).set({ rating: 5, madeIt: true });
    const fanProfile = (await profileDoc(cast.fan.uid)) ?? {};
    await users.doc(cast.fan.uid).set({
      ...fanProfile,
      favoriteRecipes: [neighbour, recipeId],
      version: ((fanProfile.version as number) ?? 0) + 1,
    });
    await users
      .doc(cast.fan.uid)
      .collection('favoriteMetadata')
      .doc(recipeId)
      .set({ recipeId, personalNotes: 'yum' });
    const collection = users.doc(cast.fan.uid).collection('collections').doc(`c${unique()}`);
    await collection.set({ name: 'Soups', recipeIds: [recipeId, neighbour], recipeCount: 2 });
    await collection.collection('recipes').doc(recipeId).set({ recipeId, addedAt: new Date().toISOString() });
    const cached = await db().collection('recommendationCache').add({ recipeId, score: 9 });
    for (const image of images) expect(await imageServed(image.url)).toBe(true);

    await expectSuccess(callRecipes('delete', { recipeId }, cast.author));

    // the recipe itself, in both stores (a tombstone stops a late reconciler from bringing the row back)
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
    expect(await tombstoneVersion('recipes', recipeId)).not.toBeNull();
    expect(await recipeTags(recipeId)).toEqual([]);
    // counts
    expect((await profileDoc(cast.author.uid))?.recipeCount).toBe(authorCount - 1);
    expect((await mirrorRow('profiles', cast.author.uid))?.recipe_count).toBe(authorCount - 1);
    expect(await tagDoc(own)).toBeNull();
    expect(await mirrorRow('tags', own)).toBeNull();
    expect(await tagDoc(shared)).toMatchObject({ count: 1, recipes: [neighbour] });
    expect(await mirrorRow('tags', shared)).toMatchObject({ count: 1, recipes: [neighbour] });
    // events
    expect(await count('select count(*) n from recipe_views where recipe_id = $1', [recipeId])).toBe(0);
    expect(await count('select count(*) n from shares where recipe_id = $1', [recipeId])).toBe(0);
    // what pointed at it
    expect((await db().collection(`recipes/${recipeId}/ratings`).get()).size).toBe(0);
    expect((await profileDoc(cast.fan.uid))?.favoriteRecipes).toEqual([neighbour]);
    expect((await users.doc(cast.fan.uid).collection('favoriteMetadata').doc(recipeId).get()).exists).toBe(
      false,
    );
    expect(await mirrorRow('favorites', `${cast.fan.uid}/${recipeId}`)).toBeNull();
    expect((await collection.get()).data()).toMatchObject({ recipeIds: [neighbour], recipeCount: 1 });
    expect((await collection.collection('recipes').doc(recipeId).get()).exists).toBe(false);
    expect((await cached.get()).exists).toBe(false);
    for (const image of images) expect(await imageServed(image.url)).toBe(false);
    // the neighbour is untouched
    expect(await recipeDoc(neighbour)).toMatchObject({ tags: [shared] });
  });

  it('lets an admin delete any recipe', async () => {
    const recipeId = await createRecipeAs(cast.author);
    await expectSuccess(callRecipes('delete', { recipeId }, cast.admin));
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
  });

  it("refuses another user's delete and keeps the recipe in both stores", async () => {
    const recipeId = await createRecipeAs(cast.author);
    const failure = await expectFailure(callRecipes('delete', { recipeId }, cast.stranger));
    expect(failure.status).toBe(403);
    expect(failure.error.message).toBe('Unauthorized: You can only delete your own recipes');
    expect(await recipeDoc(recipeId)).not.toBeNull();
    expect(await recipeRow(recipeId)).not.toBeNull();
  });

  it('refuses a guest, a failing bot check, and a recipe already deleted', async () => {
    const recipeId = await createRecipeAs(cast.author);
    expect((await expectFailure(callRecipes('delete', { recipeId }, null))).status).toBe(401);
    const bot = await expectFailure(
      callRecipes('delete', { recipeId, botToken: 'test-score-0.6' }, cast.author),
    );
    expect(bot.error.message).toBe('Security verification failed');
    expect(await recipeDoc(recipeId)).not.toBeNull();

    await expectSuccess(callRecipes('delete', { recipeId, botToken: 'test-score-0.7' }, cast.author));
    const again = await expectFailure(callRecipes('delete', { recipeId }, cast.author));
    expect(again.status).toBe(404);
    expect(again.error.message).toBe('Recipe not found or already deleted');
  });
});
