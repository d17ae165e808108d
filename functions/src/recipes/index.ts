/**
 * The recipes group (spec 000 §4–§7, 001 §7/§9; docs/contracts/recipes.md): deploys as recipes-create,
 * recipes-update, recipes-delete (callables) and recipes-api (the HTTP paths, router.ts).
 * Each callable: parse (domain schema, by callable()) → signed in → bot-check with the action's threshold → service
 * (which checks ownership on the document it writes).
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './cleanup';
import { requireAuth } from '../platform/auth';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import { callable } from '../platform/callable';
import { serve } from '../platform/http';
import { IMAGE_HOST_SECRETS } from '../platform/imageHost';
import { recaptchaSecret } from '../platform/params';
import {
  createRecipeInputSchema,
  deleteRecipeInputSchema,
  updateRecipeInputSchema,
} from '../domain/recipe/schema';
import { createRecipe } from './create';
import { deleteRecipe } from './delete';
import { recipesDeps } from './deps';
import { router } from './router';
import { updateRecipe } from './update';

/** CREATE_RECIPE 0.7: a token is required. */
export const create = callable(
  createRecipeInputSchema,
  async (input, request) => {
    const { uid } = requireAuth(request);
    await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
    return createRecipe(recipesDeps(), uid, input);
  },
  { secrets: [recaptchaSecret] },
);

/** EDIT_RECIPE 0.6: proceeds without a token (000 §8), a bad one is refused. */
export const update = callable(
  updateRecipeInputSchema,
  async (input, request) => {
    const { uid } = requireAuth(request);
    await assertHuman(getBotVerifier(), input.botToken, 'EDIT_RECIPE', { allowMissing: true });
    return updateRecipe(recipesDeps(), uid, input);
  },
  { secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS] },
);

/** DELETE_RECIPE 0.7: proceeds without a token (002 §8), a bad one is refused. The cleanup runs before answering. */
export const remove = callable(
  deleteRecipeInputSchema,
  async (input, request) => {
    const { uid } = requireAuth(request);
    await assertHuman(getBotVerifier(), input.botToken, 'DELETE_RECIPE', { allowMissing: true });
    const { id } = await deleteRecipe(recipesDeps(), uid, input.recipeId);
    return { id };
  },
  { secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS], timeoutSeconds: 300 },
);

// `delete` is a reserved word: exported by name so that it deploys as recipes-delete
export { remove as delete };

export const api = serve(router);
