/**
 * recipes-api's counting and listing paths through the Hosting rewrites: track-view (once per viewer),
 * track-share, get-user-recipes (privacy, category, paging), similar recipes and the autocomplete suggestions.
 * Counters are checked in both stores.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimilarRecipe } from '../domain/contracts';
import type { RecipeSummary } from '../domain/recipe/types';
import type { TestUser } from '../testing/authEmulator';
import { castBeforeAll } from '../testing/cast';
import { unique } from '../testing/factories';
import { query } from '../testing/pg';
import { waitFor } from '../testing/waitFor';
import { api, createRecipeAs, follow, recipeDoc, recipeRow } from '../testing/recipes';

const cast = castBeforeAll({ author: 'user', follower: 'user', stranger: 'user', admin: 'admin' });

beforeAll(async () => {
  await follow(cast.author.uid, cast.follower.uid);
});

const views = async (recipeId: string) => ({
  firestore: (await recipeDoc(recipeId))?.views,
  postgres: (await recipeRow(recipeId))?.views,
  records: Number(
    (await query<{ n: string }>('select count(*) n from recipe_views where recipe_id = $1', [recipeId]))[0]
      ?.n,
  ),
});

describe('POST /api/recipes/track-view', () => {
  it('counts each viewer once: a signed-in user by uid, a guest by fingerprint', async () => {
    const recipeId = await createRecipeAs(cast.author);
    const track = (body: Record<string, unknown>, user: TestUser | null = null) =>
      api<{ counted: boolean; views: number }>('POST', '/api/recipes/track-view', { body, user });

    expect((await track({ recipeId }, cast.stranger)).body).toEqual({ counted: true, views: 1 });
    expect((await track({ recipeId }, cast.stranger)).body).toEqual({ counted: false, views: 1 });
    expect((await track({ recipeId, fingerprint: 'browser-a' })).body).toEqual({ counted: true, views: 2 });
    expect((await track({ recipeId, fingerprint: 'browser-a' })).body).toEqual({ counted: false, views: 2 });
    expect((await track({ recipeId, fingerprint: 'browser-b' })).body).toEqual({ counted: true, views: 3 });
    expect(await views(recipeId)).toEqual({ firestore: 3, postgres: 3, records: 3 });
  });

  it('counts concurrent first views of different viewers exactly', async () => {
    const recipeId = await createRecipeAs(cast.author);
    const answers = await Promise.all(
      ['p', 'q', 'r', 's'].map((fingerprint) =>
        api('POST', '/api/recipes/track-view', { body: { recipeId, fingerprint } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await views(recipeId)).toEqual({ firestore: 4, postgres: 4, records: 4 });
  });

  it('does not count a viewer who may not see the recipe, and 404s a missing one', async () => {
    const recipeId = await createRecipeAs(cast.author, { visibility: 'followers-only' });
    const locked = await api('POST', '/api/recipes/track-view', { body: { recipeId }, user: cast.stranger });
    expect(locked.body).toEqual({ counted: false, views: 0 });
    const counted = await api('POST', '/api/recipes/track-view', { body: { recipeId }, user: cast.follower });
    expect(counted.body).toEqual({ counted: true, views: 1 });
    const missing = await api('POST', '/api/recipes/track-view', {
      body: { recipeId: 'nope', fingerprint: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/recipes/track-share', () => {
  it('records the share and raises shareCount in both stores', async () => {
    const recipeId = await createRecipeAs(cast.author);
    const first = await api('POST', '/api/recipes/track-share', {
      body: { recipeId, platform: 'whatsapp' },
      user: cast.stranger,
    });
    expect(first.body).toEqual({ shareCount: 1 });
    const second = await api('POST', '/api/recipes/track-share', {
      body: { recipeId, platform: 'copy-link', fingerprint: 'guest-1' },
    });
    expect(second.body).toEqual({ shareCount: 2 });
    expect((await recipeDoc(recipeId))?.shareCount).toBe(2);
    expect((await recipeRow(recipeId))?.share_count).toBe(2);
    const rows = await query<{ platform: string; user_id: string | null }>(
      'select platform, user_id from shares where recipe_id = $1 order by id',
      [recipeId],
    );
    expect(rows).toEqual([
      { platform: 'whatsapp', user_id: cast.stranger.uid },
      { platform: 'copy-link', user_id: null },
    ]);
  });

  it('limits how often one viewer shares one recipe (429 with Retry-After)', async () => {
    const recipeId = await createRecipeAs(cast.author);
    const share = () =>
      api('POST', '/api/recipes/track-share', {
        body: { recipeId, platform: 'native' },
        user: cast.follower,
      });
    for (let i = 0; i < 5; i += 1) expect((await share()).status).toBe(200);
    const limited = await share();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await recipeDoc(recipeId))?.shareCount).toBe(5);
  });
});

describe('GET /api/supabase/get-user-recipes', () => {
  const ids: Record<string, string> = {};
  let category: string;

  beforeAll(async () => {
    category = 'desserts';
    ids.public = await createRecipeAs(cast.author, { visibility: 'public', categories: ['soups'] });
    ids.followers = await createRecipeAs(cast.author, {
      visibility: 'followers-only',
      categories: [category],
    });
    ids.private = await createRecipeAs(cast.author, {
      visibility: 'private',
      categories: [category, 'soups'],
    });
  });

  const list = async (user: TestUser | null, extra: Record<string, string> = {}) => {
    const answer = await api<{
      recipes: RecipeSummary[];
      hasMore: boolean;
      total: number;
      privacyStatus: string;
    }>('GET', '/api/supabase/get-user-recipes', { query: { targetUserId: cast.author.uid, ...extra }, user });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const mine = (recipes: RecipeSummary[]) =>
    recipes.map((recipe) => recipe.id).filter((id) => Object.values(ids).includes(id));

  it('shows the owner everything, a follower followers-only too, everyone else public only', async () => {
    const owner = await list(cast.author);
    expect(owner.privacyStatus).toBe('owner');
    expect(mine(owner.recipes).sort()).toEqual(Object.values(ids).sort());
    const asAdmin = await list(cast.admin);
    expect(asAdmin.privacyStatus).toBe('admin');
    expect(mine(asAdmin.recipes)).toHaveLength(3);
    const asFollower = await list(cast.follower);
    expect(asFollower.privacyStatus).toBe('follower');
    expect(mine(asFollower.recipes).sort()).toEqual([ids.public, ids.followers].sort());
    for (const user of [cast.stranger, null]) {
      const answer = await list(user);
      expect(answer.privacyStatus).toBe('public');
      expect(mine(answer.recipes)).toEqual([ids.public]);
      expect(answer.recipes.every((recipe) => recipe.visibility === 'public')).toBe(true);
    }
  });

  it('answers cards, newest first, filtered by category', async () => {
    const owner = await list(cast.author, { category });
    expect(mine(owner.recipes)).toEqual([ids.private, ids.followers]);
    const card = owner.recipes[0];
    expect(card).toMatchObject({
      id: ids.private,
      authorId: cast.author.uid,
      categories: [category, 'soups'],
    });
    expect(card).toHaveProperty('preparationTime');
    expect(card).toHaveProperty('images');
    expect(new Date(card?.createdAt ?? '').toISOString()).toBe(card?.createdAt);
  });

  it("counts what the viewer can see (a channel's recipe count)", async () => {
    const everything = async (user: TestUser | null) => (await list(user, { limit: '50' })).recipes.length;
    const owner = await list(cast.author, { limit: '1' });
    expect(owner.total).toBe(await everything(cast.author));
    for (const user of [cast.follower, cast.stranger, null]) {
      const answer = await list(user, { limit: '1' });
      expect(answer.total).toBe(await everything(user));
    }
    // the followers-only and the private recipe count for the owner, not for a visitor
    expect(owner.total - (await list(cast.stranger, { limit: '1' })).total).toBeGreaterThanOrEqual(2);
    const inCategory = await list(cast.author, { category, limit: '50' });
    expect(inCategory.total).toBe(inCategory.recipes.length);
  });

  it('pages', async () => {
    const first = await list(cast.author, { limit: '2', page: '1' });
    expect(first.recipes).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const rest = await list(cast.author, { limit: '2', page: '2' });
    expect(rest.recipes.map((r) => r.id)).not.toContain(first.recipes[0]?.id);
    const total = (await list(cast.author, { limit: '50' })).recipes.length;
    const last = await list(cast.author, { limit: '2', page: String(Math.ceil(total / 2)) });
    expect(last.hasMore).toBe(false);
  });
});

describe('GET /api/recipes/similar', () => {
  /** A salad with a tag of its own, so the recipes each test compares share nothing with other tests'. */
  const salad = (tag: string) => ({
    categories: ['salads'],
    tags: [`${tag}${unique()}`],
    ingredients: ['2 cups bulgur', '1 bunch parsley', '3 tomatoes'],
  });
  const similarTo = (recipeId: string, user: TestUser | null = null) =>
    api<{ recommendations: SimilarRecipe[] }>('GET', '/api/recipes/similar', {
      query: { recipeId, count: '10' },
      user,
    });

  it('recommends public recipes that share categories, tags and ingredients, best first', async () => {
    const base = salad('similar');
    const target = await createRecipeAs(cast.author, base);
    const twin = await createRecipeAs(cast.stranger, { ...base, title: 'Twin salad' });
    const cousin = await createRecipeAs(cast.stranger, {
      ...base,
      tags: [],
      ingredients: ['1 bunch parsley'],
    });
    const hidden = await createRecipeAs(cast.stranger, { ...base, visibility: 'private' });

    const answer = await similarTo(target);
    expect(answer.status).toBe(200);
    const ids = answer.body.recommendations.map((r) => r.id);
    expect(ids).toContain(twin);
    expect(ids).toContain(cousin);
    expect(ids.indexOf(twin)).toBeLessThan(ids.indexOf(cousin));
    expect(ids).not.toContain(target);
    expect(ids).not.toContain(hidden);
    expect(answer.body.recommendations[0]?.similarityScore).toBeGreaterThanOrEqual(50);
    // each card is credited to its cook by name (issue 27: not "A Matkon cook"), as the profiles mirror has it
    const cook = await waitFor(
      async () =>
        (
          await query<{ display_name: string; username: string | null }>(
            'select display_name, username from public.profiles where firebase_id = $1',
            [cast.stranger.uid],
          )
        )[0],
    );
    const credited = (await similarTo(target)).body.recommendations.find((r) => r.id === twin);
    expect(cook.display_name).not.toBe('');
    expect([credited?.authorName, credited?.authorUsername]).toEqual([cook.display_name, cook.username]);

    const two = await api<{ recommendations: unknown[] }>('GET', '/api/recipes/similar', {
      query: { recipeId: target },
    });
    expect(two.body.recommendations).toHaveLength(2);
    expect((await api('GET', '/api/recipes/similar', { query: { recipeId: 'missing' } })).status).toBe(404);
  });

  it('for a signed-in viewer, their category affinity moves a recipe up and their own recipes are left out', async () => {
    const base = salad('affine');
    const target = await createRecipeAs(cast.author, base);
    // scores 80 (every ingredient) and 75 (two of three, and a soup too)
    const plain = await createRecipeAs(cast.stranger, base);
    const soup = await createRecipeAs(cast.stranger, {
      ...base,
      categories: ['salads', 'soups'],
      ingredients: ['2 cups bulgur', '1 bunch parsley'],
    });
    const own = await createRecipeAs(cast.follower, base);
    const similar = async (user: TestUser | null) => {
      const answer = await similarTo(target, user);
      expect(answer.status).toBe(200);
      return answer.body.recommendations.filter((r) => [plain, soup, own].includes(r.id));
    };

    const asGuest = await similar(null);
    expect(asGuest.map((r) => r.id)).toEqual(expect.arrayContaining([plain, soup, own]));
    expect(asGuest.findIndex((r) => r.id === plain)).toBeLessThan(asGuest.findIndex((r) => r.id === soup));

    // favorites of soups give the viewer an affinity of 8 (of 10) for soups
    await query(
      `insert into public.user_category_affinity (user_id, category_id, favorites) values ($1, 'soups', 4)
       on conflict (user_id, category_id) do update set favorites = 4`,
      [cast.follower.uid],
    );
    try {
      const personal = await similar(cast.follower);
      expect(personal.map((r) => r.id)).toEqual([soup, plain]);
      // the reported score stays the spec's; only the order moved
      expect(personal.map((r) => r.similarityScore)).toEqual([75, 80]);
    } finally {
      await query('delete from public.user_category_affinity where user_id = $1', [cast.follower.uid]);
    }
  });
});

