/**
 * Who may rate a recipe, beyond reading it (ratings/access.ts): anyone but its author. A rating is the readers' word
 * on a recipe (the overall and cook ratings, trending, "rated 3+" in search); an author's own five stars would
 * count as one of theirs (issue 27).
 */
import { AppError } from '../errors';
import { RATING_MESSAGES } from './messages';

/** The recipe's author: authorId, or the legacy userId (000 §3 "authorId (also carried as userId)"). */
export function authorOf(recipe: Record<string, unknown>): string | null {
  const author = recipe.authorId ?? recipe.userId;
  return typeof author === 'string' && author !== '' ? author : null;
}

/** Throws permission-denied ("You cannot rate your own recipe") when `uid` wrote the recipe. */
export function assertNotOwnRecipe(uid: string, recipe: Record<string, unknown>): void {
  if (authorOf(recipe) === uid) throw new AppError('permission-denied', RATING_MESSAGES.ownRecipe);
}
