/**
 * The personal group's handlers (contracts in domain/contracts/personal.ts): who is asking → the service. Language
 * events and affinity signals need a signed-in caller (001 §1: never tracked signed out); recommendations answer a
 * guest with the fallback list. Nothing here is cacheable: every answer is the caller's.
 */
import { personal } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { PERSONAL_MESSAGES } from '../domain/personal';
import { signedInRoute, viewerRoute } from '../platform/http';
import { personalDeps } from './deps';
import { languageInterests, recordLanguageEvents, resetLanguageInterests } from './languages';
import { viewerLanguages } from '../platform/viewerLanguages';
import { myRecommendations, recommendedRecipes, recordCategorySignal } from './recommendations';

export const languageInteractionHandler = signedInRoute(personal.languageInteraction, (uid, input) =>
  recordLanguageEvents(personalDeps(), uid, input.events),
);

export const categoryAffinityHandler = signedInRoute(personal.categoryAffinity, async (uid, input) => {
  const affinities = await recordCategorySignal(personalDeps(), uid, input);
  if (!affinities) throw new AppError('not-found', PERSONAL_MESSAGES.recipeNotFound);
  return { affinities };
});

export const recommendedRecipesHandler = viewerRoute(personal.recommendedRecipes, async (uid, input) => {
  const deps = personalDeps();
  const languages = await viewerLanguages(deps, uid, input.preferredLanguage);
  return recommendedRecipes(deps, uid, { ...input, languages, language: input.preferredLanguage });
});

export const myRecommendationsHandler = signedInRoute(personal.myRecommendations, async (uid, input) => {
  const deps = personalDeps();
  const languages = await viewerLanguages(deps, uid, input.preferredLanguage);
  return myRecommendations(deps, uid, {
    limit: input.limit,
    languages,
    language: input.preferredLanguage,
  });
});

export const languageInterestsHandler = signedInRoute(personal.languageInterests, (uid) =>
  languageInterests(personalDeps(), uid),
);

export const resetLanguageInterestsHandler = signedInRoute(personal.resetLanguageInterests, (uid) =>
  resetLanguageInterests(personalDeps(), uid),
);
