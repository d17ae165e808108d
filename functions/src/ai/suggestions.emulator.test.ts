/**
 * POST /api/ai/recipe-suggestions on the stack, with the offline provider the local configuration chooses: a draft
 * combined from the recipes already in Matkon that match the title, the 30-day cache by normalised title and
 * language, the limit of 5 requests per 10 minutes exact under 10 concurrent calls, and the spec's errors (a short
 * title names the field; a title nothing matches gets the "improve the title" message and writes nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, AI_SUGGESTIONS_COLLECTION } from '../domain/ai/suggestions';
import type { RecipeSuggestionsAnswer } from '../domain/contracts';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { api, createRecipeAs } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';
import type { AppError } from '../domain/errors';
import { offlineAiProviders } from '../platform/ai';
import { createServiceClient } from '../platform/mirror/client';
import { stackEnv } from '../testing/env';
import { similarRecipes } from './similar';
import { recipeSuggestions, suggestionCacheId } from './suggestions';

const mirror = () => {
  const env = stackEnv();
  return createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
};

const PATH = '/api/ai/recipe-suggestions';
const accounts = accountsDeletedAfterAll();
let cook: TestUser;
let asker: TestUser;

const letters = () =>
  Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const word = letters();
const title = `${word} lentil soup`;

beforeAll(async () => {
  [cook, asker] = await Promise.all([createUser(db()), createUser(db())]);
  accounts.push(cook.uid, asker.uid);
  await createRecipeAs(cook, {
    title: `${word} lentil soup`,
    description: `A ${word} soup of red lentils`,
    ingredients: ['2 cups red lentils', '1 onion, diced', '2 tbsp olive oil'],
    instructions: ['Fry the onion', 'Add the lentils and water', 'Simmer 20 minutes'],
  });
  await createRecipeAs(cook, {
    title: `Spicy ${word} lentils`,
    description: `Spicy ${word} lentils with cumin`,
    ingredients: ['2 cups red lentils', '1 tsp cumin', '1 onion, diced'],
    instructions: ['Toast the cumin', 'Cook the lentils'],
  });
}, 120_000);

describe('POST /api/ai/recipe-suggestions (offline provider)', () => {
  it('combines the matching recipes into a draft, then answers from the cache', async () => {
    const first = await api<RecipeSuggestionsAnswer>('POST', PATH, {
      user: asker,
      body: { title, language: 'en' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fromCache: false, rateLimitRemaining: 4, source: 'offline' });
    expect(first.body.data.ingredients).toEqual(
      expect.arrayContaining(['1 onion, diced', '2 cups red lentils']),
    );
    expect(first.body.data.description[0]).toContain(word);
    expect(first.body.data.instructions.length).toBeGreaterThanOrEqual(2);
    expect(first.body.data.description.length).toBeLessThanOrEqual(5);
    const stored = await db()
      .collection(AI_SUGGESTIONS_COLLECTION)
      .doc(suggestionCacheId({ title, language: 'en' }))
      .get();
    expect(stored.data()).toMatchObject({ language: 'en', source: 'offline', suggestions: first.body.data });

    const again = await api<RecipeSuggestionsAnswer>('POST', PATH, {
      user: asker,
      body: { title: `  ${title.toUpperCase()}!`, language: 'en' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ fromCache: true, rateLimitRemaining: 3, data: first.body.data });
  }, 90_000);

  it('refuses guests, short titles (naming the field) and unknown languages', async () => {
    const guest = await api<{ error: string }>('POST', PATH, { body: { title, language: 'en' } });
    expect(guest.status).toBe(401);
    expect(JSON.stringify(guest.body)).toContain(AI_MESSAGES.notAuthenticated);
    const short = await api<{ error: string }>('POST', PATH, {
      user: cook,
      body: { title: 'ab', language: 'en' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(AI_MESSAGES.titleTooShort);
    expect(JSON.stringify(short.body)).toContain('title');
    const language = await api('POST', PATH, { user: cook, body: { title, language: 'xx' } });
    expect(language.status).toBe(400);
  }, 60_000);

  it('a title nothing matches gets an empty answer (the screen asks for a better title) and caches nothing', async () => {
    const nothing = `${letters()} ${letters()}`;
    const answer = await api<{ data: Record<string, unknown[]>; fromCache: boolean }>('POST', PATH, {
      user: cook,
      body: { title: nothing, language: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ description: [], ingredients: [], instructions: [] });
    expect(answer.body.fromCache).toBe(false);
    const stored = await db()
      .collection(AI_SUGGESTIONS_COLLECTION)
      .doc(suggestionCacheId({ title: nothing, language: 'en' }))
      .get();
    expect(stored.exists).toBe(false);
  }, 60_000);

  it('allows exactly 5 requests per 10 minutes under 10 concurrent calls; then HTTP answers 429 with resetIn', async () => {
    const racer = await createUser(db());
    accounts.push(racer.uid);
    // ten at once through the service (the functions emulator serialises cold workers, so ten HTTP calls at once
    // measure its start-up, not the counter); the counter is the same transaction either way
    const deps = {
      db: db(),
      suggestions: offlineAiProviders({ similarRecipes: (query) => similarRecipes(mirror(), query) })
        .suggestions,
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => recipeSuggestions(deps, racer.uid, { title, language: 'en' })),
    );
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' && (outcome.reason as AppError).code === 'resource-exhausted',
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(5);

    const answer = await api<{ error: { message: string; resetIn: number } }>('POST', PATH, {
      user: racer,
      body: { title, language: 'en' },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.error.resetIn).toBeGreaterThan(0);
    expect(answer.body.error.resetIn).toBeLessThanOrEqual(600);
    expect(Number(answer.headers.get('retry-after'))).toBe(answer.body.error.resetIn);
    expect(JSON.stringify(answer.body)).toMatch(/Rate limit exceeded\. Please wait \d+ seconds\./);
  }, 90_000);
});
