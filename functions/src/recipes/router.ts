/**
 * recipes-api: the recipe group's HTTP paths (docs/contracts/recipes.md "HTTP"), through the Hosting rewrites of
 * /api/recipes/**, /api/supabase/**, /api/tags/** and /api/autocomplete/**. Each route: parse → who is asking →
 * service.
 */
import {
  ingredientSuggestQuerySchema,
  instructionSuggestQuerySchema,
  popularTagsBodySchema,
  recipeIdQuerySchema,
  similarQuerySchema,
  tagSuggestQuerySchema,
  trackShareBodySchema,
  trackViewBodySchema,
  userRecipesQuerySchema,
} from '../domain/recipe/httpSchemas';
import { optionalBearer, requireBearer } from '../platform/auth';
import { parseInput } from '../platform/errors';
import { createRouter, reply, type RouteContext } from '../platform/http';
import { popularTags, suggestTags } from './tags';
import { suggestIngredients, suggestInstructions } from './autocomplete';
import { recipesDeps } from './deps';
import { trackShare, trackView } from './events';
import { similarRecipes, userRecipes } from './lists';
import { recipeDetail, recipeForEdit } from './read';

/** Answers that depend on who asks are never shared by caches. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };
/** Suggestions and tag lists change slowly and are the same for everyone. */
const SHORT_PUBLIC = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

const uidOf = async ({ req }: RouteContext) => (await optionalBearer(req))?.uid ?? null;

export const router = createRouter()
  .get('/api/recipes/detail', async (context) => {
    const { recipeId } = parseInput(recipeIdQuerySchema, context.query);
    return reply(200, await recipeDetail(recipesDeps(), await uidOf(context), recipeId), PRIVATE);
  })
  .get('/api/recipes/edit', async ({ req, query }) => {
    const { recipeId } = parseInput(recipeIdQuerySchema, query);
    const { uid } = await requireBearer(req);
    return reply(200, await recipeForEdit(recipesDeps(), uid, recipeId), PRIVATE);
  })
  .get('/api/recipes/similar', async ({ query }) => {
    const { recipeId, count } = parseInput(similarQuerySchema, query);
    return reply(200, await similarRecipes(recipesDeps(), recipeId, count), SHORT_PUBLIC);
  })
  .post('/api/recipes/track-view', async (context) => {
    const input = parseInput(trackViewBodySchema, context.body ?? {});
    return trackView(recipesDeps(), await uidOf(context), input);
  })
  .post('/api/recipes/track-share', async (context) => {
    const input = parseInput(trackShareBodySchema, context.body ?? {});
    return trackShare(recipesDeps(), await uidOf(context), input);
  })
  .get('/api/supabase/get-user-recipes', async (context) => {
    const input = parseInput(userRecipesQuerySchema, context.query);
    return reply(200, await userRecipes(recipesDeps(), await uidOf(context), input), PRIVATE);
  })
  .post('/api/supabase/get-popular-tags', async ({ body }) => {
    const input = parseInput(popularTagsBodySchema, body);
    return { success: true, data: await popularTags(recipesDeps(), input) };
  })
  .get('/api/tags/suggest', async ({ query }) => {
    const input = parseInput(tagSuggestQuerySchema, query);
    return reply(200, { tags: await suggestTags(recipesDeps(), input) }, SHORT_PUBLIC);
  })
  .get('/api/autocomplete/ingredients', async ({ query }) => {
    const { q } = parseInput(ingredientSuggestQuerySchema, query);
    return reply(200, { suggestions: await suggestIngredients(recipesDeps().db, q) }, SHORT_PUBLIC);
  })
  .get('/api/autocomplete/instructions', async ({ query }) => {
    const { q } = parseInput(instructionSuggestQuerySchema, query);
    return reply(200, { suggestions: await suggestInstructions(recipesDeps().db, q) }, SHORT_PUBLIC);
  });
