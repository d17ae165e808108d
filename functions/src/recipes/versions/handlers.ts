/**
 * The language versions' handlers (issue 34, decision 0073; contracts in domain/contracts/recipes.ts): bot-check
 * where the call writes for others to read, then the service. A version is an edit of the cook's family
 * (EDIT_RECIPE); a suggestion lands in someone else's inbox (CREATE_RECIPE, a token required).
 */
import type { recipes } from '../../domain/contracts';
import { versionTextsOf } from '../../domain/recipe/family';
import { getAiProviders } from '../../platform/ai';
import { assertHuman, getBotVerifier } from '../../platform/botCheck';
import type { CallableHandler } from '../../platform/callable';
import { recipesDeps } from '../deps';
import { addVersion } from './add';
import { removeVersion } from './remove';
import { answerSuggestion, pendingSuggestions, suggestVersion } from './suggestions';
import { translateDraft } from './translate';

export const addVersionHandler: CallableHandler<typeof recipes.recipesAddVersion> = async (
  input,
  request,
) => {
  await assertHuman(getBotVerifier(), input.botToken, 'EDIT_RECIPE', { allowMissing: true });
  return addVersion(recipesDeps(), request.uid, {
    recipeId: input.recipeId,
    of: input.of,
    language: input.language,
    texts: versionTextsOf(input.recipe),
    translatedBy: null,
  });
};

export const removeVersionHandler: CallableHandler<typeof recipes.recipesRemoveVersion> = async (
  input,
  request,
) => {
  await assertHuman(getBotVerifier(), input.botToken, 'DELETE_RECIPE', { allowMissing: true });
  const { id } = await removeVersion(recipesDeps(), request.uid, input.recipeId);
  return { id };
};

export const translateDraftHandler: CallableHandler<typeof recipes.recipesTranslateDraft> = (
  input,
  request,
) => translateDraft({ ...recipesDeps(), translation: getAiProviders().translation }, request.uid, input);

export const suggestVersionHandler: CallableHandler<typeof recipes.recipesSuggestVersion> = async (
  input,
  request,
) => {
  await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
  return suggestVersion(recipesDeps(), request.uid, input);
};

export const answerSuggestionHandler: CallableHandler<typeof recipes.recipesAnswerSuggestion> = (
  input,
  request,
) => answerSuggestion(recipesDeps(), request.uid, input);

export const versionSuggestionsHandler: CallableHandler<typeof recipes.recipesVersionSuggestions> = (
  _input,
  request,
) => pendingSuggestions(recipesDeps(), request.uid);
