import { INTERESTS, RATINGS_SUBCOLLECTION, type Interest } from '../../../domain/ratings/document';
import { RECIPES_COLLECTION } from '../../../domain/recipe/types';
import { integer, text } from '../rowValues';
import { defineSubcollectionMapping } from './define';

const interestOf = (value: unknown): Interest | null =>
  (INTERESTS as readonly unknown[]).includes(value) ? (value as Interest) : null;

/**
 * recipes/{recipeId}/ratings/{userId} → public.ratings (supabase/migrations/20261129000300_social.sql). The ids
 * come from the path (decision 0008); a score outside 1–5 is clamped so a hand-edited document still mirrors.
 */
export const ratingMapping = defineSubcollectionMapping(
  [RECIPES_COLLECTION, RATINGS_SUBCOLLECTION],
  'ratings',
  (doc, [recipeId, userId]) => {
    const weight = typeof doc.weight === 'number' && Number.isFinite(doc.weight) ? doc.weight : 1;
    return {
      recipe_id: recipeId,
      user_id: userId,
      made_it: doc.madeIt === true,
      rating: Math.min(5, Math.max(1, integer(doc.rating, 1))),
      weight: Math.max(0, weight),
      interest: doc.madeIt === true ? null : interestOf(doc.interest),
      feedback: text(doc.feedback),
    };
  },
);
