/**
 * New recipes reach followers (001 §4 "Notification level per followed cook"; docs/decisions/0014) and the
 * discovery calls (001 §7), against the emulators and the mirror: recipes-create commits, the trigger
 * activity-onRecipeCreated fans out by level (all, personalized, none), never to the author, never after an unfollow;
 * the feed, the followed cooks' recipes and Discover Chefs answer what the stores hold; trending users are for admins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activityItemId } from '../domain/activity';
import { db } from '../platform/firebase';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { callFollow, verifiedAccounts } from '../testing/follows';
import { api, callRecipes, createRecipeAs, HUMAN, setRecipeCounters } from '../testing/recipes';
import { query } from '../testing/pg';
import { refusedQueryMessage } from '../testing/refusedQuery';
import { waitFor } from '../testing/waitFor';

const { verified, accounts } = verifiedAccounts();

const itemOf = async (uid: string, recipeId: string) =>
  (
    await db()
      .doc(`users/${uid}/activity/${activityItemId('new_recipe', recipeId)}`)
      .get()
  ).data() ?? null;

async function setLevel(fan: TestUser, cook: TestUser, notificationLevel: string) {
  const answer = await api('POST', '/api/notifications/settings', {
    body: { followedUserId: cook.uid, notificationLevel, recaptchaToken: HUMAN },
    user: fan,
  });
  expect(answer.status).toBe(200);
}

let cook: TestUser;
let all: TestUser;
let byLanguage: TestUser;
let byCategory: TestUser;
let miss: TestUser;
let none: TestUser;
let gone: TestUser;
let off: TestUser;
let recipeId: string;

const inboxOf = async (uid: string) =>
  (await db().collection(`users/${uid}/commentNotifications`).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as { id: string; type?: string; triggerUserId?: string },
  );
const notificationOf = async (uid: string, recipeId: string) =>
  (await inboxOf(uid)).find((n) => n.id === activityItemId('new_recipe', recipeId)) ?? null;

beforeAll(async () => {
  [cook, all, byLanguage, byCategory, miss, none, gone, off] = await Promise.all([
    verified({ displayName: 'Fan-out Cook' }),
    verified(),
    verified({ language: 'en', contentLanguage: 'all' }),
    verified({ language: 'he', contentLanguage: ['he'] }),
    verified({ language: 'he', contentLanguage: ['he'] }),
    verified(),
    verified(),
    verified({ preferences: { language: 'en', notifications: false, emailNotifications: true } }),
  ]);
  // byCategory's own recipe is a dessert: desserts are their category
  await createRecipeAs(byCategory, { categories: ['desserts'] });
  for (const fan of [all, byLanguage, byCategory, miss, none, gone, off]) {
    await expectSuccess(callFollow(fan, cook.uid));
  }
  await Promise.all([
    setLevel(byLanguage, cook, 'personalized'),
    setLevel(byCategory, cook, 'personalized'),
    setLevel(miss, cook, 'personalized'),
    setLevel(none, cook, 'none'),
  ]);
  await expectSuccess(callFollow(gone, cook.uid, 'unfollow'));
  // an English dessert: language reaches byLanguage, category reaches byCategory, miss has neither
  recipeId = await createRecipeAs(cook, { title: `Fan-out cake ${Date.now()}`, categories: ['desserts'] });
  await waitFor(() => itemOf(all.uid, recipeId).then((item) => item ?? undefined), {
    timeoutMs: 60_000,
    what: 'the fan-out of the new recipe',
  });
}, 180_000);

describe('the new-recipe fan-out', () => {
  it('writes an item for all and for personalized followers whose language or category matches', async () => {
    const item = await itemOf(all.uid, recipeId);
    expect(item).toMatchObject({
      type: 'new_recipe',
      authorId: cook.uid,
      recipeId,
      level: 'all',
      user: { id: cook.uid, name: 'Fan-out Cook' },
      recipe: { id: recipeId, category: 'desserts', views: 0, rating: 0 },
    });
    expect(await itemOf(byLanguage.uid, recipeId)).toMatchObject({ level: 'personalized' });
    expect(await itemOf(byCategory.uid, recipeId)).toMatchObject({ level: 'personalized' });
  });

  it('writes nothing for none, a personalized miss, the author, or a follow that was deleted', async () => {
    // the fan-out writes one batch per 200 followers: with the first item there, every item is
    expect(await itemOf(none.uid, recipeId)).toBeNull();
    expect(await itemOf(miss.uid, recipeId)).toBeNull();
    expect(await itemOf(gone.uid, recipeId)).toBeNull();
    expect(await itemOf(cook.uid, recipeId)).toBeNull();
    const cookItems = await db().collection(`users/${cook.uid}/activity`).get();
    expect(cookItems.size).toBe(0);
  });

  it('puts the new recipe in the bell of those it reached: an alert at level all (issue 27)', async () => {
    expect(await notificationOf(all.uid, recipeId)).toMatchObject({
      type: 'new_recipe',
      read: false,
      alert: true,
      recipeId,
      triggerUserId: cook.uid,
      triggerUserName: 'Fan-out Cook',
      data: { recipeTitle: expect.stringMatching(/^Fan-out cake/) },
    });
    expect(await notificationOf(byLanguage.uid, recipeId)).toMatchObject({
      type: 'new_recipe',
      alert: false,
    });
    expect(await notificationOf(byCategory.uid, recipeId)).toMatchObject({
      type: 'new_recipe',
      alert: false,
    });
    for (const left of [none, miss, gone, cook]) expect(await notificationOf(left.uid, recipeId)).toBeNull();
  });

  it('a follower who turned notifications off gets no activity item and no notification (issue 27)', async () => {
    expect(await itemOf(off.uid, recipeId)).toBeNull();
    expect(await inboxOf(off.uid)).toEqual([]);
  });

  it('the cook is told of each new follower, once per follower (issue 27)', async () => {
    const fromAll = (await inboxOf(cook.uid)).filter((n) => n.triggerUserId === all.uid);
    expect(fromAll).toMatchObject([
      {
        type: 'new_follower',
        read: false,
        alert: false,
        triggerUserName: expect.stringMatching(/^Test /),
        data: { recipeTitle: '', commentText: '' },
      },
    ]);
    // gone followed and unfollowed: still one notification, none for off's follow (the cook's choice decides)
    const followers = (await inboxOf(cook.uid)).filter((n) => n.type === 'new_follower');
    expect(followers.map((n) => n.triggerUserId).sort()).toEqual(
      [all, byLanguage, byCategory, miss, none, gone, off].map((fan) => fan.uid).sort(),
    );
  });

  it('a private recipe reaches nobody; a followers-only one reaches followers', async () => {
    const hidden = await createRecipeAs(cook, { visibility: 'private' });
    const forFollowers = await createRecipeAs(cook, { visibility: 'followers-only' });
    await waitFor(() => itemOf(all.uid, forFollowers).then((item) => item ?? undefined), {
      timeoutMs: 60_000,
      what: 'the followers-only fan-out',
    });
    expect(await itemOf(all.uid, hidden)).toBeNull();
  });
});

describe('the activity feed', () => {
  it('answers the reader their items, newest first, refreshed from the mirror, with highlights', async () => {
    await setRecipeCounters(recipeId, { views: 150 });
    const answer = await api<{
      items: { id: string; type: string; recipe: { id: string; views: number } }[];
    }>('GET', '/api/user/my-activity-feed-enterprise', { user: all });
    expect(answer.status).toBe(200);
    const mine = answer.body.items.filter((item) => item.recipe.id === recipeId);
    expect(mine.map((item) => item.type).sort()).toEqual(['new_recipe', 'trending_recipe']);
    expect(mine.every((item) => item.recipe.views === 150)).toBe(true);

    const basic = await api<{ items: { id: string }[]; source: string }>(
      'GET',
      '/api/user/my-activity-feed',
      {
        user: all,
      },
    );
    expect(basic.body.source).toBe('basic');
    expect(basic.body.items.map((item) => item.id)).toContain(activityItemId('new_recipe', recipeId));
    // another reader sees none of it; a guest is refused
    const other = await api<{ items: unknown[] }>('GET', '/api/user/my-activity-feed', { user: miss });
    expect(other.body.items).toEqual([]);
    expect((await api('GET', '/api/user/my-activity-feed-enterprise')).status).toBe(401);
    // notifications off: not even the followed cook's trending recipe (issue 27)
    const quiet = await api<{ items: unknown[] }>('GET', '/api/user/my-activity-feed-enterprise', {
      user: off,
    });
    expect(quiet.status).toBe(200);
    expect(quiet.body.items).toEqual([]);
  });

  it('an unfollow drops the cook from the feed; a deleted recipe takes its items with it', async () => {
    const extra = await verified();
    await expectSuccess(callFollow(extra, cook.uid));
    const soon = await createRecipeAs(cook);
    await waitFor(() => itemOf(extra.uid, soon).then((item) => item ?? undefined), {
      timeoutMs: 60_000,
      what: 'the item of the third recipe',
    });
    await expectSuccess(callFollow(extra, cook.uid, 'unfollow'));
    const feed = await api<{ items: unknown[] }>('GET', '/api/user/my-activity-feed', { user: extra });
    expect(feed.body.items).toEqual([]);

    await expectSuccess(callRecipes('delete', { recipeId: soon, botToken: HUMAN }, cook));
    await waitFor(async () => ((await itemOf(all.uid, soon)) === null ? true : undefined), {
      timeoutMs: 30_000,
      what: 'the items of the deleted recipe to go',
    });
  });
});

describe('discovery', () => {
  it("get-following-recipes answers the followed cooks' readable recipes, newest first", async () => {
    const answer = await api<{ recipes: { id: string; authorId: string; visibility: string }[] }>(
      'GET',
      '/api/supabase/get-following-recipes',
      { user: all, query: { limit: '20' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.recipes.map((recipe) => recipe.id)).toContain(recipeId);
    expect(answer.body.recipes.every((recipe) => recipe.authorId === cook.uid)).toBe(true);
    expect(answer.body.recipes.some((recipe) => recipe.visibility === 'private')).toBe(false);
    expect((await api('GET', '/api/supabase/get-following-recipes')).status).toBe(401);
  });

  it('Discover Chefs leaves out oneself and followed cooks, and gives each chef a reason', async () => {
    const newcomer = await verified();
    const fresh = await api<{ chefs: { id: string; reason: string }[] }>(
      'GET',
      '/api/supabase/get-discover-chefs',
      { user: newcomer },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.chefs.length).toBeLessThanOrEqual(12);
    expect(fresh.body.chefs.map((chef) => chef.id)).not.toContain(newcomer.uid);
    for (const chef of fresh.body.chefs) expect(chef.reason).toMatch(/^[a-zA-Z]+$/);

    // the cook `all` follows follows byCategory: byCategory comes first, "followed by cooks you follow"
    await expectSuccess(callFollow(cook, byCategory.uid));
    const following = await api<{ chefs: { id: string; reason: string; reasonCount: number }[] }>(
      'GET',
      '/api/supabase/get-discover-chefs',
      { user: all },
    );
    const ids = following.body.chefs.map((chef) => chef.id);
    expect(ids).not.toContain(cook.uid);
    expect(ids).not.toContain(all.uid);
    expect(following.body.chefs[0]).toMatchObject({
      id: byCategory.uid,
      reason: 'followedByYourCooks',
      reasonCount: 1,
    });
    expect(
      await refusedQueryMessage('/api/supabase/get-discover-chefs', all, { excludeFollowing: 'maybe' }),
    ).toContain('excludeFollowing');
  });

  it("a reader's favourite categories bring their cooks forward, with the reason and how many recipes", async () => {
    const [reader, baker] = await Promise.all([verified(), verified()]);
    for (const title of ['Lemon bars', 'Fig tart', 'Honey cake'])
      await createRecipeAs(baker, { title, categories: ['desserts'] });
    await createRecipeAs(baker, { title: 'Lentil soup', categories: ['soups'] });
    // favorites of desserts give the reader an affinity of 6 (of 10): above the bar of 2
    await query(
      `insert into public.user_category_affinity (user_id, category_id, favorites) values ($1, 'desserts', 3)`,
      [reader.uid],
    );
    try {
      const answer = await api<{ chefs: { id: string; reason: string; reasonCount: number }[] }>(
        'GET',
        '/api/supabase/get-discover-chefs',
        { user: reader, query: { limit: '50' } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.chefs.find((chef) => chef.id === baker.uid)).toMatchObject({
        reason: 'cooksWhatYouLike',
        reasonCount: 3,
      });
      // nobody the reader's cooks follow: the cooks of what they like come first
      const reasons = answer.body.chefs.map((chef) => chef.reason);
      const lastLiked = reasons.lastIndexOf('cooksWhatYouLike');
      expect(reasons.slice(0, lastLiked + 1).every((reason) => reason === 'cooksWhatYouLike')).toBe(true);
    } finally {
      await query('delete from public.user_category_affinity where user_id = $1', [reader.uid]);
    }
  });
});

describe('trending users (admins)', () => {
  it('answers the latest weekly periods with the top users; refuses a non-admin', async () => {
    const admin = await createAdmin(db());
    accounts.push(admin.uid);
    const answer = await api<{ periods: { users: { id: string; newFollowers: number }[] }[] }>(
      'GET',
      '/api/admin/trending-users',
      { user: admin, query: { period: 'weekly' } },
    );
    expect(answer.status).toBe(200);
    const users = answer.body.periods[0]?.users ?? [];
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(10);
    const counts = users.map((user) => user.newFollowers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // six follows stand this week (the seventh was taken back); others' tests may hold the top places
    const mine = users.find((user) => user.id === cook.uid);
    if (mine || users.length < 10) expect(mine?.newFollowers).toBe(6);
    else expect(counts[9]).toBeGreaterThanOrEqual(6);
    expect((await api('GET', '/api/admin/trending-users', { user: all })).status).toBe(403);
    const monthly = await api<{ period: string }>('GET', '/api/admin/trending-users', {
      user: admin,
      query: { period: 'monthly' },
    });
    expect(monthly.body.period).toBe('monthly');
  });
});
