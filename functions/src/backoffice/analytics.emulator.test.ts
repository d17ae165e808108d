/**
 * The analytics call over a seeded dataset whose figures are known (issue 15 "Done when"): three cooks write 12
 * recipes through recipes-create with known creation methods, dietary flags and views; two of them search; a third
 * user has a search history from before the search log. GET /api/admin/analytics is read before and after, tab by
 * tab, and every figure must move by exactly what was seeded (the stack holds other tests' data too, so the test
 * compares differences, and the top lists as the merge of the earlier list with the new cooks). The tabs are
 * computed ahead (decision 0066): the answer stays as of the last refresh until the aggregations calls or the
 * scheduled job (backoffice-analytics, fired through its topic) compute them again. Then the aggregations calls
 * import the old history once (safe to run twice) and count the recipes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_SECTIONS,
  calorieBand,
  calorieThresholdsOf,
  projections,
  type AdminAnalyticsData,
  type AggregationStats,
  type AnalyticsFigures,
  type AnalyticsSection,
} from '../domain/analytics';
import { DEFAULT_ENTERPRISE_SETTINGS } from '../domain/constants/enterpriseSettings';
import { db } from '../platform/firebase';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { uniqueId } from '../testing/env';
import { createVerifiedUser } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import { publishToTopic } from '../testing/pubsub';
import { api, createRecipeAs, setRecipeCounters } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';
import { waitFor } from '../testing/waitFor';

type Flags = { isVegan: boolean; isVegetarian: boolean; isKosher: boolean; isGlutenFree: boolean };
interface Seeded {
  cook: 0 | 1 | 2;
  creationMethod: string;
  flags: Flags;
  ingredients: string[];
}

const flags = (vegan: boolean, vegetarian: boolean, kosher: boolean, glutenFree: boolean): Flags => ({
  isVegan: vegan,
  isVegetarian: vegetarian,
  isKosher: kosher,
  isGlutenFree: glutenFree,
});
const LIGHT = ['1 cup cucumber, sliced', '1 tablespoon lemon juice'];
const MIDDLE = ['2 cups red lentils', '1 onion, diced'];
const HEAVY = ['500 g butter', '3 cups sugar', '4 cups flour'];

/** Cook 0 writes 6, cook 1 writes 4, cook 2 writes 2. */
const DATASET: Seeded[] = [
  { cook: 0, creationMethod: 'manual', flags: flags(true, true, true, true), ingredients: LIGHT },
  { cook: 0, creationMethod: 'manual', flags: flags(true, true, false, false), ingredients: MIDDLE },
  { cook: 0, creationMethod: 'manual', flags: flags(false, true, true, false), ingredients: HEAVY },
  { cook: 0, creationMethod: 'youtube', flags: flags(false, false, true, true), ingredients: MIDDLE },
  { cook: 0, creationMethod: 'youtube', flags: flags(false, false, false, false), ingredients: HEAVY },
  { cook: 0, creationMethod: 'ai-title', flags: flags(true, true, true, false), ingredients: LIGHT },
  { cook: 1, creationMethod: 'ai-title', flags: flags(false, true, false, true), ingredients: MIDDLE },
  { cook: 1, creationMethod: 'manual', flags: flags(false, false, true, false), ingredients: HEAVY },
  { cook: 1, creationMethod: 'youtube', flags: flags(true, true, true, true), ingredients: LIGHT },
  { cook: 1, creationMethod: 'manual', flags: flags(false, false, false, false), ingredients: MIDDLE },
  { cook: 2, creationMethod: 'ai-title', flags: flags(false, true, false, false), ingredients: HEAVY },
  { cook: 2, creationMethod: 'manual', flags: flags(true, true, false, true), ingredients: LIGHT },
];
/** Views set on the first recipe (a high-traffic one: over 1,000) and the fourth (a youtube one). */
const VIEWS = { 0: 1500, 3: 40 } as Record<number, number>;

const run = uniqueId('an').replace(/[^a-z0-9]/gi, '');
const TERM = `zaatar${run}`.toLowerCase();
const OLD_TERM = `sumac${run}`.toLowerCase();

