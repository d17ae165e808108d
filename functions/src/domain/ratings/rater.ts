/**
 * Who may rate a recipe, beyond reading it (ratings/access.ts): anyone but its author. A rating is the readers' word
 * on a recipe (the overall and cook ratings, trending, "rated 3+" in search); an author's own five stars would
 * count as one of theirs (issue 27).
 */
import { AppError } from '../errors';
import { recipeAuthorId } from '../recipe/author';
import { RATING_MESSAGES } from './messages';

/** Throws permission-denied ("You cannot rate your own recipe") when `uid` wrote the recipe. */
export function assertNotOwnRecipe(uid: string, recipe: Record<string, unknown>): void {
  if (recipeAuthorId(recipe) === uid) throw new AppError('permission-denied', RATING_MESSAGES.ownRecipe);
}
