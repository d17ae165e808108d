/**
 * Search through the Hosting rewrites (POST /api/search, GET /api/search/suggestions, /api/user/search-history)
 * against recipes written by recipes-create, so the mirror's trigger builds their search rows: visibility never
 * leaks, typos and Hebrew niqqud still find, filters, sanitising, paging errors, history, and the limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchHistoryEntry, SearchSuggestion } from '../domain/search/types';
import { userSearchTerms } from '../domain/username';
import type { AppError } from '../domain/errors';
import { createLocalVerifier } from '../platform/botCheck';
import { db } from '../platform/firebase';
import { createUsers, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { query } from '../testing/pg';
import { callFollow, createVerifiedUser } from '../testing/follows';
import { expectSuccess } from '../testing/callables';
import {
  HUMAN,
  api,
  callRecipes,
  createRecipeAs,
  recipeForm,
  serviceDeps,
  setRecipeCounters,
} from '../testing/recipes';
import { admitSearch, type SearchCaller } from '../platform/search/limit';

let author: TestUser;
let follower: TestUser;
let stranger: TestUser;
/** A word no other recipe holds, so each search sees only this file's recipes. */
const marker = `quince${unique()}`;
const ids: Record<string, string> = {};

const search = (body: Record<string, unknown>, user: TestUser | null = null) =>
  api<SearchAnswer & { error?: { message: string; field?: string } }>('POST', '/api/search', {
    body: user ? body : { deviceId: `device-${unique()}`, ...body },
    user,
  });
const foundIds = (answer: { body: SearchAnswer }) => answer.body.results.map((result) => result.id);
const suggest = (term: string, user: TestUser | null = null) =>
  api<{ suggestions: SearchSuggestion[] }>('GET', '/api/search/suggestions', { query: { term }, user });

beforeAll(async () => {
  [author, stranger] = await createUsers(db(), 'user', 'user');
  // a real follow (social-follow): the mirror's follows row is what search reads
  follower = await createVerifiedUser();
  expect((await callFollow(follower, author.uid)).status).toBe(200);
  const recipe = (title: string, overrides: Record<string, unknown> = {}) =>
    createRecipeAs(author, { title, tags: [marker], ...overrides });
  ids.public = await recipe('Roasted chicken with lemons');
  ids.followers = await recipe('Secret chicken stew', { visibility: 'followers-only' });
  ids.private = await recipe('Private chicken curry', { visibility: 'private' });
  ids.broccoli = await recipe('Garlic broccoli bake', { isVegan: false, description: 'Crispy and green' });
  ids.hummus = await recipe('חומוס ביתי עם טחינה', {
    description: 'חומוס חלק',
    ingredients: ['גרגרי חומוס', 'טחינה גולמית'],
    instructions: ['לטחון הכול יחד'],
    recipeTip: '',
    language: 'he',
  });
  ids.creme = await recipe('Crème brûlée à la vanille', { language: 'fr' });
  await setRecipeCounters(ids.broccoli, { rating: 4.5 });
});

describe('visibility', () => {
  it('never shows private or followers-only recipes to a guest or a stranger, in results or suggestions', async () => {
    for (const user of [null, stranger]) {
      const answer = await search({ searchTerm: `chicken ${marker}` }, user);
      expect(answer.status).toBe(200);
      expect(foundIds(answer)).toEqual([ids.public]);
      const suggestions = await suggest(`chicken ${marker}`, user);
      expect(suggestions.body.suggestions.filter((s) => s.kind === 'recipe').map((s) => s.id)).toEqual([
        ids.public,
      ]);
    }
  });

  it('shows followers-only recipes to a follower and everything to the author', async () => {
    expect(new Set(foundIds(await search({ searchTerm: `chicken ${marker}` }, follower)))).toEqual(
      new Set([ids.public, ids.followers]),
    );
    expect(new Set(foundIds(await search({ searchTerm: `chicken ${marker}` }, author)))).toEqual(
      new Set([ids.public, ids.followers, ids.private]),
    );
  });

  it('takes the followers-only recipe away from a follower who unfollows, in results and suggestions', async () => {
    const other = await createVerifiedUser();
    expect((await callFollow(other, author.uid)).status).toBe(200);
    expect(foundIds(await search({ searchTerm: `secret ${marker}` }, other))).toEqual([ids.followers]);
    expect((await callFollow(other, author.uid, 'unfollow')).status).toBe(200);
    expect(foundIds(await search({ searchTerm: `secret ${marker}` }, other))).toEqual([]);
    const suggestions = await suggest(`secret ${marker}`, other);
    expect(suggestions.body.suggestions.filter((s) => s.kind === 'recipe')).toEqual([]);
  });

  it('follows a recipe made private after it was found (the mirror keeps the search row in step)', async () => {
    const id = await createRecipeAs(author, { title: `Plum tart ${marker}`, tags: [marker] });
    expect(foundIds(await search({ searchTerm: `plum ${marker}` }))).toEqual([id]);
    // through recipes-update, as its author would: a write to the mirror alone is undone by the next reconcile
    await expectSuccess(
      callRecipes(
        'update',
        {
          recipeId: id,
          recipe: recipeForm({ title: `Plum tart ${marker}`, tags: [marker], visibility: 'private' }),
          images: [],
        },
        author,
      ),
    );
    expect(foundIds(await search({ searchTerm: `plum ${marker}` }))).toEqual([]);
  });
});

