import type { RecipeSummary } from '@domain/recipe/types';
import { apiFetch, callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

/**
 * The recipe calls the shared recipe UI makes (docs/contracts/recipes.md): a cook's recipes for the grid, and
 * recipes-delete (the grid's own-recipe delete and the recipe page share it).
 */
declare module '@/platform/api' {
  interface Callables {
    'recipes-delete': { input: { recipeId: string; botToken?: string | null }; output: { id: string } };
  }
}

/** Spec 001 §9: the user recipe grid loads 20 per page. */
export const USER_GRID_PAGE_SIZE = 20;

/** Items as the grid reads them: the mirror's summary, plus the author's names when the server adds them. */
export type GridRecipe = RecipeSummary & { authorName?: string | null; authorUsername?: string | null };

export interface UserRecipesPage {
  recipes: GridRecipe[];
  hasMore: boolean;
  /** How many of the author's recipes the viewer may see (with the category filter). */
  total?: number;
  privacyStatus?: string;
}

/** The first page's number in get-user-recipes (page=1 is the first 20). */
export const FIRST_PAGE = 1;

export async function getUserRecipes(
  params: { targetUserId: string; category?: string | null; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<UserRecipesPage> {
  const answer = await apiFetch<Partial<UserRecipesPage>>('supabase/get-user-recipes', {
    query: {
      targetUserId: params.targetUserId,
      category: params.category || undefined,
      page: params.page,
      limit: params.limit ?? USER_GRID_PAGE_SIZE,
    },
    signal,
  });
  return {
    recipes: Array.isArray(answer?.recipes) ? answer.recipes : [],
    hasMore: answer?.hasMore === true,
    total: typeof answer?.total === 'number' ? answer.total : undefined,
    privacyStatus: answer?.privacyStatus,
  };
}

/** recipes-delete with a DELETE_RECIPE bot-check token (null when none arrived within 5 s: the server decides). */
export async function deleteRecipe(recipeId: string): Promise<void> {
  const botToken = await getBotToken('DELETE_RECIPE');
  await callFunction('recipes-delete', { recipeId, botToken });
}
