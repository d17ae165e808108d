/**
 * The recipes group's handlers (contracts in domain/contracts/recipes.ts), apart from their triggers so a test
 * calls them directly. Each callable: signed in → bot-check with the action's threshold → service (which checks
 * ownership on the document it writes). Each HTTP path: who is asking → service, with its cache header.
 */
import { recipes } from '../domain/contracts';
import { getAiProviders } from '../platform/ai';
import { auditedCallable } from '../platform/audit';
import { viewerUid } from '../platform/auth';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import type { CallableHandler } from '../platform/callable';
import { type ContractRouteHandler, PRIVATE, reply, signedInRoute, viewerRoute } from '../platform/http';
import { safeFetch } from '../platform/safeFetch';
import { requireSocialFeature } from '../platform/settings';
import { popularTags, suggestTags, trendingTags } from './tags';
import { suggestIngredients, suggestInstructions } from './autocomplete';
import { listAdminRecipes, setRecipeTrending } from './admin';
import { createRecipe } from './create';
import { deleteRecipe } from './delete';
import { recipesDeps } from './deps';
import { trackShare, trackView } from './events';
import { importRecipeLink, importRecipeText } from './importing';
import { detectRecipeLanguage } from './language';
import { similarRecipes } from './lists';
import { userRecipes } from '../platform/userRecipes';
import { readerLanguage } from '../platform/viewerLanguages';
import { recipeDetail, recipeForEdit } from './read';
import { updateRecipe } from './update';

// ------------------------------------------------------------------------------------------------ callables

/** CREATE_RECIPE 0.7: a token is required. */
export const createRecipeHandler: CallableHandler<typeof recipes.recipesCreate> = async (input, request) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
  return createRecipe(recipesDeps(), uid, input);
};

/** EDIT_RECIPE 0.6: proceeds without a token (000 §8), a bad one is refused. */
export const updateRecipeHandler: CallableHandler<typeof recipes.recipesUpdate> = async (input, request) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'EDIT_RECIPE', { allowMissing: true });
  return updateRecipe(recipesDeps(), uid, input);
};

/** DELETE_RECIPE 0.7: proceeds without a token (002 §8), a bad one is refused. The cleanup runs before answering. */
export const deleteRecipeHandler: CallableHandler<typeof recipes.recipesDelete> = async (input, request) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'DELETE_RECIPE', { allowMissing: true });
  const { id } = await deleteRecipe(recipesDeps(), uid, input.recipeId, {
    withVersions: input.withVersions,
    keepVersion: input.keepVersion,
  });
  return { id };
};

// ------------------------------------------------------------------------------------------------ HTTP

/** Suggestions and tag lists change slowly and are the same for everyone. */
const SHORT_PUBLIC = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

export const recipeDetailHandler = viewerRoute(recipes.recipeDetail, (uid, input) =>
  recipeDetail(recipesDeps(), uid, input.recipeId),
);

export const recipeForEditHandler = signedInRoute(recipes.recipeForEdit, (uid, input) =>
  recipeForEdit(recipesDeps(), uid, input.recipeId),
);

/**
 * Personal for a signed-in caller (their affinity, never their own recipes), so never shared by a cache then. A
 * family is related as its member in the reader's language: the request's, else the signed-in reader's interface one.
 */
export const similarRecipesHandler: ContractRouteHandler<typeof recipes.similarRecipes> = async (context) => {
  const viewer = await viewerUid(context.req);
  const { recipeId, count, language } = context.input;
  const deps = recipesDeps();
  return reply(
    200,
    await similarRecipes(deps, recipeId, count, viewer, await readerLanguage(deps.db, viewer, language)),
    viewer ? PRIVATE : SHORT_PUBLIC,
  );
};

export const trackViewHandler: ContractRouteHandler<typeof recipes.trackView> = async (context) =>
  trackView(recipesDeps(), await viewerUid(context.req), context.input);

export const trackShareHandler: ContractRouteHandler<typeof recipes.trackShare> = async (context) => {
  const deps = recipesDeps();
  await requireSocialFeature(deps.db, 'recipeSharing');
  return trackShare(deps, await viewerUid(context.req), context.input);
};