describe('matching', () => {
  it('finds through typos, in the title first', async () => {
    const chiken = await search({ searchTerm: `chiken ${marker}` });
    expect(foundIds(chiken)).toEqual([ids.public]);
    expect(foundIds(await search({ searchTerm: `brocoli ${marker}` }))).toEqual([ids.broccoli]);
    expect(foundIds(await search({ searchTerm: `crispi ${marker}` }))).toEqual([ids.broccoli]);
  });

  it('finds a Hebrew recipe spelled with niqqud, and French without accents', async () => {
    expect(foundIds(await search({ searchTerm: `חֻמּוּס ${marker}` }))).toEqual([ids.hummus]);
    expect(foundIds(await search({ searchTerm: `והטחינה ${marker}` }))).toEqual([ids.hummus]);
    expect(foundIds(await search({ searchTerm: `creme brulee ${marker}` }))).toEqual([ids.creme]);
  });

  it('filters by dietary flags and a minimum rating', async () => {
    const vegan = await search({
      searchTerm: marker,
      options: { filters: { dietary: ['isVegan'] }, paging: { limit: 50 } },
    });
    expect(foundIds(vegan)).not.toContain(ids.broccoli);
    expect(foundIds(vegan)).toContain(ids.public);
    const rated = await search({ searchTerm: marker, options: { filters: { minRating: 3 } } });
    expect(foundIds(rated)).toEqual([ids.broccoli]);
  });

  it('pages with hasMore and nextPage', async () => {
    const first = await search({ searchTerm: marker, options: { paging: { page: 1, limit: 2 } } });
    expect(first.body).toMatchObject({ resultCount: 2, hasMore: true, nextPage: 2 });
    const second = await search({ searchTerm: marker, options: { paging: { page: 2, limit: 2 } } });
    expect(foundIds(second).some((id) => foundIds(first).includes(id))).toBe(false);
    expect(second.body).toMatchObject({ resultCount: 2, hasMore: false, nextPage: null });
  });

  it('answers each result with the spec fields and matchType direct, and channels by name prefix', async () => {
    const answer = await search({ searchTerm: `roasted ${marker}` });
    expect(answer.body.results[0]).toMatchObject({
      id: ids.public,
      title: 'Roasted chicken with lemons',
      description: expect.any(String),
      rating: 0,
      views: 0,
      matchType: 'direct',
    });
    // the card's "by …" line: the cook's names as the profiles mirror holds them
    const [profile] = await query<{ display_name: string; username: string | null }>(
      'select display_name, username from profiles where firebase_id = $1',
      [author.uid],
    );
    expect(profile?.display_name).toBeTruthy();
    expect(answer.body.results[0]).toMatchObject({
      authorName: profile?.display_name,
      authorUsername: profile?.username ?? null,
    });
    expect(answer.body.term).toBe(`roasted ${marker}`);
    // a channel as the profiles mirror holds it (users/{uid} with its searchTerms, written by the users group)
    const name = `Zelda ${marker}`;
    const channelId = `channel-${marker}`;
    await query(
      `insert into profiles (firebase_id, source_version, username, display_name, search_terms)
       values ($1, 1, $2, $3, $4)`,
      [channelId, `zelda_${marker}`, name, userSearchTerms(name, `zelda_${marker}`)],
    );
    try {
      const channels = await search({ searchTerm: `ZELDA ${marker.slice(0, 9)}` });
      expect(channels.body.users).toEqual([
        expect.objectContaining({ id: channelId, displayName: name, username: `zelda_${marker}` }),
      ]);
      const suggestions = await suggest(`zelda ${marker}`);
      expect(suggestions.body.suggestions).toContainEqual(
        expect.objectContaining({ kind: 'channel', id: channelId, text: name }),
      );
    } finally {
      await query('delete from profiles where firebase_id = $1', [channelId]);
    }
  });
});

