/** Ratings as the calls answer them: the public part of the aggregate, a rating without its bookkeeping. */
import type { RecipeRatingSummary } from '../domain/contracts';
import {
  INTERESTS,
  storedPhoto,
  type Interest,
  type RatingAggregate,
  type RatingView,
} from '../domain/ratings';

export const publicSummary = (aggregate: RatingAggregate): RecipeRatingSummary => ({
  rating: aggregate.rating,
  cookRating: aggregate.cookRating,
  totalRatings: aggregate.totalRatings,
  cookCount: aggregate.cookCount,
  interestedCount: aggregate.interestedCount,
  notInterestedCount: aggregate.notInterestedCount,
});

export const viewOf = (doc: Record<string, unknown>): RatingView => ({
  madeIt: doc.madeIt === true,
  rating: typeof doc.rating === 'number' ? doc.rating : 0,
  interest: (INTERESTS as readonly unknown[]).includes(doc.interest) ? (doc.interest as Interest) : null,
  feedback: typeof doc.feedback === 'string' ? doc.feedback : '',
  timestamp: typeof doc.timestamp === 'string' ? doc.timestamp : '',
  photo: storedPhoto(doc.photo),
});
