import type { BanUserInput } from '@domain/comments/bans';
import { apiCall, callFunction, toApiError, type ApiInput, type CallInput } from '@/platform/api';

/** The recipes grid's calls (contracts in domain/contracts/recipes.ts), served by the recipes group. */
export const adminRecipesApi = {
  list: (input: CallInput<'recipes-adminList'>) => callFunction('recipes-adminList', input),
  setTrending: (recipeId: string, trending: boolean) =>
    callFunction('recipes-adminSetTrending', { recipeId, trending }),
  remove: (recipeId: string) => callFunction('recipes-adminDelete', { recipeId }),
  retryCalories: (recipeId: string) => apiCall('POST /api/admin/retry-calories', { body: { recipeId } }),
};

/** The Banned Users tab's calls (002 §7), served by comments-api. */
export const bansApi = {
  list: (query: ApiInput<'GET /api/admin/banned-users'>) => apiCall('GET /api/admin/banned-users', { query }),
  ban: (body: BanUserInput) => apiCall('POST /api/admin/ban-user', { body }),
  unban: (userId: string) => apiCall('POST /api/admin/banned-users', { body: { userId } }),
};

export const auditApi = {
  page: (page: number, limit: number) => callFunction('admin-auditLog', { page, limit }),
};

export const ADMIN_RECIPES_KEYS = {
  recipes: (search: string, page: number, caloriesFailed = false) =>
    ['admin', 'recipes', search, page, caloriesFailed] as const,
  bans: (search: string, page: number) => ['admin', 'banned-users', search, page] as const,
  audit: (page: number) => ['admin', 'auditLog', 'page', page] as const,
};

/**
 * 002 §8 "Recipe delete": a busy service and a lost connection have their own texts, anything else "Failed to
 * delete recipe" (with the server's reason when it gave one).
 */
export function deleteFailure(error: unknown): { key: 'busy' | 'offline' | 'failed'; reason: string } {
  const apiError = toApiError(error);
  if (apiError.code === 'resource-exhausted') return { key: 'busy', reason: '' };
  if (apiError.code === 'unavailable' && !apiError.fromServer) return { key: 'offline', reason: '' };
  return { key: 'failed', reason: apiError.fromServer ? apiError.message : '' };
}
