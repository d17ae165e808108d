import { PAGING } from '@domain/constants/social';
import type { RecipeSummary } from '@domain/recipe/types';
import { apiCall, callFunction, type ApiAnswer } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import { currentLanguage } from '@/platform/i18n';

/**
 * The recipe calls the shared recipe UI makes (docs/contracts/recipes.md): a cook's recipes for the grid, and
 * recipes-delete (the grid's own-recipe delete and the recipe page share it). Typed by their contracts
 * (domain/contracts/recipes.ts).
 */

/** Spec 001 §9: the user recipe grid loads 20 per page (the channel page's first view writes the first). */
export const USER_GRID_PAGE_SIZE = PAGING.userRecipeGrid;

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
  const answer: Partial<ApiAnswer<'GET /api/supabase/get-user-recipes'>> | undefined = await apiCall(
    'GET /api/supabase/get-user-recipes',
    {
      query: {
        targetUserId: params.targetUserId,
        category: params.category || undefined,
        page: params.page,
        limit: params.limit ?? USER_GRID_PAGE_SIZE,
        // a recipe in several languages is listed as its version in this one (decision 0073)
        language: currentLanguage(),
      },
      signal,
    },
  );
  return toUserRecipesPage(answer);
}

/** get-user-recipes' answer as the grid reads it, whether fetched or written into the channel page. */
export function toUserRecipesPage(
  answer: Partial<ApiAnswer<'GET /api/supabase/get-user-recipes'>> | undefined,
): UserRecipesPage {
  return {
    recipes: Array.isArray(answer?.recipes) ? answer.recipes : [],
    hasMore: answer?.hasMore === true,
    total: typeof answer?.total === 'number' ? answer.total : undefined,
    privacyStatus: answer?.privacyStatus,
  };
}

/** What deleting the original of a family does with its language versions (decisions 0073, 0076). */
export type VersionsChoice = { withVersions: true } | { keepVersion: string };

/**
 * recipes-delete with a DELETE_RECIPE bot-check token (null when none arrived within 5 s: the server decides); an
 * original with versions says whether they go with it or which one keeps its place.
 */
export async function deleteRecipe(recipeId: string, versions?: VersionsChoice): Promise<void> {
  const botToken = await getBotToken('DELETE_RECIPE');
  await callFunction('recipes-delete', { recipeId, botToken, ...versions });
}
