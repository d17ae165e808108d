/**
 * A rating (spec 001 §3 "Rating", §4 "Rating flow"): one per user per recipe at recipes/{recipeId}/ratings/{uid}.
 * Made it → a cook level, 5 excellent … 1 bad; just browsing → interested (5) or not interested (2).
 */
import type { RecipeImage } from '../recipe/types';

export { RATINGS_SUBCOLLECTION } from '../recipe/types';

/** The five cook levels, best first (001 §4). */
export const COOK_LEVELS = [
  { score: 5, key: 'excellent' },
  { score: 4, key: 'good' },
  { score: 3, key: 'okay' },
  { score: 2, key: 'notGreat' },
  { score: 1, key: 'bad' },
] as const;

/** The overall rating's words, 1 to 5 (001 §4: Poor, Fair, Good, Very Good, Excellent). */
export const OVERALL_LABELS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;
export type OverallLabel = (typeof OVERALL_LABELS)[number];

/** The word for an overall rating, read at the nearest whole star (4.5 reads Excellent); none before any rating. */
export function overallLabel(rating: number): OverallLabel | null {
  if (!(rating > 0)) return null;
  return OVERALL_LABELS[Math.min(5, Math.max(1, Math.round(rating))) - 1] ?? null;
}

/** Just browsing: the two interests the modal offers and their scores (001 §4). */
export const INTERESTS = ['interested', 'not-interested'] as const;
export type Interest = (typeof INTERESTS)[number];
export const INTEREST_SCORES: Readonly<Record<Interest, number>> = { interested: 5, 'not-interested': 2 };

/**
 * Ours (the spec names a per-rating weight and a weighted average, not the weights): a cook who made the recipe
 * counts twice as much as someone who only looked at it. Halves keep every sum exact in floating point.
 */
export const RATING_WEIGHTS = { madeIt: 1, browsing: 0.5 } as const;

/** Ours: the optional feedback of a rating. */
export const FEEDBACK_MAX = 500;

/** The stored document (001 §3): userId, madeIt, rating, weight, feedback, interest, timestamp. */
export interface RatingDoc {
  userId: string;
  madeIt: boolean;
  rating: number;
  weight: number;
  feedback: string;
  interest: Interest | null;
  /**
   * Ours ("I made it", beyond the spec): one photo of the dish on a made-it rating, in the rater's own image folder
   * users/{uid}; `hasPhoto` is what the recipe's photo strip queries. Firestore only (decision 0019).
   */
  photo: RecipeImage | null;
  hasPhoto: boolean;
  /** ISO time of the last change (the spec's timestamp). */
  timestamp: string;
  createdAt: string;
  updatedAt: string;
}

/** What the aggregate reads of a rating. */
export type RatingScore = Pick<RatingDoc, 'madeIt' | 'rating' | 'weight' | 'interest'>;

/** A rating as the caller sees it (the modal's prefill, the rated-recipes list). */
export type RatingView = Pick<
  RatingDoc,
  'madeIt' | 'rating' | 'interest' | 'feedback' | 'timestamp' | 'photo'
>;

/** How many cooks' photos the recipe page shows (ours). */
export const COOK_PHOTOS_SHOWN = 12;

/** The score a choice stands for: the cook level as given, or the interest's score. */
export function scoreOf(choice: { madeIt: boolean; rating?: number | null; interest?: Interest | null }) {
  if (choice.madeIt) return choice.rating ?? 0;
  return choice.interest ? INTEREST_SCORES[choice.interest] : 0;
}

export const weightOf = (madeIt: boolean): number =>
  madeIt ? RATING_WEIGHTS.madeIt : RATING_WEIGHTS.browsing;
