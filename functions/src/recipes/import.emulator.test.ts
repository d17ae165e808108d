/**
 * POST /api/recipes/import-text on the stack (issue 32 §3): the offline AI provider is the domain's text reader, so
 * a pasted recipe comes back as its draft; an empty or too long paste and a text without a recipe are 400s that say
 * what is wrong; a missing bot token is refused; the 31st import of the hour is a 429 with the time left, shared
 * with the link import (one window per account). A recipe saved with a source keeps it in both stores and starts
 * private.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportCallAnswer } from '../domain/importing/calls';
import { auth, db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { api, createRecipeAs, HUMAN, recipeDoc, recipeRow } from '../testing/recipes';

const PATH = '/api/recipes/import-text';
/** An HTTP refusal carries its details beside its message. */
type Answer = ImportCallAnswer & { error: { message: string } & Record<string, unknown> };
let cook: TestUser;

const paste = (text: unknown, user: TestUser | null = cook, botToken: string | null = HUMAN) =>
  api<Answer>('POST', PATH, { user, body: { text, language: 'en', botToken } });

const PANCAKES = [
  'Weekend pancakes',
  'Fluffy, quick and kind to a lazy morning.',
  'Serves 4',
  'Prep time: 10 minutes',
  'Cook time: 15 minutes',
  'Ingredients',
  '- 2 eggs',
  '- 250 g flour',
  '- 300 ml milk',
  'Method',
  '1. Whisk everything together.',
  '2. Fry ladlefuls in a hot pan.',
  'Notes',
  'They keep a day.',
].join('\n');

beforeAll(async () => {
  cook = await createUser(db());
}, 60_000);

afterAll(async () => {
  await auth().deleteUsers([cook.uid]);
});

describe('POST /api/recipes/import-text', () => {
  it('reads a pasted recipe into the create form’s draft', async () => {
    const answer = await paste(PANCAKES);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      method: 'text',
      reader: 'offline',
      source: { url: '', siteName: '', author: '', basedOn: null },
      rateLimitRemaining: IMPORT_LIMITS.requests - 1,
      warnings: [],
    });
    expect(answer.body.draft).toMatchObject({
      title: 'Weekend pancakes',
      description: 'Fluffy, quick and kind to a lazy morning.',
      ingredients: ['2 eggs', '250 g flour', '300 ml milk'],
      instructions: ['Whisk everything together.', 'Fry ladlefuls in a hot pan.'],
      preparationTime: 10,
      cookingTime: 15,
      servings: 4,
      language: 'en',
    });
  }, 60_000);

  it('says what is wrong with an empty paste, a too long one, and a text without a recipe', async () => {
    const empty = await paste('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain(IMPORT_MESSAGES.textRequired);
    expect(JSON.stringify(empty.body)).toContain('text');
    const long = await paste('a'.repeat(IMPORT_LIMITS.textCharacters + 1));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain(IMPORT_MESSAGES.textTooLong);
    const none = await paste('Remember to buy milk and eggs on the way home.');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(IMPORT_MESSAGES.noRecipeInText);
    expect(none.body.error).toMatchObject({ field: 'text', reason: 'noRecipe' });
  }, 60_000);

  it('refuses a guest and a missing bot token', async () => {
    expect((await paste(PANCAKES, null)).status).toBe(401);
    expect((await paste(PANCAKES, cook, null)).status).toBe(403);
  }, 60_000);

  it('refuses the import past 30 an hour with the time left', async () => {
    const reader = await createUser(db());
    try {
      // the hour's window as 29 earlier imports left it (the link import counts in the same window)
      const start = Date.now();
      await db()
        .collection('rateLimits')
        .doc(encodeURIComponent(`recipe-import:${reader.uid}`))
        .set({
          windowStart: start,
          count: IMPORT_LIMITS.requests - 1,
          expiresAt: Timestamp.fromMillis(start + IMPORT_LIMITS.windowMs),
        });
      const last = await paste(PANCAKES, reader);
      expect(last.status).toBe(200);
      expect(last.body.rateLimitRemaining).toBe(0);
      const refused = await paste(PANCAKES, reader);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(
        /You can import 30 recipes an hour\. Try again in (59|60) minutes\./,
      );
      expect(refused.body.error.resetIn).toBeGreaterThan(3500);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    } finally {
      await auth().deleteUsers([reader.uid]);
    }
  }, 60_000);
});

describe('a recipe saved from an import (issue 32 §1)', () => {
  it('keeps its source in Firestore and in the mirror, and starts private until its cook publishes it', async () => {
    const source = { url: 'https://dana.example/soup', siteName: 'Dana Cooks', author: 'Dana' };
    const recipeId = await createRecipeAs(cook, { visibility: 'public', source });
    expect(await recipeDoc(recipeId)).toMatchObject({ source, visibility: 'private' });
    expect(await recipeRow(recipeId)).toMatchObject({ source, visibility: 'private' });
  }, 60_000);
});
