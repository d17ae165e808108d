/**
 * The /share page's AI button (001 §7): POST /api/ai/recipe-suggestions without an account, with an open request
 * link's token instead: answered, 5 per 10 minutes per link, then 429 with resetIn; a guessed token, a used or an
 * expired link are refused with the link's message and count nothing; no token and no sign-in is still a 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../domain/ai/suggestions';
import { LINK_MESSAGES, RECIPE_LINKS_COLLECTION } from '../domain/links';
import { db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { verifiedUser } from '../testing/comments';
import { generateAs } from '../testing/recipeLinks';
import { api } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';

const PATH = '/api/ai/recipe-suggestions';
const accounts = accountsDeletedAfterAll();
let cook: TestUser;
interface ErrorBody {
  error: { code: string; message: string; resetIn?: number; state?: string };
}
const word = () =>
  Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

beforeAll(async () => {
  cook = await verifiedUser('Link cook');
  accounts.push(cook.uid);
}, 60_000);

describe('recipe suggestions for the friend of an open request link', () => {
  it('answers a link’s friend 5 times in 10 minutes, then 429 with resetIn', async () => {
    const link = await generateAs(cook);
    const title = `${word()} soup`;
    for (let call = 1; call <= 5; call += 1) {
      const answer = await api<{ rateLimitRemaining: number; source: string }>('POST', PATH, {
        body: { title, language: 'en', linkToken: link.token },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ rateLimitRemaining: 5 - call, source: 'offline' });
    }
    const over = await api<ErrorBody>('POST', PATH, {
      body: { title, language: 'en', linkToken: link.token },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.resetIn).toBeGreaterThan(0);
  }, 90_000);

  it('refuses a guessed token, an expired link and a call with neither token nor sign-in', async () => {
    const guessed = await api<ErrorBody>('POST', PATH, {
      body: { title: 'Lentil soup', language: 'en', linkToken: 'A'.repeat(43) },
    });
    expect(guessed.status).toBe(404);
    expect(guessed.body.error.message).toBe(LINK_MESSAGES.notFound);

    const link = await generateAs(cook);
    await db()
      .collection(RECIPE_LINKS_COLLECTION)
      .doc(link.linkId)
      .update({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const expired = await api<ErrorBody>('POST', PATH, {
      body: { title: 'Lentil soup', language: 'en', linkToken: link.token },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ message: LINK_MESSAGES.expired, state: 'expired' });
    const window = await db()
      .collection('rateLimits')
      .doc(encodeURIComponent(`ai-suggestions:link:${link.linkId}`))
      .get();
    expect(window.exists).toBe(false);

    const nobody = await api<ErrorBody>('POST', PATH, { body: { title: 'Lentil soup', language: 'en' } });
    expect(nobody.status).toBe(401);
    expect(nobody.body.error.message).toBe(AI_MESSAGES.notAuthenticated);
  }, 90_000);
});