const accounts = accountsDeletedAfterAll();
let admin: TestUser;
let cooks: TestUser[];
let oldSearcher: TestUser;
let before: AnalyticsFigures;
let after: AnalyticsFigures;
let bannerBefore: AdminAnalyticsData['banner'];
let bannerAfter: AdminAnalyticsData['banner'];
let recipeIds: string[];
/** The overview as the first refresh left it, read again after the seeding before any refresh, and after one. */
let overviewBefore: AdminAnalyticsData;
let overviewUnrefreshed: AdminAnalyticsData;
let overviewAfter: AdminAnalyticsData;

const TOPIC = 'firebase-schedule-backoffice-analytics';

async function section<S extends AnalyticsSection>(name: S): Promise<AdminAnalyticsData & { section: S }> {
  const answer = await api<{ success: boolean; data: AdminAnalyticsData }>('GET', '/api/admin/analytics', {
    query: { section: name },
    user: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  expect(answer.body.data.section).toBe(name);
  return answer.body.data as AdminAnalyticsData & { section: S };
}

async function everyTab(): Promise<{ figures: AnalyticsFigures; banner: AdminAnalyticsData['banner'] }> {
  const figures = {} as Record<AnalyticsSection, unknown>;
  let banner: AdminAnalyticsData['banner'] | undefined;
  for (const name of ANALYTICS_SECTIONS) {
    const data = await section(name);
    banner ??= data.banner;
    figures[name] = (data as unknown as Record<string, unknown>)[name];
  }
  return { figures: figures as AnalyticsFigures, banner: banner! };
}

const delta = (now: Record<string, number>, then: Record<string, number>, key: string) =>
  (now[key] ?? 0) - (then[key] ?? 0);

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

async function recordSearch(user: TestUser, searchTerm: string): Promise<void> {
  const answer = await api('POST', '/api/user/search-history', { user, body: { searchTerm } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function aggregations(path: 'initialize-aggregations' | 'recalculate-aggregations') {
  const answer = await api<{ success: boolean; stats: AggregationStats }>('POST', `/api/admin/${path}`, {
    user: admin,
    body: {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.stats;
}

beforeAll(async () => {
  admin = await createAdmin(db());
  cooks = await Promise.all(
    ['Ana Lytics', 'Ben Counts', 'Cy Figures'].map((displayName) => createVerifiedUser({ displayName })),
  );
  oldSearcher = await createVerifiedUser({ displayName: 'Old Searcher' });
  accounts.push(admin.uid, oldSearcher.uid, ...cooks.map((cook) => cook.uid));
  for (const user of [...cooks, oldSearcher])
    await waitFor(() => mirrorRow('profiles', user.uid).then((row) => row ?? undefined), {
      what: `the profile row of ${user.uid}`,
    });
  // Everything pending from the initialization of earlier histories is imported before the first reading.
  await aggregations('initialize-aggregations');
  ({ figures: before, banner: bannerBefore } = await everyTab());
  overviewBefore = await section('overview');

  recipeIds = [];
  for (const [n, item] of DATASET.entries()) {
    recipeIds.push(
      await createRecipeAs(cooks[item.cook]!, {
        title: `Analytics ${run} ${n}`,
        creationMethod: item.creationMethod,
        ingredients: item.ingredients,
        ...item.flags,
      }),
    );
  }
  for (const [index, views] of Object.entries(VIEWS)) await setRecipeCounters(recipeIds[+index]!, { views });
  await recordSearch(cooks[0]!, TERM);
  await recordSearch(cooks[0]!, TERM.toUpperCase());
  await recordSearch(cooks[1]!, TERM);
  overviewUnrefreshed = await section('overview');
  // the figures computed again, as an admin's Recalculate does
  await aggregations('recalculate-aggregations');
  ({ figures: after, banner: bannerAfter } = await everyTab());
  overviewAfter = await section('overview');
}, 240_000);

describe('GET /api/admin/analytics over a known dataset', () => {
  it('counts the recipes per creation method, the banner and the overview figures', async () => {
    const methods = countBy(DATASET, (item) => item.creationMethod);
    for (const method of ['manual', 'youtube', 'ai-title', 'shared-link'])
      expect(delta(after.overview.creationMethods, before.overview.creationMethods, method), method).toBe(
        methods[method] ?? 0,
      );
    expect(bannerAfter.totalRecipes - bannerBefore.totalRecipes).toBe(DATASET.length);
    expect(bannerAfter.privateRecipes - bannerBefore.privateRecipes).toBe(0);
    expect(after.overview.totalRecipes - before.overview.totalRecipes).toBe(DATASET.length);
    expect(after.overview.activeCreators - before.overview.activeCreators).toBe(3);
    expect(after.overview.totalViews - before.overview.totalViews).toBe(1540);
    expect(after.overview.recipes.public - before.overview.recipes.public).toBe(DATASET.length);
    expect(delta(after.overview.recipes.byCategory, before.overview.recipes.byCategory, 'soups')).toBe(
      DATASET.length,
    );
    expect(after.overview.topRecipes.mostViewed.map((r) => r.id)).toContain(recipeIds[0]);
    const [counted] = await query<{ n: number }>('select count(*)::int n from public.recipes');
    expect(bannerAfter.totalRecipes).toBe(counted!.n);
  });

  it('splits the recipes by dietary flag and puts their calories in the settings’ bands', async () => {
    for (const field of ['isVegan', 'isVegetarian', 'isKosher', 'isGlutenFree'] as const) {
      const count = (figures: AnalyticsFigures) =>
        figures.dietary.options.find((option) => option.fieldName === field)?.count ?? 0;
      expect(count(after) - count(before), field).toBe(DATASET.filter((item) => item.flags[field]).length);
    }
    const thresholds = calorieThresholdsOf((await db().collection('settings').doc('analytics').get()).data());
    expect(after.dietary.calories.thresholds).toEqual(thresholds);
    const rows = await query<{ calories: number | null }>(
      'select calories from public.recipes where firebase_id = any($1)',
      [recipeIds],
    );
    const measured = rows.flatMap((row) => (row.calories === null ? [] : [row.calories]));
    expect(measured.length).toBe(DATASET.length);
    const bands = countBy(measured, (calories) => calorieBand(calories, thresholds));
    expect(Object.keys(bands).length, JSON.stringify(measured)).toBeGreaterThan(1);
    for (const band of ['low', 'medium', 'high'] as const)
      expect(after.dietary.calories[band] - before.dietary.calories[band], band).toBe(bands[band] ?? 0);
    expect(after.dietary.calories.measured - before.dietary.calories.measured).toBe(DATASET.length);
  });

  it('lists the top creators as the earlier list with the new cooks merged in, names and counts', () => {
    const seeded = cooks.map((cook, index) => ({
      id: cook.uid,
      displayName: ['Ana Lytics', 'Ben Counts', 'Cy Figures'][index]!,
      recipeCount: DATASET.filter((item) => item.cook === index).length,
    }));
    const expected = [
      ...before.engagement.topCreators.map(({ id, recipeCount }) => ({ id, recipeCount })),
      ...seeded,
    ]
      .sort((a, b) => b.recipeCount - a.recipeCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, 10);
    expect(after.engagement.topCreators.map(({ id, recipeCount }) => ({ id, recipeCount }))).toEqual(
      expected.map(({ id, recipeCount }) => ({ id, recipeCount })),
    );
    for (const cook of seeded) {
      const listed = after.engagement.topCreators.find((entry) => entry.id === cook.id);
      if (listed) expect(listed.displayName).toBe(cook.displayName);
    }
  });

  it('projects the monetization figures from the same counts (0.002 per view, 5% premium)', () => {
    const m = after.monetization;
    expect(m.projections).toEqual(projections(m.totalViews, m.totalUsers));
    expect(m.highTrafficRecipes - before.monetization.highTrafficRecipes).toBe(1);
    expect(m.youtubeRecipes - before.monetization.youtubeRecipes).toBe(3);
    expect(m.youtubeViews - before.monetization.youtubeViews).toBe(40);
    expect(m.veganRecipes - before.monetization.veganRecipes).toBe(
      DATASET.filter((i) => i.flags.isVegan).length,
    );
    expect(m.kosherRecipes - before.monetization.kosherRecipes).toBe(
      DATASET.filter((i) => i.flags.isKosher).length,
    );
  });

  it('counts the recorded searches, case-insensitively per term', () => {
    expect(after.search.totalSearches - before.search.totalSearches).toBe(3);
    expect(after.search.usersWithHistory - before.search.usersWithHistory).toBe(2);
    expect(after.search.topTerms.find((t) => t.term === TERM)?.count ?? 0).toBe(3);
  });

  it('imports a search history older than the log once, and counts the recipes it read', async () => {
    const old = ['2026-01-02T03:04:05.000Z', '2026-01-03T03:04:05.000Z'];
    await db()
      .collection('users')
      .doc(oldSearcher.uid)
      .collection('private')
      .doc('searchHistory')
      .set({ entries: old.map((timestamp) => ({ searchTerm: OLD_TERM, timestamp })) });
    const first = await aggregations('initialize-aggregations');
    expect(first.searchesImported).toBe(2);
    const [counted] = await query<{ n: number }>('select count(*)::int n from public.recipes');
    expect(first.recipesProcessed).toBe(counted!.n);
    const again = await aggregations('recalculate-aggregations');
    expect(again.searchesImported).toBe(0);
    const search = (await section('search')).search;
    expect(search.totalSearches - after.search.totalSearches).toBe(2);
    expect(search.usersWithHistory - after.search.usersWithHistory).toBe(1);
    expect(search.topTerms.find((t) => t.term === OLD_TERM)?.count ?? 0).toBe(2);
  });

  it('sizes its top lists, recent window and refresh by settings/analytics (decision 0036)', async () => {
    const settings = structuredClone(DEFAULT_ENTERPRISE_SETTINGS.analytics);
    settings.topResultsLimits = {
      ...settings.topResultsLimits,
      mostViewed: 1,
      mostRated: 2,
      mostShared: 1,
      mostFavorited: 2,
      topCreators: 1,
      popularTags: 1,
    };
    settings.timeRanges = { ...settings.timeRanges, realTimeRefreshInterval: 60_000 };
    const saved = await api('PUT', '/api/admin/settings', {
      user: admin,
      body: { category: 'analytics', value: settings },
    });
    expect(saved.status).toBe(200);
    try {
      const overview = await section('overview');
      expect(overview.overview.topRecipes.mostViewed).toHaveLength(1);
      expect(overview.overview.topRecipes.highestRated.length).toBeLessThanOrEqual(2);
      expect(overview.refreshMs).toBe(60_000);
      const content = (await section('content')).content;
      expect(content.mostShared.length).toBeLessThanOrEqual(1);
      expect(content.mostFavorited.length).toBeLessThanOrEqual(2);
      expect(content.popularTags.length).toBeLessThanOrEqual(1);
      expect((await section('engagement')).engagement.topCreators).toHaveLength(1);
    } finally {
      await api('PUT', '/api/admin/settings', {
        user: admin,
        body: { category: 'analytics', value: DEFAULT_ENTERPRISE_SETTINGS.analytics },
      });
    }
  });

  it('answers each tab as of its last refresh, until the aggregations compute it again (decision 0066)', async () => {
    expect(Date.parse(overviewBefore.asOf)).not.toBeNaN();
    expect(overviewUnrefreshed.asOf).toBe(overviewBefore.asOf);
    expect(overviewUnrefreshed.banner).toEqual(overviewBefore.banner);
    expect(overviewUnrefreshed.section === 'overview' && overviewUnrefreshed.overview.totalRecipes).toBe(
      before.overview.totalRecipes,
    );
    // the recalculation moved it (the figures' differences are the tests above)
    expect(Date.parse(overviewAfter.asOf)).toBeGreaterThan(Date.parse(overviewBefore.asOf));
    expect(overviewAfter.banner).toEqual(bannerAfter);
  });

  it('computes every tab again from the four-a-day schedule (backoffice-analytics)', async () => {
    const asOf = Object.fromEntries(
      await Promise.all(ANALYTICS_SECTIONS.map(async (name) => [name, (await section(name)).asOf])),
    ) as Record<AnalyticsSection, string>;
    await publishToTopic(TOPIC);
    for (const name of ANALYTICS_SECTIONS)
      await waitFor(
        async () => {
          const data = await section(name);
          return Date.parse(data.asOf) > Date.parse(asOf[name]) ? data : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 500, what: `the ${name} tab computed again by the scheduled job` },
      );
  });

  it('answers 400 naming the field for an unknown tab, and 403 to a non-admin', async () => {
    const bad = await api<{ error: string; field?: string }>('GET', '/api/admin/analytics', {
      query: { section: 'revenue' },
      user: admin,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('section');
    const refused = await api('GET', '/api/admin/analytics', {
      query: { section: 'overview' },
      user: cooks[0]!,
    });
    expect(refused.status).toBe(403);
  });
});
