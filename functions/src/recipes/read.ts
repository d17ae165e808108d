/**
 * The recipe as the detail and edit screens load it (docs/contracts/recipes.md: GET /api/recipes/detail and
 * /api/recipes/edit), read from Firestore, the source of truth, with the access mode applied (domain/recipe/access).
 */
import { AppError } from '../domain/errors';
import { accessFacts, accessMessage, canManageRecipe } from '../domain/recipe/access';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import type { RecipeDetail, RecipePreview } from '../domain/contracts';
import type { Recipe } from '../domain/recipe/types';
import { accessToRecipe } from '../platform/recipeReader';
import type { RecipesDeps } from './deps';
import { managerOfRecipe, readRecipe } from './store';

function asRecipe(id: string, doc: Record<string, unknown>): Recipe {
  const { version: _version, ...fields } = doc;
  return { ...(fields as Omit<Recipe, 'id'>), id };
}

function previewOf(recipe: Recipe): RecipePreview {
  const { id, title, description, authorId, authorName, authorUsername, visibility } = recipe;
  return { id, title, description, authorId, authorName, authorUsername, visibility };
}

/** The author's current profile photo (the recipe stores the name only; a new photo shows at once). */
async function authorPhoto(db: RecipesDeps['db'], authorId: string): Promise<string> {
  if (!authorId) return '';
  const photo = (await db.collection('users').doc(authorId).get()).get('photoURL') as unknown;
  return typeof photo === 'string' ? photo : '';
}

export async function recipeDetail(
  deps: Pick<RecipesDeps, 'db'>,
  uid: string | null,
  recipeId: string,
): Promise<RecipeDetail> {
  const doc = await readRecipe(deps.db, recipeId);
  if (!doc) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  const access = await accessToRecipe(deps.db, uid, doc);
  // a private recipe is not shown to others at all, not even as a locked preview
  if (access === 'none') throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  const recipe = asRecipe(recipeId, doc);
  return {
    recipe: access === 'full' ? recipe : previewOf(recipe),
    access,
    message: accessMessage(access),
    authorPhotoURL: await authorPhoto(deps.db, recipeAuthorId(doc)),
  };
}

/** 000 §8 "Edit load": 401 without a sign-in (the handler), 404 missing, 403 neither author nor admin. */
export async function recipeForEdit(
  deps: Pick<RecipesDeps, 'db'>,
  uid: string,
  recipeId: string,
): Promise<{ recipe: Recipe }> {
  const doc = await readRecipe(deps.db, recipeId);
  if (!doc) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  if (!canManageRecipe(accessFacts(doc), await managerOfRecipe(deps.db, uid, doc))) {
    throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToEdit);
  }
  return { recipe: asRecipe(recipeId, doc) };
}
