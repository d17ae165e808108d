/**
 * A recipe created from a YouTube video with no photo of its own, or edited to add one, takes the video's thumbnail
 * (issue 27), stored by
 * the image host as an upload is: the launcher's offline YouTube serves the thumbnail, the local image host makes
 * its sizes, and both stores hold it as the recipe's first image. A video without a real thumbnail leaves the
 * recipe without a photo, and a cook's own photo is never replaced.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '../domain/media';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { mirrorRow } from '../testing/pg';
import { expectSuccess } from '../testing/callables';
import { callRecipes, createRecipeAs, HUMAN, recipeDoc, recipeForm } from '../testing/recipes';

let cook: TestUser;

function hosting(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

beforeAll(async () => {
  cook = await createUser(db());
}, 60_000);

describe('recipes-create with a video and no photo', () => {
  it('stores the video’s thumbnail through the image host as the recipe’s photo, in both stores', async () => {
    const recipeId = await createRecipeAs(cook, {
      youtubeUrl: 'https://youtu.be/mtkLentil01',
      creationMethod: 'youtube',
    });
    const images = (await recipeDoc(recipeId))?.images as Image[];
    expect(images).toHaveLength(1);
    const [photo] = images;
    expect(photo?.publicId).toMatch(new RegExp(`^recipes/${recipeId}/`));
    const card = await fetch(hosting(photo?.sizes.card ?? ''));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toContain('image/jpeg');
    const row = await mirrorRow('recipes', recipeId);
    expect(JSON.stringify(row?.images)).toContain(photo?.publicId);
  }, 60_000);

  it('leaves a recipe without a photo when the video has no real thumbnail', async () => {
    const recipeId = await createRecipeAs(cook, { youtubeUrl: 'https://youtu.be/mtkNoThumb1' });
    expect((await recipeDoc(recipeId))?.images).toEqual([]);
  }, 60_000);
});

describe('recipes-update adding a video to a recipe without a photo', () => {
  const edit = (recipeId: string, youtubeUrl: string, images: unknown[] = []) =>
    expectSuccess(
      callRecipes(
        'update',
        {
          recipeId,
          recipe: recipeForm({ title: 'Lentil soup, now with a video', youtubeUrl }),
          images,
          botToken: HUMAN,
        },
        cook,
      ),
    );

  it('stores the video’s thumbnail as the photo, as create does, in both stores', async () => {
    const recipeId = await createRecipeAs(cook, { title: 'Lentil soup' });
    expect((await recipeDoc(recipeId))?.images).toEqual([]);
    await edit(recipeId, 'https://youtu.be/mtkLentil01');
    const images = (await recipeDoc(recipeId))?.images as Image[];
    expect(images).toHaveLength(1);
    const [photo] = images;
    expect(photo?.publicId).toMatch(new RegExp(`^recipes/${recipeId}/`));
    expect((await fetch(hosting(photo?.sizes.card ?? ''))).status).toBe(200);
    expect(JSON.stringify((await mirrorRow('recipes', recipeId))?.images)).toContain(photo?.publicId);

    // the cook removes the photo and keeps the video: their choice stays
    await edit(recipeId, 'https://youtu.be/mtkLentil01');
    expect((await recipeDoc(recipeId))?.images).toEqual([]);
  }, 60_000);
});
