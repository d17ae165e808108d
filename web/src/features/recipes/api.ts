import type { AccessMode } from '@domain/recipe/access';
import type { RecipeImage, Recipe, RecipeSummary, TagListItem } from '@domain/recipe/types';
import { apiFetch, callFunction } from '@/platform/api';

/**
 * The recipes issue's calls (docs/contracts/recipes.md): callables recipes-create and recipes-update, and the
 * recipes-api HTTP paths. recipes-delete and get-user-recipes live with the shared recipe UI
 * (components/recipe-card/api.ts). Answers are read defensively: a missing list is an empty list.
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

export interface SaveRecipeRequest {
  recipeId: string;
  recipe: RecipeRequest;
  images: RecipeImage[];
  botToken?: string | null;
}

declare module '@/platform/api' {
  interface Callables {
    'recipes-create': { input: SaveRecipeRequest; output: { id: string } };
    'recipes-update': { input: SaveRecipeRequest; output: { id: string } };
  }
}

export function createRecipe(request: SaveRecipeRequest) {
  return callFunction('recipes-create', request);
}

export function updateRecipe(request: SaveRecipeRequest) {
  return callFunction('recipes-update', request);
}

/** A recipe as the detail endpoint answers it; a locked answer may carry only the preview fields. */
export type RecipeView = Partial<Recipe> & { id: string; title: string };

export interface RecipeDetail {
  recipe: RecipeView | null;
  access: AccessMode;
  message: string;
}

export async function getRecipeDetail(recipeId: string, signal?: AbortSignal): Promise<RecipeDetail> {
  const answer = await apiFetch<Partial<RecipeDetail>>('recipes/detail', { query: { recipeId }, signal });
  const access =
    answer?.access === 'login-required' || answer?.access === 'followers-only' ? answer.access : 'full';
  const recipe = answer?.recipe ? { ...answer.recipe, id: answer.recipe.id ?? recipeId } : null;
  return { recipe, access, message: typeof answer?.message === 'string' ? answer.message : '' };
}

export async function getRecipeForEdit(recipeId: string, signal?: AbortSignal): Promise<Recipe> {
  const answer = await apiFetch<{ recipe: Recipe }>('recipes/edit', { query: { recipeId }, signal });
  return { ...answer.recipe, id: answer.recipe.id ?? recipeId };
}

export type SimilarRecipe = RecipeSummary & {
  authorName?: string | null;
  authorUsername?: string | null;
  similarityScore?: number;
};

export async function getSimilarRecipes(recipeId: string, count: number, signal?: AbortSignal) {
  const answer = await apiFetch<{ recommendations?: SimilarRecipe[] }>('recipes/similar', {
    query: { recipeId, count },
    signal,
  });
  return Array.isArray(answer?.recommendations) ? answer.recommendations : [];
}

export function trackView(recipeId: string, fingerprint: string) {
  return apiFetch<{ counted?: boolean; views?: number }>('recipes/track-view', {
    method: 'POST',
    body: { recipeId, fingerprint },
  });
}

export type SharePlatform = 'whatsapp' | 'facebook' | 'instagram' | 'copy-link' | 'native';

export function trackShare(recipeId: string, platform: SharePlatform, fingerprint: string) {
  return apiFetch<{ shareCount?: number }>('recipes/track-share', {
    method: 'POST',
    body: { recipeId, platform, fingerprint },
  });
}

/** Tags are kept in he, it or en (spec 001 §3); other interface languages see every language's tags. */
export function tagLanguageFor(language: string): 'he' | 'it' | 'en' | undefined {
  const code = language.slice(0, 2);
  return code === 'he' || code === 'it' || code === 'en' ? code : undefined;
}

export async function getPopularTags(
  language: string,
  limit: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await apiFetch<{ success?: boolean; data?: TagListItem[] }>('supabase/get-popular-tags', {
    method: 'POST',
    body: { language: tagLanguageFor(language), limit },
    signal,
    auth: false,
  });
  return (answer?.data ?? []).map((item) => item.display_name || item.tag).filter(Boolean);
}

type Suggestion =
  string | { tag?: string; displayName?: string; display_name?: string; name?: string; text?: string };

function suggestionText(item: Suggestion): string {
  if (typeof item === 'string') return item;
  return item.displayName ?? item.display_name ?? item.tag ?? item.name ?? item.text ?? '';
}

export async function suggestTags(q: string, language: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiFetch<{ tags?: Suggestion[] }>('tags/suggest', {
    query: { q, language: tagLanguageFor(language) },
    signal,
    auth: false,
  });
  return (answer?.tags ?? []).map(suggestionText).filter(Boolean);
}

/** An autocomplete suggestion: what is inserted, and for instruction templates an example to show beside it. */
export interface AutocompleteSuggestion {
  text: string;
  example?: string;
}

type RawAutocomplete =
  string | { name?: string; text?: string; fullExample?: string; searchName?: string; searchText?: string };

export async function autocomplete(
  kind: 'ingredients' | 'instructions',
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteSuggestion[]> {
  const answer = await apiFetch<{ suggestions?: RawAutocomplete[] }>(`autocomplete/${kind}`, {
    query: { q },
    signal,
    auth: false,
  });
  return (answer?.suggestions ?? [])
    .map((item): AutocompleteSuggestion => {
      if (typeof item === 'string') return { text: item };
      return {
        text: item.name ?? item.text ?? '',
        example: item.fullExample && item.fullExample !== item.text ? item.fullExample : undefined,
      };
    })
    .filter((item) => item.text.length > 0);
}
