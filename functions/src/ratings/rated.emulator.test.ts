/**
 * GET /api/user/my-rated-recipes (spec 001 §7, §6) through the Hosting rewrite: the caller's rated recipes, latest
 * rating first, 12 a page with a cursor; another user's list as their privacy setting for rated recipes allows
 * (only me, followers, everyone) for a stranger, a follower and the owner; recipes the viewer may not read stay out.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import type { TestUser } from '../testing/authEmulator';
import { stackEnv } from '../testing/env';
import { STATUS_BY_PRIVACY, verifiedAccounts } from '../testing/follows';
import { api, createRecipeAs, follow } from '../testing/recipes';
import type { RatingsDeps } from './deps';
import { rateRecipe } from './rate';

const env = stackEnv();
const deps = (): RatingsDeps => ({
  db: db(),
  mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  supabase: createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
});
const users = verifiedAccounts();

async function verified(privacy?: string): Promise<TestUser> {
  const profile = privacy
    ? { privacy: { ratedRecipes: privacy, collection: 'private', following: 'public' } }
    : {};
  return users.verified(profile);
}

type Page = {
  recipes: { id: string; title: string; userRating: { madeIt: boolean; rating: number } }[];
  hasMore: boolean;
  nextCursor: string | null;
};
const list = (user: TestUser | null, query: Record<string, string> = {}) =>
  api<Page>('GET', '/api/user/my-rated-recipes', { query, user });

describe('rated recipes', () => {
  it('the caller’s own, latest first, paged with a cursor; a private recipe of someone else stays out', async () => {
    const [cook, rater] = await Promise.all([verified(), verified()]);
    const first = await createRecipeAs(cook, { title: 'First soup' });
    const second = await createRecipeAs(cook, { title: 'Second soup' });
    const hidden = await createRecipeAs(cook, { title: 'Hidden soup' });
    await rateRecipe(deps(), rater.uid, { recipeId: first, madeIt: true, rating: 4, feedback: '' });
    await rateRecipe(deps(), rater.uid, { recipeId: hidden, madeIt: true, rating: 2, feedback: '' });
    await rateRecipe(deps(), rater.uid, {
      recipeId: second,
      madeIt: false,
      interest: 'interested',
      feedback: '',
    });
    // the cook makes one of them private after it was rated
    await db().doc(`recipes/${hidden}`).update({ visibility: 'private' });
    await expect.poll(async () => (await list(rater)).body.recipes?.length, { timeout: 20_000 }).toBe(2);

    const page1 = await list(rater, { pageSize: '1' });
    expect(page1.status).toBe(200);
    expect(page1.body.recipes.map((recipe) => recipe.id)).toEqual([second]);
    expect(page1.body.recipes[0]?.userRating).toMatchObject({ madeIt: false, rating: 5 });
    expect(page1.body.hasMore).toBe(true);
    const page2 = await list(rater, { pageSize: '1', startAfter: page1.body.nextCursor ?? '' });
    expect(page2.body.recipes.map((recipe) => recipe.id)).toEqual([first]);
    expect(page2.body).toMatchObject({ hasMore: false, nextCursor: null });

    expect((await list(null)).status).toBe(401);
    expect((await list(rater, { startAfter: 'nonsense' })).status).toBe(400);
  }, 90_000);

  it.each(STATUS_BY_PRIVACY)(
    'privacy %s: the owner, a follower, a stranger and a guest',
    async (privacy, want) => {
      const [cook, rater, fan, stranger] = await Promise.all([
        verified(),
        verified(privacy),
        verified(),
        verified(),
      ]);
      const recipeId = await createRecipeAs(cook);
      await rateRecipe(deps(), rater.uid, { recipeId, madeIt: true, rating: 5, feedback: '' });
      await follow(rater.uid, fan.uid);
      const query = { userId: rater.uid };
      const got = {
        owner: (await list(rater, query)).status,
        follower: (await list(fan, query)).status,
        stranger: (await list(stranger, query)).status,
        guest: (await list(null, query)).status,
      };
      expect(got).toEqual(want);
      const seen = await list(rater, query);
      expect(seen.body.recipes.map((recipe) => recipe.id)).toEqual([recipeId]);
    },
    90_000,
  );
});
