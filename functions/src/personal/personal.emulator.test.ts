/**
 * personal-api through the Hosting rewrites (the paths the browser uses), against the real Postgres: language events
 * and their scores (001 §1, §5, §9), category affinity, recommendations with their fallback, the home's groups, and
 * issue 16's "Done when": an English-interface user's history of Italian desserts. Each test keeps to categories of
 * its own, so other files' recipes do not interfere.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  FeedList,
  LanguageInteractionResult,
  LanguageInterests,
  MyRecommendations,
  RecommendedList,
} from '../domain/contracts';
import type { CategoryAffinity } from '../domain/personal';
import { db } from '../platform/firebase';
import { createUser, createUsers, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { query } from '../testing/pg';
import { api, createRecipeAs, testCategories } from '../testing/recipes';

/** Recipe creates wait for their calories; a cold function may take a while under load: every test may take 3 min. */
vi.setConfig({ testTimeout: 180_000 });

const newCategory = testCategories();

/** An Italian recipe (the language detector reads the text). */
function italianDessert(category: string, n: number): Record<string, unknown> {
  return {
    categories: [category],
    title: `Torta di nocciole della nonna ${n} ${unique()}`,
    description: 'Una torta morbida con le nocciole tostate e il cioccolato fondente per la domenica',
    ingredients: ['duecento grammi di nocciole tostate', 'tre uova intere e lo zucchero'],
    instructions: ['Tritare le nocciole con lo zucchero', 'Cuocere la torta nel forno per quaranta minuti'],
    recipeTip: 'Servire la torta con la panna montata',
  };
}

let chef: TestUser;
let learner: TestUser;

beforeAll(async () => {
  [chef] = await createUsers(db(), 'user');
  learner = await createUser(db(), { profile: { language: 'en', contentLanguage: 'en' } });
});

const send = (events: unknown[], user?: TestUser) =>
  api<LanguageInteractionResult>('POST', '/api/language-interaction', { body: { events }, user });
const signal = (body: Record<string, unknown>, user: TestUser) =>
  api<{ affinities: CategoryAffinity[] }>('POST', '/api/user/category-affinity', { body, user });
const interests = (user: TestUser) => api<LanguageInterests>('GET', '/api/user/language-interests', { user });
const recommended = (q: Record<string, string>, user?: TestUser) =>
  api<RecommendedList>('GET', '/api/supabase/get-recommended-recipes', { query: q, user });
const mine = (user: TestUser) =>
  api<MyRecommendations>('GET', '/api/user/my-recommendations', {
    query: { preferredLanguage: 'en' },
    user,
  });
const newest = (category: string, user: TestUser) =>
  api<FeedList>('GET', '/api/supabase/get-newest-recipes', {
    query: { category, preferredLanguage: 'en', limit: '50' },
    user,
  });
const ids = (list: { recipes: { id: string }[] }) => list.recipes.map((recipe) => recipe.id).sort();
const event = (recipe_id: string, event_type: string, extra: Record<string, unknown> = {}) => ({
  recipe_id,
  event_type,
  user_language: 'en',
  session_id: 'session-test',
  ...extra,
});