export const userRecipesHandler = viewerRoute(recipes.userRecipes, async (uid, input) => {
  const deps = recipesDeps();
  return userRecipes(deps, uid, { ...input, language: await readerLanguage(deps.db, uid, input.language) });
});

export const popularTagsHandler: ContractRouteHandler<typeof recipes.popularTags> = async ({ input }) => ({
  success: true,
  data: await popularTags(recipesDeps(), input),
});

export const trendingTagsHandler: ContractRouteHandler<typeof recipes.trendingTags> = async ({ input }) =>
  reply(200, { success: true, data: await trendingTags(recipesDeps(), input) }, SHORT_PUBLIC);

export const tagSuggestionsHandler: ContractRouteHandler<typeof recipes.tagSuggestions> = async ({ input }) =>
  reply(200, { tags: await suggestTags(recipesDeps(), input) }, SHORT_PUBLIC);

export const ingredientSuggestionsHandler: ContractRouteHandler<
  typeof recipes.ingredientSuggestions
> = async ({ input }) =>
  reply(200, { suggestions: await suggestIngredients(recipesDeps().db, input.q) }, SHORT_PUBLIC);

export const instructionSuggestionsHandler: ContractRouteHandler<
  typeof recipes.instructionSuggestions
> = async ({ input }) =>
  reply(200, { suggestions: await suggestInstructions(recipesDeps().db, input.q) }, SHORT_PUBLIC);

/** Open to guests (the request link's friend): limited per account, else per address. */
export const detectRecipeLanguageHandler: ContractRouteHandler<typeof recipes.detectRecipeLanguage> = async (
  context,
) => {
  const { req } = context;
  const caller = {
    uid: await viewerUid(context.req),
    address: req.ip ?? req.socket?.remoteAddress ?? 'unknown',
  };
  return reply(200, await detectRecipeLanguage(recipesDeps(), caller, context.input), PRIVATE);
};

const importDeps = () => ({
  db: recipesDeps().db,
  recipeText: getAiProviders().recipeText,
  fetch: safeFetch,
});

/** Issue 32 §3: the bot check of recipe creation (CREATE_RECIPE 0.7, a token required), then the import. */
export const importRecipeTextHandler = signedInRoute(recipes.importRecipeText, async (uid, input) => {
  await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
  return importRecipeText(importDeps(), uid, input);
});

/** Issue 32 §1: as the pasted text, the page read through the safe fetch. */
export const importRecipeLinkHandler = signedInRoute(recipes.importRecipeLink, async (uid, input) => {
  await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
  return importRecipeLink(importDeps(), uid, input);
});

// ------------------------------------------------------------------------------------------------ back office

const recipeTarget = (id: string) => ({ type: 'recipe', id });

export const adminListHandler: CallableHandler<typeof recipes.recipesAdminList> = (input) =>
  listAdminRecipes(recipesDeps(), input);

export const adminSetTrendingHandler = auditedCallable(recipes.recipesAdminSetTrending, async (input) => {
  const { before, after } = await setRecipeTrending(recipesDeps(), input.recipeId, input.trending);
  return {
    answer: { recipe: { id: input.recipeId, ...after } },
    target: recipeTarget(input.recipeId),
    before,
    after,
  };
});

/** 002 §4 "Admin recipe deletion": recipes-delete's service (mirror, Firestore with the count, the cleanup). */
export const adminDeleteHandler = auditedCallable(recipes.recipesAdminDelete, async (input, admin) => {
  // moderation removes a family whole (decision 0073)
  const { id, cleanup, title } = await deleteRecipe(recipesDeps(), admin.uid, input.recipeId, {
    withVersions: true,
  });
  const failedSteps = Object.entries(cleanup)
    .filter(([, outcome]) => outcome === 'failed')
    .map(([step]) => step);
  return {
    answer: { id, failedSteps },
    target: recipeTarget(id),
    before: { title },
    after: { deleted: true, failedSteps },
  };
});
