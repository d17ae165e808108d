/**
 * Rating a recipe through ratings-rate (spec 001 §4 "Rating flow", §5, §8), with real ID tokens from the Auth
 * emulator: the rating, the recipe's aggregate and their mirror rows move together; rating again replaces the
 * rating; 20 raters at once leave exact aggregates in both stores; guests, unverified users and bad bot tokens are
 * refused with the spec's texts and write nothing; a failing mirror saves nothing.
 */
import { describe, expect, it } from 'vitest';
import { aggregateOfRatings, type RatingScore } from '../domain/ratings';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import { createUser, type TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { closedPortUrl, startBusyMirror } from '../testing/faultyMirror';
import { verifiedAccounts } from '../testing/follows';
import { mirrorRow } from '../testing/pg';
import { api, createRecipeAs, HUMAN, recipeDoc } from '../testing/recipes';
import type { RatingsDeps } from './deps';
import { rateRecipe } from './rate';

const env = stackEnv();
const inProcess = (mirrorUrl = env.mirrorUrl): RatingsDeps => ({
  db: db(),
  mirror: createMirrorClient({ url: mirrorUrl, serviceKey: env.mirrorServiceKey }),
  supabase: createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
});
const { verified, accounts } = verifiedAccounts();

const rate = (user: TestUser | null, data: Record<string, unknown>) =>
  callCallable<{ rating: Record<string, unknown>; aggregate: Record<string, number> }>(
    'ratings-rate',
    data,
    user?.idToken,
  );

const AGGREGATE_FIELDS = [
  'rating',
  'cookRating',
  'totalRatings',
  'cookCount',
  'interestedCount',
  'notInterestedCount',
  'ratingSum',
] as const;

/** The recipe's aggregate as each store holds it. */
async function aggregates(recipeId: string) {
  const doc = (await recipeDoc(recipeId)) ?? {};
  const row = (await mirrorRow('recipes', recipeId)) ?? {};
  return {
    firestore: Object.fromEntries(AGGREGATE_FIELDS.map((field) => [field, Number(doc[field] ?? 0)])),
    mirror: {
      rating: Number(row.rating),
      cookRating: Number(row.cook_rating),
      totalRatings: Number(row.total_ratings),
      cookCount: Number(row.cook_count),
      interestedCount: Number(row.interested_count),
      notInterestedCount: Number(row.not_interested_count),
      ratingSum: Number(row.rating_sum),
    },
  };
}

const expected = (ratings: RatingScore[]) => {
  const all = aggregateOfRatings(ratings);
  return Object.fromEntries(AGGREGATE_FIELDS.map((field) => [field, all[field]]));
};
const made = (rating: number): RatingScore => ({ madeIt: true, rating, weight: 1, interest: null });
const notInterested: RatingScore = { madeIt: false, rating: 2, weight: 0.5, interest: 'not-interested' };

async function ratingState(recipeId: string, uid: string) {
  const [doc, row] = await Promise.all([
    db().doc(`recipes/${recipeId}/ratings/${uid}`).get(),
    mirrorRow('ratings', `${recipeId}/${uid}`),
  ]);
  return { doc: doc.exists ? doc.data() : null, row };
}

describe('rate a recipe', () => {
  it('made it, then just browsing: one rating, the aggregate replaced, both stores in step', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const recipeId = await createRecipeAs(cook);

    const first = await expectSuccess(
      rate(fan, { recipeId, madeIt: true, rating: 5, feedback: 'Made it twice', botToken: HUMAN }),
    );
    expect(first.rating).toMatchObject({ feedback: 'Made it twice' });
    expect(first.aggregate).toEqual({
      rating: 5,
      cookRating: 5,
      totalRatings: 1,
      cookCount: 1,
      interestedCount: 0,
      notInterestedCount: 0,
    });
    expect(await aggregates(recipeId)).toEqual({
      firestore: expected([made(5)]),
      mirror: expected([made(5)]),
    });
    expect((await ratingState(recipeId, fan.uid)).row).toMatchObject({
      recipe_id: recipeId,
      user_id: fan.uid,
      made_it: true,
      rating: 5,
    });

    // changed to just browsing, not interested (score 2, weight 0.5); a rating sent with it is ignored
    const second = await expectSuccess(
      rate(fan, { recipeId, madeIt: false, interest: 'not-interested', rating: 5 }),
    );
    // sent without feedback (as the modal re-rates): the cook's words stay
    expect(second.rating).toMatchObject({
      madeIt: false,
      rating: 2,
      interest: 'not-interested',
      feedback: 'Made it twice',
    });
    const now = expected([notInterested]);
    expect(await aggregates(recipeId)).toEqual({ firestore: now, mirror: now });
    expect(now).toMatchObject({
      rating: 2,
      cookRating: 0,
      totalRatings: 1,
      cookCount: 0,
      notInterestedCount: 1,
    });
    expect((await db().collection(`recipes/${recipeId}/ratings`).get()).size).toBe(1);
    expect((await ratingState(recipeId, fan.uid)).row).toMatchObject({ made_it: false, rating: 2 });

    // the modal's prefill and the page's figures
    const summary = await api<{
      aggregate: Record<string, number>;
      myRating: Record<string, unknown> | null;
    }>('GET', '/api/ratings/recipe', { query: { recipeId }, user: fan });
    expect(summary.status).toBe(200);
    expect(summary.body.myRating).toMatchObject({ madeIt: false, interest: 'not-interested', rating: 2 });
    expect(summary.body.aggregate).toMatchObject({ rating: 2, totalRatings: 1 });
    const asGuest = await api<{ myRating: unknown }>('GET', '/api/ratings/recipe', { query: { recipeId } });
    expect(asGuest.body.myRating).toBeNull();

    // an empty feedback removes them
    const third = await expectSuccess(
      rate(fan, { recipeId, madeIt: false, interest: 'interested', feedback: '' }),
    );
    expect(third.rating).toMatchObject({ interest: 'interested', feedback: '' });
    expect((await db().doc(`recipes/${recipeId}/ratings/${fan.uid}`).get()).get('feedback')).toBe('');
  }, 60_000);

  it('a guest, an unverified user, a bad bot token and the author are refused with the texts, and nothing is written', async () => {
    const cook = await verified();
    const recipeId = await createRecipeAs(cook);
    const unverified = await createUser(db());
    accounts.push(unverified.uid);
    const fan = await verified();

    const guest = await expectFailure(rate(null, { recipeId, madeIt: true, rating: 4 }));
    expect(guest.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'User must be logged in to rate',
    });
    const notVerified = await expectFailure(rate(unverified, { recipeId, madeIt: true, rating: 4 }));
    expect(notVerified.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Email not verified yet. Please check your inbox.',
    });
    const bot = await expectFailure(
      rate(fan, { recipeId, madeIt: true, rating: 4, botToken: 'test-score-0.1' }),
    );
    expect(bot.error.message).toBe('Security verification failed');
    const bad = await expectFailure(rate(fan, { recipeId, madeIt: true }));
    expect(bad.error.message).toContain('Choose how it turned out');
    const own = await expectFailure(rate(cook, { recipeId, madeIt: true, rating: 5 }));
    expect(own.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You cannot rate your own recipe',
    });

    expect((await db().collection(`recipes/${recipeId}/ratings`).get()).size).toBe(0);
    expect(await aggregates(recipeId)).toEqual({ firestore: expected([]), mirror: expected([]) });
  }, 60_000);

  it('a recipe the rater cannot read is not found', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const recipeId = await createRecipeAs(cook, { visibility: 'private' });
    const failure = await expectFailure(rate(fan, { recipeId, madeIt: true, rating: 4 }));
    expect(failure.error).toMatchObject({ status: 'NOT_FOUND', message: 'Recipe not found' });
  }, 60_000);

  // In one process (the service the callable runs, real Firestore and mirror), where the calls really interleave.
  it('20 raters at once: exact aggregates in both stores', async () => {
    const cook = await verified();
    const recipeId = await createRecipeAs(cook);
    const raters = await Promise.all(Array.from({ length: 20 }, () => verified()));
    const choices = raters.map((_, i) =>
      i % 4 === 3
        ? { madeIt: false, interest: i % 8 === 3 ? ('interested' as const) : ('not-interested' as const) }
        : { madeIt: true, rating: (i % 5) + 1 },
    );
    const results = await Promise.allSettled(
      raters.map((rater, i) =>
        rateRecipe(inProcess(), rater.uid, { recipeId, feedback: '', ...choices[i]! }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const scores: RatingScore[] = choices.map((choice) =>
      choice.madeIt
        ? made(choice.rating!)
        : {
            madeIt: false,
            weight: 0.5,
            interest: choice.interest!,
            rating: choice.interest === 'interested' ? 5 : 2,
          },
    );
    const want = expected(scores);
    expect(await aggregates(recipeId)).toEqual({ firestore: want, mirror: want });
    expect(want.totalRatings).toBe(20);
    const rows = await Promise.all(raters.map((rater) => mirrorRow('ratings', `${recipeId}/${rater.uid}`)));
    expect(rows.filter(Boolean)).toHaveLength(20);
  }, 180_000);
});

describe('a failing mirror saves nothing', () => {
  it.each([
    ['unreachable', 'Unable to save rating: Please check your connection and try again later.'],
    ['busy', 'Unable to save rating: Service is temporarily busy. Please try again in a few minutes.'],
  ])(
    '%s mirror: the spec message, no rating, the aggregate unchanged',
    async (kind, message) => {
      const [cook, fan, earlier] = await Promise.all([verified(), verified(), verified()]);
      const recipeId = await createRecipeAs(cook);
      await rateRecipe(inProcess(), earlier.uid, { recipeId, madeIt: true, rating: 4, feedback: '' });
      const before = await aggregates(recipeId);
      const busy = kind === 'busy' ? await startBusyMirror() : null;
      try {
        const url = busy ? busy.url : await closedPortUrl();
        const error = await appErrorOf(
          rateRecipe(inProcess(url), fan.uid, { recipeId, madeIt: true, rating: 1, feedback: '' }),
        );
        expect(error.message).toBe(message);
      } finally {
        await busy?.close();
      }
      expect(await ratingState(recipeId, fan.uid)).toEqual({ doc: null, row: null });
      expect(await aggregates(recipeId)).toEqual(before);
    },
    60_000,
  );

  it('a Firestore failure after the mirror write restores the mirror: no rating, the aggregate unchanged', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const recipeId = await createRecipeAs(cook);
    const before = await aggregates(recipeId);
    const failing: RatingsDeps = {
      ...inProcess(),
      beforeCommit: async () => {
        throw new Error('Firestore is down');
      },
    };
    const error = await appErrorOf(
      rateRecipe(failing, fan.uid, { recipeId, madeIt: true, rating: 5, feedback: '' }),
    );
    expect(error.message).toBe('Unable to save rating: Please check your connection and try again later.');
    expect(await ratingState(recipeId, fan.uid)).toEqual({ doc: null, row: null });
    expect(await aggregates(recipeId)).toEqual(before);
  }, 60_000);
});
