/**
 * POST /api/ai/ingredient-replacement and /api/analytics/track-ingredient-click on the stack, with the offline
 * provider: signed in only (AUTH_REQUIRED), the table's replacement with its amount and why, the 30-minute cache,
 * exactly 5 per hour under 10 concurrent calls then 429 RATE_LIMIT_EXCEEDED, a 400 naming the field, a failing
 * provider's message with nothing written; clicks recorded with the bearer's uid (or null), never the body's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AI_REPLACEMENTS_COLLECTION,
  INGREDIENT_CLICKS_COLLECTION,
  REPLACEMENT_CODES,
  REPLACEMENT_MESSAGES,
} from '../domain/ai/replacementRules';
import type { IngredientReplacementAnswer } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { AiUnavailableError, offlineAiProviders } from '../platform/ai';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { api } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';
import { ingredientReplacement, replacementCacheId } from './replacement';

const PATH = '/api/ai/ingredient-replacement';
const accounts = accountsDeletedAfterAll();
let cook: TestUser;
const recipeId = `replacement-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const recipe = {
  id: recipeId,
  title: 'Butter cake',
  description: 'A plain butter cake',
  ingredients: ['1 cup butter, softened', '2 cups sugar', '3 eggs', '1 tsp salt'],
};
interface ErrorBody {
  error: { code: string; message: string; reason?: string; resetIn?: number; field?: string };
}

beforeAll(async () => {
  cook = await createUser(db());
  accounts.push(cook.uid);
}, 60_000);

describe('POST /api/ai/ingredient-replacement (offline provider)', () => {
  it('answers the table’s replacement with its amount and why, then from the cache', async () => {
    const body = { recipe, missingIngredient: '2 cups sugar', language: 'en' };
    const first = await api<IngredientReplacementAnswer>('POST', PATH, { user: cook, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      fromCache: false,
      rateLimitRemaining: 4,
      source: 'offline',
      replacement: { substitute: 'honey', amount: '1½ cup' },
    });
    expect(first.body.replacement?.why).toContain('sugar');
    const stored = await db()
      .collection(AI_REPLACEMENTS_COLLECTION)
      .doc(replacementCacheId({ ...body, language: 'en' }))
      .get();
    expect(stored.data()).toMatchObject({ recipeId, replacement: first.body.replacement });

    const again = await api<IngredientReplacementAnswer>('POST', PATH, { user: cook, body });
    expect(again.body).toMatchObject({
      fromCache: true,
      rateLimitRemaining: 3,
      replacement: first.body.replacement,
    });

    const hebrew = await api<IngredientReplacementAnswer>('POST', PATH, {
      user: cook,
      body: { ...body, missingIngredient: '1 cup butter, softened', language: 'he' },
    });
    expect(hebrew.body.replacement).toMatchObject({ substitute: 'שמן קוקוס', amount: '1 כוס' });

    const none = await api<IngredientReplacementAnswer>('POST', PATH, {
      user: cook,
      body: { ...body, missingIngredient: '1 tsp salt' },
    });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ replacement: null, rateLimitRemaining: 1 });
  }, 60_000);

  it('refuses guests with AUTH_REQUIRED and an ingredient not in the recipe naming the field', async () => {
    const guest = await api<ErrorBody>('POST', PATH, {
      body: { recipe, missingIngredient: '3 eggs', language: 'en' },
    });
    expect(guest.status).toBe(401);
    expect(guest.body.error.reason).toBe(REPLACEMENT_CODES.authRequired);

    const other = await createUser(db());
    accounts.push(other.uid);
    const wrong = await api<ErrorBody>('POST', PATH, {
      user: other,
      body: { recipe, missingIngredient: 'gold leaf', language: 'en' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      message: REPLACEMENT_MESSAGES.notInRecipe,
      field: 'missingIngredient',
    });
    const noRecipe = await api<ErrorBody>('POST', PATH, {
      user: other,
      body: { missingIngredient: '3 eggs', language: 'en' },
    });
    expect(noRecipe.status).toBe(400);
    expect(noRecipe.body.error.field).toBe('recipe');
  }, 60_000);

  it('allows exactly 5 per hour under 10 concurrent calls; then HTTP says RATE_LIMIT_EXCEEDED with resetIn', async () => {
    const racer = await createUser(db());
    accounts.push(racer.uid);
    const deps = { db: db(), replacement: offlineAiProviders().replacement };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        ingredientReplacement(deps, racer.uid, { recipe, missingIngredient: '3 eggs', language: 'en' }),
      ),
    );
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        outcome.reason instanceof AppError &&
        outcome.reason.code === 'resource-exhausted',
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(5);

    const over = await api<ErrorBody>('POST', PATH, {
      user: racer,
      body: { recipe, missingIngredient: '3 eggs', language: 'en' },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.reason).toBe(REPLACEMENT_CODES.rateLimited);
    expect(over.body.error.resetIn).toBeGreaterThan(3000);
  }, 60_000);

  it('a failing provider gives the spec’s message and caches nothing', async () => {
    const unlucky = await createUser(db());
    accounts.push(unlucky.uid);
    const input = { recipe, missingIngredient: '3 eggs', language: 'fr' as const };
    const failing = {
      source: 'model' as const,
      replace: () => Promise.reject(new AiUnavailableError('vertex 503')),
    };
    await expect(
      ingredientReplacement({ db: db(), replacement: failing }, unlucky.uid, input),
    ).rejects.toMatchObject({ code: 'unavailable', message: REPLACEMENT_MESSAGES.failed });
    const stored = await db().collection(AI_REPLACEMENTS_COLLECTION).doc(replacementCacheId(input)).get();
    expect(stored.exists).toBe(false);
  }, 60_000);
});

describe('POST /api/analytics/track-ingredient-click', () => {
  const clicksOf = async () =>
    (await db().collection(INGREDIENT_CLICKS_COLLECTION).where('recipeId', '==', recipeId).get()).docs.map(
      (doc) => doc.data(),
    );

  it('records a guest’s and a reader’s click with the bearer’s uid, and refuses a bad action naming it', async () => {
    const path = '/api/analytics/track-ingredient-click';
    const guest = await api('POST', path, {
      body: { ingredient: '3 eggs', recipeId, userId: 'someone-else', action: 'select' },
    });
    expect(guest.status).toBe(200);
    const reader = await api('POST', path, {
      user: cook,
      body: { ingredient: '2 cups sugar', recipeId, userId: cook.uid, action: 'replace' },
    });
    expect(reader.status).toBe(200);
    const clicks = await clicksOf();
    expect(clicks.map(({ ingredient, userId, action }) => ({ ingredient, userId, action }))).toEqual(
      expect.arrayContaining([
        { ingredient: '3 eggs', userId: null, action: 'select' },
        { ingredient: '2 cups sugar', userId: cook.uid, action: 'replace' },
      ]),
    );
    const bad = await api<ErrorBody>('POST', path, { body: { ingredient: 'x', recipeId, action: 'steal' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('action');
    expect(await clicksOf()).toHaveLength(2);
  }, 60_000);
});
