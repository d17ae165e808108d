import { AppError } from '../domain/errors';
import { CALORIE_MESSAGES } from '../domain/nutrition/messages';
import { recipeAuthorId } from '../domain/recipe/author';

/** The author (authorId, or the legacy userId) or an admin; anyone else is refused. */
export async function recipeAccessOwner(
  recipe: Record<string, unknown>,
  uid: string,
  isAdmin: () => Promise<boolean>,
): Promise<void> {
  if (recipeAuthorId(recipe) === uid || (await isAdmin())) return;
  throw new AppError('permission-denied', CALORIE_MESSAGES.notAllowed);
}
