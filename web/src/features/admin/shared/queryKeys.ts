/**
 * The back office's own query keys (decision 0050): every admin answer starts with 'admin', so an action that may
 * change what several screens show drops them all at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** Every page of the recipes table. */
  recipes: ['admin', 'recipes'] as const,
  /** Every period's trending-users list. */
  trendingUsers: ['admin', 'trending-users'] as const,
  trendingUsersOf: (period: string) => ['admin', 'trending-users', period] as const,
  /** Every analytics section. */
  analytics: ['admin', 'analytics'] as const,
  monitoring: ['admin', 'monitoring'] as const,
  /** Where a consistency check or cleanup stands (decision 0075). */
  progressOf: (run: string) => ['admin', 'progress', run] as const,
  commentStats: ['admin', 'comment-stats'] as const,
};
