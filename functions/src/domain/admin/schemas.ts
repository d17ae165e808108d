/** The inputs of the back office's user tools and lists (spec 002 §2 users table, force username; §5). */
import { z } from 'zod';
import { ADMIN_MESSAGES } from './messages';

const MAX_ID = 128;

const userIdField = z
  .string({ error: ADMIN_MESSAGES.forceUsernameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.forceUsernameRequired)
  .max(MAX_ID, ADMIN_MESSAGES.userNotFound);

/** /admin/users: page (from 1) of 20, optionally those whose name or username starts with `search`. */
export const adminListUsersInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  search: z.string().trim().max(100, ADMIN_MESSAGES.searchTooLong).default(''),
});
export type AdminListUsersInput = z.infer<typeof adminListUsersInputSchema>;

export const adminSetUserActiveInputSchema = z.object({ userId: userIdField, active: z.boolean() });
export type AdminSetUserActiveInput = z.infer<typeof adminSetUserActiveInputSchema>;

export const adminSetUserVerifiedInputSchema = z.object({ userId: userIdField, verified: z.boolean() });
export type AdminSetUserVerifiedInput = z.infer<typeof adminSetUserVerifiedInputSchema>;

/** 002 §5: both required, "Please provide both User ID and Display Name"; the name then meets the username rules. */
export const adminForceUsernameInputSchema = z.object({
  userId: userIdField,
  displayName: z
    .string({ error: ADMIN_MESSAGES.forceUsernameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.forceUsernameRequired)
    .max(200),
});
export type AdminForceUsernameInput = z.infer<typeof adminForceUsernameInputSchema>;

export const adminAuditLogInputSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The audit log screen's page (from 1), newest entries first. */
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});
