import { describe, expect, it } from 'vitest';
import {
  aggregateOf,
  aggregateOfRatings,
  applyRating,
  EMPTY_AGGREGATE,
  oneDecimal,
  rateInputSchema,
  scoreOf,
  weightOf,
  type RatingScore,
} from '.';

const made = (rating: number): RatingScore => ({ madeIt: true, rating, weight: 1, interest: null });
const interested: RatingScore = { madeIt: false, rating: 5, weight: 0.5, interest: 'interested' };
const notInterested: RatingScore = { madeIt: false, rating: 2, weight: 0.5, interest: 'not-interested' };

describe('the choice behind a rating (001 §4)', () => {
  it('made it scores the cook level; browsing scores interested 5 and not interested 2', () => {
    expect(scoreOf({ madeIt: true, rating: 3 })).toBe(3);
    expect(scoreOf({ madeIt: false, interest: 'interested', rating: 1 })).toBe(5);
    expect(scoreOf({ madeIt: false, interest: 'not-interested' })).toBe(2);
  });
  it('a cook weighs 1, a browser 0.5', () => {
    expect(weightOf(true)).toBe(1);
    expect(weightOf(false)).toBe(0.5);
  });
});

describe('oneDecimal', () => {
  it.each([
    [4.25, 4.3],
    [4.35, 4.4],
    [10 / 3, 3.3],
    [4.04999, 4],
    [5, 5],
  ])('%s → %s', (value, expected) => expect(oneDecimal(value)).toBe(expected));
});

describe('the aggregate (001 §4: weighted average, cook rating of made-it ratings only)', () => {
  it('no rating: every figure is 0', () => {
    expect(aggregateOfRatings([])).toEqual(EMPTY_AGGREGATE);
  });

  it('one cook: overall and cook rating are the level', () => {
    expect(aggregateOfRatings([made(4)])).toMatchObject({
      rating: 4,
      cookRating: 4,
      totalRatings: 1,
      cookCount: 1,
      interestedCount: 0,
      notInterestedCount: 0,
    });
  });

  it('browsers count half in the overall rating and not at all in the cook rating', () => {
    // (5×1 + 5×0.5 + 2×0.5) / (1 + 0.5 + 0.5) = 8.5 / 2 = 4.25 → 4.3
    expect(aggregateOfRatings([made(5), interested, notInterested])).toEqual({
      rating: 4.3,
      cookRating: 5,
      totalRatings: 3,
      ratingSum: 8.5,
      ratingWeight: 2,
      cookRatingSum: 5,
      cookCount: 1,
      interestedCount: 1,
      notInterestedCount: 1,
    });
  });

  it('only browsers: an overall rating, no cook rating', () => {
    // (2×0.5 + 2×0.5 + 5×0.5) / 1.5 = 3
    expect(aggregateOfRatings([notInterested, notInterested, interested])).toMatchObject({
      rating: 3,
      cookRating: 0,
      cookCount: 0,
      totalRatings: 3,
    });
  });

  it('the cook rating averages the made-it levels: 5, 4, 4 → 4.3', () => {
    expect(aggregateOfRatings([made(5), made(4), made(4), notInterested]).cookRating).toBe(4.3);
  });

  it('an update replaces the old rating: made it 5 → not interested', () => {
    const before = aggregateOfRatings([made(5), made(3)]);
    const after = applyRating(before, made(5), notInterested);
    expect(after).toEqual(aggregateOfRatings([made(3), notInterested]));
    expect(after).toMatchObject({ totalRatings: 2, cookCount: 1, cookRating: 3, notInterestedCount: 1 });
  });

  it('removing the only rating brings everything back to 0', () => {
    expect(applyRating(aggregateOfRatings([interested]), interested, null)).toEqual(EMPTY_AGGREGATE);
  });

  it('a removal from a drifted (too small) aggregate never goes below 0', () => {
    expect(applyRating(EMPTY_AGGREGATE, made(5), null)).toEqual(EMPTY_AGGREGATE);
  });

  it('kept in step one change at a time, it equals the aggregate of the final ratings', () => {
    const choices = [made(1), made(2), made(3), made(4), made(5), interested, notInterested];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % choices.length;
    const current = new Map<number, RatingScore>();
    let aggregate = EMPTY_AGGREGATE;
    for (let step = 0; step < 400; step += 1) {
      const user = next() % 5;
      const after = step % 9 === 8 ? null : choices[next()]!;
      aggregate = applyRating(aggregate, current.get(user) ?? null, after);
      if (after) current.set(user, after);
      else current.delete(user);
    }
    expect(aggregate).toEqual(aggregateOfRatings([...current.values()]));
  });

  it('reads a recipe document, broken fields as 0, and recomputes the averages from the sums', () => {
    expect(
      aggregateOf({ ratingSum: 9, ratingWeight: 2, cookRatingSum: 8, cookCount: 2, totalRatings: 2 }),
    ).toMatchObject({ rating: 4.5, cookRating: 4 });
    expect(aggregateOf({ ratingSum: 'x', cookCount: -3, rating: 9 })).toEqual(EMPTY_AGGREGATE);
  });
});

describe('the rate input (001 §3, §5)', () => {
  const field = (input: unknown) => {
    const result = rateInputSchema.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  it('made it needs a level of 1 to 5', () => {
    expect(field({ recipeId: 'r1', madeIt: true, rating: 4 })).toBeNull();
    expect(field({ recipeId: 'r1', madeIt: true })).toEqual([
      ['rating', 'Choose how it turned out (1 to 5)'],
    ]);
    expect(field({ recipeId: 'r1', madeIt: true, rating: 6 })).toEqual([
      ['rating', 'Rating must be between 1 and 5'],
    ]);
    expect(field({ recipeId: 'r1', madeIt: true, rating: 2.5 })).toEqual([
      ['rating', 'Rating must be between 1 and 5'],
    ]);
  });
  it('just browsing needs interested or not interested', () => {
    expect(field({ recipeId: 'r1', madeIt: false, interest: 'interested' })).toBeNull();
    expect(field({ recipeId: 'r1', madeIt: false })).toEqual([
      ['interest', 'Choose interested or not interested'],
    ]);
    expect(field({ recipeId: 'r1', madeIt: false, interest: 'looks-good' })).toEqual([
      ['interest', 'Choose interested or not interested'],
    ]);
  });
  it('feedback is at most 500 characters; the recipe id is required', () => {
    expect(field({ recipeId: 'r1', madeIt: true, rating: 5, feedback: 'x'.repeat(501) })).toEqual([
      ['feedback', 'Feedback must be 500 characters or less'],
    ]);
    expect(field({ recipeId: '', madeIt: true, rating: 5 })?.[0]?.[0]).toBe('recipeId');
  });
});
