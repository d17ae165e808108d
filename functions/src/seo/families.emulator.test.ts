/**
 * A recipe in several languages as readers, search and crawlers follow it (issue 34, decision 0073), through the
 * Hosting emulator: each version's server-rendered page names every member in its language (hreflang) and the
 * original (x-default), its JSON-LD is in its own language and links the others (workTranslation /
 * translationOfWork); the sitemap lists every version; search by a word only one version holds finds the family
 * once, as the member in the searcher's language; the channel, the newest feed, the recipe page's related recipes
 * and the activity feed (its stored items and highlights) list the family once, as the member in the reader's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activityItemId } from '../domain/activity';
import type { FeedList, SimilarRecipe, UserRecipesPage } from '../domain/contracts';
import { db } from '../platform/firebase';
import type { SearchAnswer, SearchSuggestion } from '../domain/search/types';
import { unique } from '../testing/factories';
import type { TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { callFollow, verifiedAccounts } from '../testing/follows';
import { api, createRecipeAs, setRecipeCounters } from '../testing/recipes';
import { addVersionAs, HEBREW_FORM } from '../testing/versions';
import { waitFor } from '../testing/waitFor';

const { verified } = verifiedAccounts();
/** A word of the French version's description only. */
const frenchWord = `oseille${unique()}`;
/** A tag the family's members and one recipe of another cook share, so related recipes relate them. */
const relatedTag = `lentils${unique()}`;
const ids = { original: '', hebrew: '', french: '' };
let cookUid = '';
/** A follower of the cook whose interface is Hebrew; the recipe the related recipes are asked for. */
let reader: TestUser;
let relatedTo = '';

const FRENCH_FORM = {
  title: 'Soupe de lentilles',
  description: `Une soupe épaisse et chaude, à l'${frenchWord}`,
  ingredients: ['2 tasses de lentilles corail', 'un oignon émincé'],
  instructions: ["Faire revenir l'oignon", 'Cuire les lentilles 20 minutes'],
  recipeTip: 'Mixer la moitié',
  tags: [relatedTag],
};

beforeAll(async () => {
  const [cook, other] = await Promise.all([verified(), verified()]);
  reader = await verified({ language: 'he' });
  cookUid = cook.uid;
  // following first: the fan-out stores the reader an item for every member the cook publishes
  await expectSuccess(callFollow(reader, cook.uid));
  ids.original = await createRecipeAs(cook, { title: `Lentil soup ${unique()}`, tags: [relatedTag] });
  ids.hebrew = await addVersionAs(cook, ids.original, 'he', { ...HEBREW_FORM, tags: [relatedTag] });
  ids.french = await addVersionAs(cook, ids.original, 'fr', FRENCH_FORM);
  // shares the family's category and tag, none of its ingredients
  relatedTo = await createRecipeAs(other, {
    tags: [relatedTag],
    ingredients: ['12 kumquats', '1 vanilla pod'],
  });
}, 120_000);

async function page(id: string): Promise<string> {
  const answer = await api<string>('GET', `/recipe/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
    lang,
    new URL(href ?? '').pathname + new URL(href ?? '').search,
  ]);

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('each version’s Hosting page', () => {
  it('names every member in its language and x-default the original, the same list on every member', async () => {
    const expected = [
      ['en', `/recipe/${ids.original}`],
      ['he', `/recipe/${ids.hebrew}`],
      ['fr', `/recipe/${ids.french}`],
      ['it', `/recipe/${ids.original}?lang=it`],
      ['x-default', `/recipe/${ids.original}`],
    ];
    for (const id of [ids.original, ids.hebrew, ids.french]) {
      const html = await page(id);
      expect(alternates(html), id).toEqual(expected);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/recipe/${id}" />`));
    }
  });

  it('gives JSON-LD in each version’s own language, the original listing its versions', async () => {
    const work = (id: string, language: string) =>
      expect.objectContaining({
        '@type': 'Recipe',
        '@id': expect.stringMatching(`/recipe/${id}#recipe$`),
        inLanguage: language,
      });
    const original = jsonLd(await page(ids.original));
    expect(original).toMatchObject({ inLanguage: 'en' });
    expect(original.workTranslation).toEqual([work(ids.hebrew, 'he'), work(ids.french, 'fr')]);
    expect(original).not.toHaveProperty('translationOfWork');

    const hebrew = jsonLd(await page(ids.hebrew));
    expect(hebrew).toMatchObject({ inLanguage: 'he', name: 'מרק עדשים' });
    expect(hebrew.translationOfWork).toEqual(work(ids.original, 'en'));
    expect(hebrew).not.toHaveProperty('workTranslation');

    const french = jsonLd(await page(ids.french));
    expect(french).toMatchObject({ inLanguage: 'fr', name: 'Soupe de lentilles' });
    expect(french.translationOfWork).toEqual(work(ids.original, 'en'));
  });

  it('the sitemap lists every version', async () => {
    const answer = await api<string>('GET', '/sitemap.xml');
    expect(answer.status).toBe(200);
    for (const id of [ids.original, ids.hebrew, ids.french])
      expect(answer.body).toContain(`/recipe/${id}</loc>`);
  });
});

