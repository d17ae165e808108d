import type { ModerationAction } from '@domain/comments/moderation';
import { apiCall, callFunction, toApiError, type ApiInput, type CallInput } from '@/platform/api';

/** The back office's calls, part 1 (contracts in domain/contracts/admin.ts, users.ts and comments.ts). */
export const backOfficeApi = {
  overview: () => callFunction('admin-overview', {}),
  auditLog: (limit = 20) => callFunction('admin-auditLog', { limit }),
  listUsers: (input: CallInput<'users-adminList'>) => callFunction('users-adminList', input),
  setActive: (userId: string, active: boolean) => callFunction('users-adminSetActive', { userId, active }),
  setVerified: (userId: string, verified: boolean) =>
    callFunction('users-adminSetVerified', { userId, verified }),
  forceUsername: (userId: string, displayName: string) =>
    callFunction('users-adminForceUsername', { userId, displayName }),
};

export const BACK_OFFICE_KEYS = {
  overview: ['admin', 'overview'] as const,
  audit: ['admin', 'auditLog'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
};

/**
 * 002 §8 "Username (force-username tool and set-username)": a text starting with "Username error:" as it is, one
 * containing "already taken" as the taken message, anything else the generic one.
 */
export function usernameFailure(error: unknown, texts: { taken: string; generic: string }): string {
  const apiError = toApiError(error);
  const message = apiError.fromServer ? apiError.message : '';
  if (message.includes('already taken')) return texts.taken;
  if (message.startsWith('Username error:')) return message;
  return texts.generic;
}

/** The comment management calls (002 §7), served by comments-api. */
export const commentsAdminApi = {
  list: (query: ApiInput<'GET /api/admin/comments'>) => apiCall('GET /api/admin/comments', { query }),
  moderate: (commentId: string, action: ModerationAction) =>
    apiCall('PUT /api/admin/comments', { body: { commentId, action } }),
  remove: (commentIds: string[]) => apiCall('DELETE /api/admin/comments', { body: { commentIds } }),
  stats: () => apiCall('GET /api/admin/comment-stats', { query: {} }),
};
