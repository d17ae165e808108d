import type { CallInput } from '@/platform/api';
import { callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import type { RecipeRequest } from '../api';

/**
 * The language versions' calls (issue 34, decision 0073; contracts in domain/contracts/recipes.ts): the cook adds,
 * removes and answers suggestions; anyone signed in asks for a translated draft; a reader suggests a version.
 */

type VersionRequest = Omit<CallInput<'recipes-addVersion'>, 'recipe' | 'botToken'> & {
  recipe: RecipeRequest;
};

export async function addVersion(request: VersionRequest) {
  const botToken = await getBotToken('EDIT_RECIPE');
  return callFunction('recipes-addVersion', { ...request, botToken });
}

export async function removeVersion(recipeId: string) {
  const botToken = await getBotToken('DELETE_RECIPE');
  return callFunction('recipes-removeVersion', { recipeId, botToken });
}

export function translateDraft(input: CallInput<'recipes-translateDraft'>) {
  return callFunction('recipes-translateDraft', input);
}

export async function suggestVersion(request: Omit<VersionRequest, 'recipeId'>) {
  const botToken = await getBotToken('CREATE_RECIPE');
  return callFunction('recipes-suggestVersion', { ...request, botToken });
}

export function answerSuggestion(suggestionId: string, accept: boolean) {
  return callFunction('recipes-answerSuggestion', { suggestionId, accept });
}

export async function versionSuggestions() {
  const answer = await callFunction('recipes-versionSuggestions', {});
  return Array.isArray(answer?.suggestions) ? answer.suggestions : [];
}