describe('search by a word only the French version holds', () => {
  const search = (options: Record<string, unknown>) =>
    api<SearchAnswer>('POST', '/api/search', {
      body: { searchTerm: frenchWord, deviceId: `device-${unique()}`, options },
    });
  const found = async (options: Record<string, unknown>) => {
    const answer = await search(options);
    expect(answer.status).toBe(200);
    return answer.body.results.map((result) => result.id);
  };

  it('finds the family once, as the member in the searcher’s language', async () => {
    expect(await found({ userLanguage: 'he' })).toEqual([ids.hebrew]);
    expect(await found({ userLanguage: 'en' })).toEqual([ids.original]);
    expect(await found({ userLanguage: 'it' })).toEqual([ids.french]);
    expect(await found({})).toEqual([ids.french]);
  });

  it('a result carries the family’s list for "Also in"', async () => {
    const answer = await search({ userLanguage: 'he' });
    expect(answer.body.results[0]?.languageVersions?.map((member) => member.language)).toEqual([
      'en',
      'he',
      'fr',
    ]);
  });

  it('suggests the family once, in the searcher’s language', async () => {
    const answer = await api<{ suggestions: SearchSuggestion[] }>('GET', '/api/search/suggestions', {
      query: { term: frenchWord, language: 'he' },
    });
    expect(answer.body.suggestions.filter((s) => s.kind === 'recipe').map((s) => s.id)).toEqual([ids.hebrew]);
  });
});

describe('lists', () => {
  it('the channel lists the family once, in the reader’s language', async () => {
    const grid = (language?: string) =>
      api<UserRecipesPage>('GET', '/api/supabase/get-user-recipes', {
        query: { targetUserId: cookUid, ...(language ? { language } : {}) },
      });
    const french = await grid('fr');
    expect(french.body.recipes.map((recipe) => recipe.id)).toEqual([ids.french]);
    expect(french.body.total).toBe(1);
    expect((await grid()).body.recipes.map((recipe) => recipe.id)).toEqual([ids.original]);
  });

  it('the newest feed shows the family once, in the viewer’s language', async () => {
    const answer = await api<FeedList>('GET', '/api/supabase/get-newest-recipes', {
      query: { preferredLanguage: 'he', limit: '50' },
    });
    expect(answer.status).toBe(200);
    const family = new Set(Object.values(ids));
    const members = answer.body.recipes.filter((recipe) => family.has(recipe.id));
    expect(members.map((recipe) => recipe.id)).toEqual([ids.hebrew]);
    expect(members[0]?.languageVersions).toHaveLength(3);
  });
});

describe('the recipe page and the activity feed', () => {
  const family = () => new Set([ids.original, ids.hebrew, ids.french]);

  it('related recipes list the family once, as its member in the reader’s language', async () => {
    const related = async (language?: string) => {
      const answer = await api<{ recommendations: SimilarRecipe[] }>('GET', '/api/recipes/similar', {
        query: { recipeId: relatedTo, count: '20', ...(language ? { language } : {}) },
      });
      expect(answer.status).toBe(200);
      return answer.body.recommendations.map((recipe) => recipe.id).filter((id) => family().has(id));
    };
    expect(await related('he')).toEqual([ids.hebrew]);
    expect(await related('fr')).toEqual([ids.french]);
    // a guest without a language, or in one the family lacks: the original
    expect(await related()).toEqual([ids.original]);
    expect(await related('it')).toEqual([ids.original]);
  });

  it('the activity feed holds the family once of each kind, as its member in the reader’s language', async () => {
    // the fan-out stored an item for each member
    for (const id of family()) {
      await waitFor(
        async () =>
          (
            await db()
              .doc(`users/${reader.uid}/activity/${activityItemId('new_recipe', id)}`)
              .get()
          ).exists || undefined,
        { timeoutMs: 60_000, what: `the reader's item of ${id}` },
      );
      // every member trends on its own page
      await setRecipeCounters(id, { views: 150 });
    }
    const feed = async (language?: string) => {
      const answer = await api<{ items: { type: string; recipe: { id: string; title: string } }[] }>(
        'GET',
        '/api/user/my-activity-feed-enterprise',
        { user: reader, query: language ? { language } : {} },
      );
      expect(answer.status).toBe(200);
      return answer.body.items
        .filter((item) => family().has(item.recipe.id))
        .map((item) => [item.type, item.recipe.id, item.recipe.title])
        .sort();
    };
    // the reader's interface language (Hebrew), then the request's
    expect(await feed()).toEqual([
      ['new_recipe', ids.hebrew, HEBREW_FORM.title],
      ['trending_recipe', ids.hebrew, HEBREW_FORM.title],
    ]);
    expect(await feed('fr')).toEqual([
      ['new_recipe', ids.french, FRENCH_FORM.title],
      ['trending_recipe', ids.french, FRENCH_FORM.title],
    ]);
  });
});
