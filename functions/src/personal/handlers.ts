/**
 * The personal group's handlers (contracts in domain/contracts/personal.ts): who is asking → the service. Language
 * events and affinity signals need a signed-in caller (001 §1: never tracked signed out); recommendations answer a
 * guest with the fallback list. Nothing here is cacheable: every answer is the caller's.
 */
import { personal } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { PERSONAL_MESSAGES } from '../domain/personal';
import { requireBearer, viewerUid } from '../platform/auth';
import { type ContractRouteHandler, PRIVATE, reply, signedInRoute } from '../platform/http';
import { personalDeps } from './deps';
import { languageInterests, recordLanguageEvents, resetLanguageInterests } from './languages';
import { viewerLanguages } from '../platform/viewerLanguages';
import { myRecommendations, recommendedRecipes, recordCategorySignal } from './recommendations';

export const languageInteractionHandler = signedInRoute(personal.languageInteraction, (uid, input) =>
  recordLanguageEvents(personalDeps(), uid, input.events),
);

export const categoryAffinityHandler: ContractRouteHandler<typeof personal.categoryAffinity> = async ({
  req,
  input,
}) => {
  const { uid } = await requireBearer(req);
  const affinities = await recordCategorySignal(personalDeps(), uid, input);
  if (!affinities) throw new AppError('not-found', PERSONAL_MESSAGES.recipeNotFound);
  return reply(200, { affinities }, PRIVATE);
};

export const recommendedRecipesHandler: ContractRouteHandler<typeof personal.recommendedRecipes> = async ({
  req,
  input,
}) => {
  const deps = personalDeps();
  const uid = await viewerUid(req);
  const languages = await viewerLanguages(deps, uid, input.preferredLanguage);
  const list = await recommendedRecipes(deps, uid, { ...input, languages });
  return reply(200, list, PRIVATE);
};

export const myRecommendationsHandler: ContractRouteHandler<typeof personal.myRecommendations> = async ({
  req,
  input,
}) => {
  const deps = personalDeps();
  const { uid } = await requireBearer(req);
  const languages = await viewerLanguages(deps, uid, input.preferredLanguage);
  return reply(200, await myRecommendations(deps, uid, { limit: input.limit, languages }), PRIVATE);
};

export const languageInterestsHandler = signedInRoute(personal.languageInterests, (uid) =>
  languageInterests(personalDeps(), uid),
);

export const resetLanguageInterestsHandler = signedInRoute(personal.resetLanguageInterests, (uid) =>
  resetLanguageInterests(personalDeps(), uid),
);
