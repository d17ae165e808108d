/**
 * POST /api/recipes/detect-language (000 §7) through the Hosting rewrite: the language, confidence, method and
 * userMessage key for he/fr/it/en and empty texts, signed in and signed out; 400s naming the field; the limit per
 * caller, exact under concurrent calls (counted in Postgres) and a 429 with Retry-After over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../domain/errors';
import { LANGUAGE_DETECTION_LIMIT, type LanguageDetectionAnswer } from '../domain/recipe/language';
import { db } from '../platform/firebase';
import { createUsers, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { query } from '../testing/pg';
import { api, serviceDeps } from '../testing/recipes';
import { detectRecipeLanguage, languageLimitKey } from './language';

const PATH = '/api/recipes/detect-language';
type Answer = LanguageDetectionAnswer & { error?: { message: string; field?: string; resetIn?: number } };

let cook: TestUser;
const detect = (body: unknown, user: TestUser | null = cook) => api<Answer>('POST', PATH, { body, user });

beforeAll(async () => {
  [cook] = await createUsers(db(), 'user');
});

describe('detect-language answers', () => {
  it.each([
    [
      'he',
      {
        title: 'שקשוקה ירוקה',
        description: 'שקשוקה עם תרד',
        ingredients: ['4 ביצים'],
        instructions: ['מחממים שמן'],
      },
      'script',
    ],
    [
      'fr',
      { title: 'Soupe à l’oignon', description: 'Une soupe avec du fromage et des croûtons pour les soirs' },
      'stopwords',
    ],
    [
      'it',
      { title: 'Tiramisù', instructions: ['Montare il mascarpone con lo zucchero e le uova'] },
      'stopwords',
    ],
    [
      'en',
      {
        title: 'Tomato soup',
        ingredients: ['4 tomatoes'],
        instructions: ['Simmer the tomatoes with the basil'],
      },
      'stopwords',
    ],
  ] as const)('reads %s, and says so', async (language, body, method) => {
    const answer = await detect(body);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toMatchObject({ language, method, userMessage: 'detected' });
    expect(answer.body.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('answers the default and no message for empty texts, and "uncertain" for texts without evidence', async () => {
    expect((await detect({})).body).toEqual({
      language: 'en',
      confidence: 0,
      method: 'default',
      userMessage: null,
    });
    expect((await detect({ title: ' ', ingredients: [], instructions: [''] })).body.userMessage).toBeNull();
    expect((await detect({ title: 'Tiramisù' })).body).toEqual({
      language: 'en',
      confidence: 0,
      method: 'default',
      userMessage: 'uncertain',
    });
  });

  it('answers a signed-out caller (the friend on a request link)', async () => {
    // guests are counted by address, and every local call comes from the same one: start this test's window empty
    await query("delete from public.rate_limits where key like 'language:ip:%'");
    const answer = await detect({ title: 'חלה מתוקה', description: 'חלה לשבת' }, null);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ language: 'he', userMessage: 'detected' });
    const keys = await query<{ key: string }>(
      "select key from public.rate_limits where key like 'language:ip:%'",
    );
    expect(keys.length).toBe(1);
  });
});

describe('detect-language refusals', () => {
  it.each([
    ['title', { title: 'x'.repeat(101) }, 'title must be 100 characters or less'],
    ['description', { description: 'x'.repeat(501) }, 'description must be 500 characters or less'],
    ['ingredients', { ingredients: 'eggs' }, 'ingredients must be a list of texts'],
    [
      'ingredients[1]',
      { ingredients: ['eggs', 'y'.repeat(101)] },
      'each ingredient must be 100 characters or less',
    ],
    ['instructions[0]', { instructions: [42] }, 'each instruction must be text'],
    ['instructions', { instructions: Array.from({ length: 101 }, () => 'Stir') }, 'at most 100 instructions'],
  ])('refuses a bad %s with a 400 naming it', async (field, body, message) => {
    const answer = await detect(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect(answer.body.error?.message).toContain(message);
  });
});

describe('detect-language limit', () => {
  const hit = (uid: string) =>
    detectRecipeLanguage(
      serviceDeps(),
      { uid, address: 'unused' },
      { title: 'Tomato soup with the basil' },
    ).then(
      () => 'allowed',
      (error: AppError) => `${error.code} ${String(error.details.resetIn)}`,
    );

  it(`lets exactly ${LANGUAGE_DETECTION_LIMIT.requests} of 25 concurrent calls of one caller through`, async () => {
    const uid = `language-${unique()}`;
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => hit(uid)));
    expect(verdicts.filter((verdict) => verdict === 'allowed')).toHaveLength(
      LANGUAGE_DETECTION_LIMIT.requests,
    );
    const refused = verdicts.filter((verdict) => verdict !== 'allowed');
    expect(refused).toHaveLength(25 - LANGUAGE_DETECTION_LIMIT.requests);
    for (const verdict of refused) expect(verdict).toMatch(/^resource-exhausted (\d|[1-5]\d|60)$/);
    // another caller has a window of their own
    expect(await hit(`language-${unique()}`)).toBe('allowed');
    expect(languageLimitKey({ uid, address: '1.2.3.4' })).toBe(`language:uid:${uid}`);
    expect(languageLimitKey({ uid: null, address: '1.2.3.4' })).toBe('language:ip:1.2.3.4');
  });

  it('answers the call past the limit over HTTP with 429, resetIn and Retry-After', async () => {
    const [user] = await createUsers(db(), 'user');
    const body = { title: 'Tomato soup with the basil' };
    for (let i = 0; i < LANGUAGE_DETECTION_LIMIT.requests; i += 1)
      expect((await detect(body, user)).status).toBe(200);
    const refused = await detect(body, user);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Too many requests. Please try again later.');
    expect(refused.body.error?.resetIn).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // the cook's own window is untouched
    expect((await detect(body)).status).toBe(200);
  });
});