describe('GET /api/autocomplete/*', () => {
  it('suggests ingredient names from 2 characters and instruction openings from 3, most used first', async () => {
    const word = `qz${unique()}`;
    await createRecipeAs(cast.author, {
      ingredients: [`1 cup ${word}berry`, `2 tbsp ${word}nut oil`],
      instructions: [`${word}whisk the eggs well`],
    });
    await createRecipeAs(cast.stranger, { ingredients: [`3 ${word}nut oil`], instructions: ['Stir'] });

    const ingredients = await api<{ suggestions: { name: string; usageCount: number }[] }>(
      'GET',
      '/api/autocomplete/ingredients',
      { query: { q: word.toUpperCase() } },
    );
    expect(ingredients.status).toBe(200);
    expect(ingredients.body.suggestions).toEqual([
      { name: `${word}nut oil`, language: 'en', usageCount: 2 },
      { name: `${word}berry`, language: 'en', usageCount: 1 },
    ]);

    const instructions = await api<{ suggestions: { text: string; fullExample: string }[] }>(
      'GET',
      '/api/autocomplete/instructions',
      { query: { q: `${word}wh` } },
    );
    expect(instructions.body.suggestions).toEqual([
      expect.objectContaining({ text: `${word}whisk the eggs`, fullExample: `${word}whisk the eggs well` }),
    ]);
  });
});
