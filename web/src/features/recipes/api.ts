import type { SimilarRecipe as SimilarAnswer } from '@domain/contracts';
import type { AccessMode } from '@domain/recipe/access';
import type { Recipe } from '@domain/recipe/types';
import {
  apiCall,
  callFunction,
  getTagList,
  type ApiAnswer,
  type ApiInput,
  type CallInput,
} from '@/platform/api';
import { tagLanguageOf } from '@/platform/languages';

/**
 * The recipes issue's calls (docs/contracts/recipes.md), typed by their contracts (domain/contracts/recipes.ts):
 * callables recipes-create and recipes-update, and the recipes-api HTTP paths. recipes-delete and
 * get-user-recipes live with the shared recipe UI (components/recipe-card/api.ts). Answers are read defensively:
 * a missing list is an empty list.
 */

/** What the form sends as `recipe` (RecipeInput of @domain/recipe: the form fields, flags by fieldName). */
export type RecipeRequest = {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  categories: string[];
  difficulty: string;
  preparationTime: number;
  recipeTip: string;
  tags: string[];
  visibility: string;
  creationMethod?: string;
  youtubeUrl?: string;
} & Record<string, unknown>;

/** The contract's input, with `recipe` as the form sends it (the server cleans and checks every field). */
export type SaveRecipeRequest = Omit<CallInput<'recipes-create'>, 'recipe'> & { recipe: RecipeRequest };

export function createRecipe(request: SaveRecipeRequest) {
  return callFunction('recipes-create', request);
}

export function updateRecipe(request: SaveRecipeRequest) {
  return callFunction('recipes-update', request);
}

/** The content language and the notice for the author (000 §7); the form falls back to the browser on failure. */
export function detectRecipeLanguage(
  body: ApiInput<'POST /api/recipes/detect-language'>,
  signal?: AbortSignal,
) {
  return apiCall('POST /api/recipes/detect-language', { body, signal });
}

/** A recipe as the detail endpoint answers it; a locked answer may carry only the preview fields. */
export type RecipeView = Partial<Recipe> & { id: string; title: string; authorPhotoURL?: string };

export interface RecipeDetail {
  recipe: RecipeView | null;
  access: AccessMode;
  message: string;
}

export async function getRecipeDetail(recipeId: string, signal?: AbortSignal): Promise<RecipeDetail> {
  // read defensively: any field may be missing from an answer that is not the contract's
  const answer: Partial<ApiAnswer<'GET /api/recipes/detail'>> | undefined = await apiCall(
    'GET /api/recipes/detail',
    {
      query: { recipeId },
      signal,
    },
  );
  const access =
    answer?.access === 'login-required' || answer?.access === 'followers-only' ? answer.access : 'full';
  const authorPhotoURL = typeof answer?.authorPhotoURL === 'string' ? answer.authorPhotoURL : '';
  const recipe = answer?.recipe
    ? { ...answer.recipe, id: answer.recipe.id ?? recipeId, authorPhotoURL }
    : null;
  return { recipe, access, message: typeof answer?.message === 'string' ? answer.message : '' };
}

export async function getRecipeForEdit(recipeId: string, signal?: AbortSignal): Promise<Recipe> {
  const answer = await apiCall('GET /api/recipes/edit', { query: { recipeId }, signal });
  return { ...answer.recipe, id: answer.recipe.id ?? recipeId };
}

/** A related card: the server's answer, or the client fallback's (no score, the page's own author's names). */
export type SimilarRecipe = Partial<
  Pick<SimilarAnswer, 'similarityScore' | 'authorName' | 'authorUsername'>
> &
  Omit<SimilarAnswer, 'similarityScore' | 'authorName' | 'authorUsername'>;

/** Related recipes; a recipe family is one of them, as its member in the reader's `language` (decision 0073). */
export async function getSimilarRecipes(
  recipeId: string,
  count: number,
  language: string,
  signal?: AbortSignal,
) {
  const answer = await apiCall('GET /api/recipes/similar', { query: { recipeId, count, language }, signal });
  return Array.isArray(answer?.recommendations) ? answer.recommendations : [];
}

export function trackView(recipeId: string, fingerprint: string) {
  return apiCall('POST /api/recipes/track-view', { body: { recipeId, fingerprint } });
}

/** The platforms the share buttons offer (the contract also accepts 'other'). */
export type SharePlatform = Exclude<ApiSharePlatform, 'other'>;
type ApiSharePlatform = NonNullable<ApiInput<'POST /api/recipes/track-share'>['platform']>;

export function trackShare(recipeId: string, platform: SharePlatform, fingerprint: string) {
  return apiCall('POST /api/recipes/track-share', { body: { recipeId, platform, fingerprint } });
}

export async function getPopularTags(
  language: string,
  limit: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const tags = await getTagList('popular', language, limit, signal);
  return tags.map((item) => item.display_name || item.tag).filter(Boolean);
}

export async function suggestTags(q: string, language: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiCall('GET /api/tags/suggest', {
    query: { q, language: tagLanguageOf(language) },
    signal,
    auth: false,
  });
  return (answer?.tags ?? []).map((item) => item.display_name || item.tag).filter(Boolean);
}

/** An autocomplete suggestion: what is inserted, and for instruction templates an example to show beside it. */
export interface AutocompleteSuggestion {
  text: string;
  example?: string;
}

export async function autocomplete(
  kind: 'ingredients' | 'instructions',
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteSuggestion[]> {
  const options = { query: { q }, signal, auth: false };
  if (kind === 'ingredients') {
    const answer = await apiCall('GET /api/autocomplete/ingredients', options);
    return (answer?.suggestions ?? []).map((item) => ({ text: item.name ?? '' })).filter(hasText);
  }
  const answer = await apiCall('GET /api/autocomplete/instructions', options);
  return (answer?.suggestions ?? [])
    .map((item) => ({
      text: item.text ?? '',
      example: item.fullExample && item.fullExample !== item.text ? item.fullExample : undefined,
    }))
    .filter(hasText);
}

function hasText(item: AutocompleteSuggestion): boolean {
  return item.text.length > 0;
}