describe('language events (001 §1, §5, §7, §9)', () => {
  it('stores a batch with the server weights, drops own-language events, and scores per language', async () => {
    const category = await newCategory('langtest');
    const italian = await createRecipeAs(chef, italianDessert(category, 1));
    const english = await createRecipeAs(chef, { categories: [category] });
    const user = await createUser(db(), { profile: { language: 'en' } });
    const first = await send(
      [
        event(italian, 'view', { event_weight: 100, recipe_language: 'it' }),
        event(italian, 'view_ingredients'),
        event(english, 'cook'),
      ],
      user,
    );
    expect(first.status).toBe(200);
    expect(first.body.stored).toBe(2);
    expect(first.body.scores).toEqual([{ language: 'it', score: 1.3 }]);
    const rows = await query<{ event_type: string; event_weight: number; recipe_language: string }>(
      'select event_type, event_weight, recipe_language from language_interaction_events where user_id = $1 order by event_weight',
      [user.uid],
    );
    expect(rows).toEqual([
      { event_type: 'view', event_weight: 0.5, recipe_language: 'it' },
      { event_type: 'view_ingredients', event_weight: 0.8, recipe_language: 'it' },
    ]);
    const day = await query<{ event_count: number }>(
      'select event_count from language_learning_analytics where user_id = $1',
      [user.uid],
    );
    expect(day).toEqual([{ event_count: 2 }]);
  });

  it('refuses a guest, another user id and a bad event, naming the field, and stores nothing', async () => {
    const user = await createUser(db());
    const recipe = 'any-recipe';
    const guest = await send([event(recipe, 'view')]);
    expect(guest.status).toBe(401);
    const cases: [unknown, number, string][] = [
      [[event(recipe, 'view', { user_id: 'someone-else' })], 403, 'user_id'],
      [[event(recipe, 'stare')], 400, 'event_type'],
      [[event(recipe, 'view', { session_id: '' })], 400, 'session_id'],
      [[event(recipe, 'view', { user_language: 'xx' })], 400, 'user_language'],
      [[], 400, 'events'],
      [Array.from({ length: 51 }, () => event(recipe, 'view')), 400, 'events'],
    ];
    for (const [events, status, field] of cases) {
      const answer = await send(events as unknown[], user);
      const body = answer.body as unknown as { error: { message: string } };
      expect([answer.status, body.error.message]).toEqual([status, expect.stringContaining(field)]);
    }
    expect(await query('select 1 from language_interaction_events where user_id = $1', [user.uid])).toEqual(
      [],
    );
  });
});

describe('category affinity (001 §3, §7)', () => {
  it('counts a view once, a save 2, made-it 3 and a rating above 3; an unsave takes its part back', async () => {
    const category = await newCategory('afftest');
    const recipe = await createRecipeAs(chef, { categories: [category] });
    const user = await createUser(db());
    const score = async (body: Record<string, unknown>) => {
      const answer = await signal({ recipeId: recipe, ...body }, user);
      expect(answer.status).toBe(200);
      return answer.body.affinities;
    };
    expect(await score({ action: 'view' })).toEqual([{ categoryId: category, score: 0.5 }]);
    expect(await score({ action: 'view' })).toEqual([{ categoryId: category, score: 0.5 }]);
    expect(await score({ action: 'favorite' })).toEqual([{ categoryId: category, score: 2.5 }]);
    expect(await score({ action: 'made_it', rating: 5 })).toEqual([{ categoryId: category, score: 7.5 }]);
    expect(await score({ action: 'unfavorite' })).toEqual([{ categoryId: category, score: 5.5 }]);
    const bad = await signal({ recipeId: recipe, action: 'rate' }, user);
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining('rating')]);
    const missing = await signal({ recipeId: 'no-such-recipe', action: 'view' }, user);
    expect(missing.status).toBe(404);
    const guest = await api('POST', '/api/user/category-affinity', {
      body: { recipeId: recipe, action: 'view' },
    });
    expect(guest.status).toBe(401);
    // a private recipe of someone else is not the user's to learn from
    const hidden = await createRecipeAs(chef, { categories: [category], visibility: 'private' });
    expect((await signal({ recipeId: hidden, action: 'view' }, user)).status).toBe(404);
  });
});