describe('sanitising and bad input', () => {
  it('strips markup and symbols from the term and answers an empty result for nothing left', async () => {
    const answer = await search({ searchTerm: `<b>"chicken"</b> & '${marker}'` });
    expect(answer.body.term).toBe(`bchickenb ${marker}`);
    const empty = await search({ searchTerm: '<>&"\'' });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ results: [], term: '', resultCount: 0, hasMore: false });
  });

  it.each([
    [{ page: 0 }, 'options.paging.page'],
    [{ page: 'two' }, 'options.paging.page'],
    [{ limit: 500 }, 'options.paging.limit'],
    [{ limit: -1 }, 'options.paging.limit'],
  ])('answers 400 naming the parameter for paging %j', async (paging, field) => {
    const answer = await search({ searchTerm: 'soup', options: { paging } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(field);
  });
});

describe('search history', () => {
  it('keeps a signed-in user’s terms newest first, removes one or all, and refuses guests', async () => {
    const history = (method: 'GET' | 'POST' | 'DELETE', body?: unknown) =>
      api<{ history: SearchHistoryEntry[] }>(method, '/api/user/search-history', { body, user: stranger });
    await history('POST', { searchTerm: 'lentil soup' });
    await history('POST', { searchTerm: 'Crème brûlée', timestamp: Date.now() });
    await history('POST', { searchTerm: 'LENTIL soup' });
    const listed = await history('GET');
    expect(listed.body.history.map((entry) => entry.searchTerm)).toEqual(['LENTIL soup', 'Crème brûlée']);
    const removed = await history('DELETE', { searchTerm: 'lentil soup' });
    expect(removed.body.history.map((entry) => entry.searchTerm)).toEqual(['Crème brûlée']);
    // issue 27: text is kept as text (React escapes it on output) and an emoji-only search is kept
    await history('POST', { searchTerm: '<script>alert(1)</script>' });
    const kept = await history('POST', { searchTerm: ' 🍕 ' });
    expect(kept.body.history.map((entry) => entry.searchTerm).slice(0, 2)).toEqual([
      '🍕',
      '<script>alert(1)</script>',
    ]);
    expect((await history('DELETE', { clearAll: true })).body.history).toEqual([]);
    expect((await history('DELETE', {})).status).toBe(400);
    expect((await api('GET', '/api/user/search-history')).status).toBe(401);
  });
});

describe('the limit (15 searches per 5 minutes, then a human check, else a 60 s lock)', () => {
  const verifier = createLocalVerifier();
  const admit = (caller: SearchCaller, botToken?: string) =>
    admitSearch({ supabase: serviceDeps().supabase, verifier }, caller, botToken).then(
      () => 'allowed',
      (error: AppError) => `${error.code}: ${error.message}`,
    );
  const TOO_MANY = 'resource-exhausted: Too many searches. Please wait a minute before trying again.';

  it('holds under 20 concurrent searches of one device, then locks it, token or not', async () => {
    const caller = { uid: null, deviceId: `device-${unique()}` };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => admit(caller)));
    expect(verdicts.filter((verdict) => verdict === 'allowed')).toHaveLength(15);
    expect(verdicts.filter((verdict) => verdict === TOO_MANY)).toHaveLength(5);
    expect(await admit(caller, HUMAN)).toBe(TOO_MANY);
    expect(await admit({ uid: null, deviceId: `device-${unique()}` })).toBe('allowed');
  });

  it('lets a search past the limit through with a passing human check, and locks after a failing one', async () => {
    const human = { uid: `human-${unique()}` };
    const bot = { uid: `bot-${unique()}` };
    for (const caller of [human, bot]) {
      const verdicts = await Promise.all(Array.from({ length: 15 }, () => admit(caller)));
      expect(verdicts.every((verdict) => verdict === 'allowed')).toBe(true);
    }
    expect(await admit(human, HUMAN)).toBe('allowed');
    expect(await admit(human)).toBe('allowed');
    expect(await admit(bot, 'test-score-0.1')).toBe(
      'permission-denied: Security verification failed. Please try again.',
    );
    expect(await admit(bot, HUMAN)).toBe(TOO_MANY);
  });

  it('answers the 16th search of a device over HTTP with 429, the spec’s message and Retry-After', async () => {
    const deviceId = `device-${unique()}`;
    for (let i = 0; i < 15; i += 1) expect((await search({ searchTerm: 'soup', deviceId })).status).toBe(200);
    const refused = await search({ searchTerm: 'soup', deviceId });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Too many searches. Please wait a minute before trying again.');
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
  });
});
