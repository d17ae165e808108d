/**
 * The back office's calls, part 1 (issue 14; spec 002 §2 overview, users, force username): every one admin only,
 * behind the one admin guard (platform/adminGuard.ts). `isAdminContract` names them all for the refusal table test.
 */
import { z } from 'zod';
import {
  adminCommentsQuerySchema,
  bulkDeleteCommentsInputSchema,
  moderateCommentInputSchema,
  type AdminComment,
  type CommentStats,
  type ModerationResult,
  adminAuditLogInputSchema,
  adminForceUsernameInputSchema,
  adminListUsersInputSchema,
  adminSetUserActiveInputSchema,
  adminSetUserVerifiedInputSchema,
  type AdminOverview,
  type AdminUserRow,
  type AdminUsersPage,
  type AuditEntry,
  adminDeleteRecipeInputSchema,
  adminListRecipesInputSchema,
  adminSetTrendingInputSchema,
  type AdminRecipesPage,
} from '../admin';
import {
  bannedUsersQuerySchema,
  banUserInputSchema,
  unbanUserInputSchema,
  type BannedUser,
} from '../comments/bans';
import type { ErrorCode } from '../errors';
import type { ProfileResult } from '../profile';
import { ADMIN_ERRORS } from './admin';
import { callableContract, getContract, httpContract, postContract, type Contract } from './define';
import { ADMIN_CALL_ERRORS } from './errorSets';

/** The catalogue calls' codes: not signed in, not an admin, missing, taken, refused, the mirror failing. */
const WRITE_ERRORS = ADMIN_ERRORS;

export const adminOverview = callableContract<AdminOverview>()({
  name: 'admin-overview',
  input: z.object({}),
  errors: ADMIN_CALL_ERRORS,
});

export const adminAuditLog = callableContract<{ entries: AuditEntry[]; hasMore: boolean }>()({
  name: 'admin-auditLog',
  input: adminAuditLogInputSchema,
  errors: ADMIN_CALL_ERRORS,
});

export const usersAdminList = callableContract<AdminUsersPage>()({
  name: 'users-adminList',
  input: adminListUsersInputSchema,
  errors: ADMIN_CALL_ERRORS,
});

/** `users-<name>`: an admin's switch on one account (active, verified), answered with the account's row. */
const accountSwitch = <const Name extends string, Input extends z.ZodType>(name: Name, input: Input) =>
  callableContract<{ user: AdminUserRow }>()({ name: `users-${name}`, input, errors: WRITE_ERRORS });

export const usersAdminSetActive = accountSwitch('adminSetActive', adminSetUserActiveInputSchema);
export const usersAdminSetVerified = accountSwitch('adminSetVerified', adminSetUserVerifiedInputSchema);

export const usersAdminForceUsername = callableContract<ProfileResult>()({
  name: 'users-adminForceUsername',
  input: adminForceUsernameInputSchema,
  errors: WRITE_ERRORS,
});

/** Calls open to anyone although their name says admin: /create-admin's own (002 §6). */
const OPEN_ADMIN_NAMED = new Set(['users-adminExists', 'users-createFirstAdmin']);

/**
 * Admin-only HTTP paths: /api/admin/**, the jobs on demand (/api/cron/**, /api/calories/run-job) and the mirror's
 * migrations (002 §7), which the spec names outside /api/admin/.
 */
const ADMIN_PATHS =
  /^\/api\/(admin|cron)\/|^\/api\/(migrate-to-supabase|re-migrate-recipes|migrate-missing-collections|calories\/run-job)$/;

/** Every admin-only call, whichever group serves it: `admin-*`, `<group>-admin*` callables and ADMIN_PATHS. */
export function isAdminContract(contract: Contract): boolean {
  if (contract.kind === 'http') return ADMIN_PATHS.test(contract.path);
  if (OPEN_ADMIN_NAMED.has(contract.name)) return false;
  return /^admin-|^[a-z]+-admin[A-Z]/.test(contract.name);
}

// ------------------------------------------------------------------ comment management (002 §7), comments-api

const MODERATION_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
  'unavailable',
];

export const adminComments = getContract<{ comments: AdminComment[]; hasMore: boolean }>()(
  '/api/admin/comments',
  adminCommentsQuerySchema,
  ADMIN_CALL_ERRORS,
);

export const adminModerateComment = httpContract<ModerationResult>()({
  method: 'PUT',
  path: '/api/admin/comments',
  from: 'body',
  input: moderateCommentInputSchema,
  errors: MODERATION_ERRORS,
});

export const adminDeleteComments = httpContract<{ results: ModerationResult[] }>()({
  method: 'DELETE',
  path: '/api/admin/comments',
  from: 'body',
  input: bulkDeleteCommentsInputSchema,
  errors: MODERATION_ERRORS,
});

export const adminCommentStats = getContract<{ statistics: CommentStats }>()(
  '/api/admin/comment-stats',
  z.object({}),
  ADMIN_CALL_ERRORS,
);

// ------------------------------------------------------------------ bans (002 §2 Banned Users, §7), comments-api

export const adminBannedUsers = getContract<{ bannedUsers: BannedUser[]; hasMore: boolean }>()(
  '/api/admin/banned-users',
  bannedUsersQuerySchema,
  ADMIN_CALL_ERRORS,
);

/** 002 §7: POST /api/admin/banned-users { userId, reason } unbans. */
export const adminUnbanUser = postContract<{ userId: string; banned: false }>()(
  '/api/admin/banned-users',
  unbanUserInputSchema,
  MODERATION_ERRORS,
);

/** Ours (the spec shows the ban form, not its call): a reason and an end, empty meaning permanent. */
export const adminBanUser = postContract<{ ban: BannedUser }>()(
  '/api/admin/ban-user',
  banUserInputSchema,
  MODERATION_ERRORS,
);

// ------------------------------------------------------------------ recipes grid (002 §2, §4), recipes group

export const recipesAdminList = callableContract<AdminRecipesPage>()({
  name: 'recipes-adminList',
  input: adminListRecipesInputSchema,
  errors: ADMIN_CALL_ERRORS,
});

export const recipesAdminSetTrending = callableContract<{
  recipe: { id: string; trending: boolean; trendingScore: number };
}>()({
  name: 'recipes-adminSetTrending',
  input: adminSetTrendingInputSchema,
  errors: MODERATION_ERRORS,
});

/** recipes-delete's deletion (002 §4 order), admin only; `failedSteps` names the cleanup steps that only warned. */
export const recipesAdminDelete = callableContract<{ id: string; failedSteps: string[] }>()({
  name: 'recipes-adminDelete',
  input: adminDeleteRecipeInputSchema,
  errors: [...MODERATION_ERRORS, 'resource-exhausted'],
});