describe('issue 16 "Done when": Italian desserts in an English interface', () => {
  it('scores the history, groups desserts with their percentage, allows Italian past 10, never the own recipes', async () => {
    const desserts = await newCategory('desserttest');
    const mains = await newCategory('mainstest');
    const italianDesserts: string[] = [];
    for (let n = 0; n < 5; n += 1)
      italianDesserts.push(await createRecipeAs(chef, italianDessert(desserts, n)));
    const englishDessert = await createRecipeAs(chef, { categories: [desserts] });
    const englishMain = await createRecipeAs(chef, { categories: [mains] });
    const ownDesserts = [
      await createRecipeAs(learner, { categories: [desserts] }),
      await createRecipeAs(learner, italianDessert(desserts, 9)),
    ];
    await signal({ recipeId: englishMain, action: 'view' }, learner);

    // A new user's home: no affinity, the fallback list, no groups.
    const before = await mine(learner);
    expect(before.status).toBe(200);
    expect(before.body.groups).toEqual([]);

    // The history: three Italian desserts viewed (and their ingredients read), two saved.
    for (const recipeId of italianDesserts.slice(0, 3)) {
      await signal({ recipeId, action: 'view' }, learner);
      await send([event(recipeId, 'view'), event(recipeId, 'view_ingredients')], learner);
    }
    for (const recipeId of italianDesserts.slice(0, 2)) {
      await signal({ recipeId, action: 'favorite' }, learner);
      await send([event(recipeId, 'save')], learner);
    }
    // own recipes teach nothing
    for (const recipeId of ownDesserts) await signal({ recipeId, action: 'favorite' }, learner);

    const scores = await query<{ category_id: string; score: number }>(
      'select category_id, score from user_category_affinity where user_id = $1 order by score desc',
      [learner.uid],
    );
    expect(scores).toEqual([
      { category_id: desserts, score: 5.5 },
      { category_id: mains, score: 0.5 },
    ]);
    // 3 × (0.5 + 0.8) + 2 × 3 = 9.9: Italian is not allowed yet
    expect((await interests(learner)).body).toEqual({
      interests: [{ language: 'it', score: 9.9 }],
      preferred: [],
      allowed: [],
    });
    expect(ids((await newest(desserts, learner)).body)).toEqual([englishDessert, ownDesserts[0]].sort());
    const englishOnly = (await mine(learner)).body;
    // one English dessert not the user's: a group needs 2
    expect(englishOnly.groups).toEqual([]);
    expect(englishOnly.affinityUsed).toBe(true);
    expect(englishOnly.recipes.map((recipe) => recipe.id)).toEqual([englishDessert, englishMain]);

    // one more view of a recipe's instructions (1.2) passes 10
    await send([event(italianDesserts[2]!, 'view_instructions')], learner);
    const learned = (await interests(learner)).body;
    expect(learned.allowed).toEqual(['it']);
    expect(learned.interests[0]!.score).toBeCloseTo(11.1, 6);
    expect(ids((await newest(desserts, learner)).body)).toEqual(
      [...italianDesserts, englishDessert, ...ownDesserts].sort(),
    );

    const home = (await mine(learner)).body;
    expect(home.basedOn).toEqual([
      { categoryId: desserts, score: 5.5 },
      { categoryId: mains, score: 0.5 },
    ]);
    expect(home.groups.map((group) => [group.categoryId, group.percentage, group.heart])).toEqual([
      [desserts, 55, false],
    ]);
    // saved ones and own ones are left out: the three not saved
    const grouped = home.groups[0]!.recipes.map((recipe) => recipe.id).sort();
    expect(grouped).toEqual([...italianDesserts.slice(2), englishDessert].sort());
    const list = await recommended({ preferredLanguage: 'en', limit: '50' }, learner);
    expect(list.body.affinityUsed).toBe(true);
    const listed = list.body.recipes.map((recipe) => recipe.id);
    for (const own of ownDesserts) expect(listed).not.toContain(own);
    expect(listed.slice(0, 4).sort()).toEqual(grouped);
    expect(list.body.recipes[0]!.categoryAffinityScore).toBe(5.5);

    // a guest gets the fallback, flagged
    const guest = await recommended({ preferredLanguage: 'en' });
    expect(guest.status).toBe(200);
    expect(guest.body.affinityUsed).toBe(false);

    // the reset: Italian leaves the feed again
    const reset = await api<LanguageInterests>('DELETE', '/api/user/language-interests', { user: learner });
    expect(reset.body).toEqual({ interests: [], preferred: [], allowed: [] });
    expect(ids((await newest(desserts, learner)).body)).toEqual([englishDessert, ownDesserts[0]].sort());
  });
});
