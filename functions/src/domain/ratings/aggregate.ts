/**
 * The recipe's rating aggregate (spec 001 §3, §4): the overall rating is the weighted average of every rating,
 * rounded to one decimal; the cook rating averages only the made-it ratings. The recipe keeps the running sums
 * (ratingSum = Σ weight × score, ratingWeight = Σ weight, cookRatingSum = Σ made-it scores) and the counts, and a
 * rating changes them by its own difference (applyRating), so the averages never need the whole list again.
 * Each rating keeps the weight it was counted with, so a change of weights later leaves old sums exact.
 */
import type { RatingScore } from './document';

export interface RatingAggregate {
  rating: number;
  cookRating: number;
  totalRatings: number;
  ratingSum: number;
  ratingWeight: number;
  cookRatingSum: number;
  cookCount: number;
  interestedCount: number;
  notInterestedCount: number;
}

export const EMPTY_AGGREGATE: RatingAggregate = {
  rating: 0,
  cookRating: 0,
  totalRatings: 0,
  ratingSum: 0,
  ratingWeight: 0,
  cookRatingSum: 0,
  cookCount: 0,
  interestedCount: 0,
  notInterestedCount: 0,
};

/** One decimal, halves away from zero (4.25 → 4.3), without 4.35 * 10 = 43.49999 surprises. */
export const oneDecimal = (value: number): number => Math.round(Number((value * 10).toPrecision(12))) / 10;

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const count = (value: unknown): number => Math.max(0, Math.trunc(amount(value)));

/** The aggregate fields of a recipe document (missing or broken fields read as 0). */
export function aggregateOf(recipe: Record<string, unknown>): RatingAggregate {
  return withAverages({
    ...EMPTY_AGGREGATE,
    totalRatings: count(recipe.totalRatings),
    ratingSum: Math.max(0, amount(recipe.ratingSum)),
    ratingWeight: Math.max(0, amount(recipe.ratingWeight)),
    cookRatingSum: Math.max(0, amount(recipe.cookRatingSum)),
    cookCount: count(recipe.cookCount),
    interestedCount: count(recipe.interestedCount),
    notInterestedCount: count(recipe.notInterestedCount),
  });
}

function withAverages(sums: RatingAggregate): RatingAggregate {
  return {
    ...sums,
    rating: sums.ratingWeight > 0 ? oneDecimal(sums.ratingSum / sums.ratingWeight) : 0,
    cookRating: sums.cookCount > 0 ? oneDecimal(sums.cookRatingSum / sums.cookCount) : 0,
  };
}

function shift(sums: RatingAggregate, score: RatingScore, sign: 1 | -1): RatingAggregate {
  return {
    ...sums,
    totalRatings: sums.totalRatings + sign,
    ratingSum: sums.ratingSum + sign * score.weight * score.rating,
    ratingWeight: sums.ratingWeight + sign * score.weight,
    cookRatingSum: sums.cookRatingSum + (score.madeIt ? sign * score.rating : 0),
    cookCount: sums.cookCount + (score.madeIt ? sign : 0),
    interestedCount: sums.interestedCount + (!score.madeIt && score.interest === 'interested' ? sign : 0),
    notInterestedCount:
      sums.notInterestedCount + (!score.madeIt && score.interest === 'not-interested' ? sign : 0),
  };
}

/** Never below zero: a sum drifted by hand edits must not turn into a negative count. */
function clamp(sums: RatingAggregate): RatingAggregate {
  const out = { ...sums };
  for (const key of Object.keys(out) as (keyof RatingAggregate)[]) out[key] = Math.max(0, out[key]);
  return out;
}

/** The aggregate after one user's rating goes from `before` to `after` (null: none). */
export function applyRating(
  aggregate: RatingAggregate,
  before: RatingScore | null,
  after: RatingScore | null,
): RatingAggregate {
  let sums = aggregate;
  if (before) sums = shift(sums, before, -1);
  if (after) sums = shift(sums, after, 1);
  return withAverages(clamp(sums));
}

/** The aggregate of a whole list (what applyRating keeps in step; the tests and repairs compare with it). */
export function aggregateOfRatings(ratings: readonly RatingScore[]): RatingAggregate {
  return ratings.reduce<RatingAggregate>((sums, rating) => applyRating(sums, null, rating), EMPTY_AGGREGATE);
}

/** The fields a recipe document stores. */
export const aggregateFields = (aggregate: RatingAggregate): Record<string, number> => ({ ...aggregate });
