/** The follow calls' inputs (001 §7 "Following and notifications"). */
import { z } from 'zod';
import { FOLLOW_OPERATIONS, NOTIFICATION_LEVELS } from './document';
import { FOLLOW_MESSAGES } from './messages';

const userId = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(128, `${field} is too long`)
    .regex(/^[^/]+$/, `${field} is not a user id`);

/** social-follow: follow or unfollow targetUserId. botToken: FOLLOW_USER, proceeds without one (002 §8). */
export const followInputSchema = z.object({
  targetUserId: userId('targetUserId'),
  operation: z.enum(FOLLOW_OPERATIONS, { message: 'operation must be follow or unfollow' }),
  botToken: z.string().max(4096).nullish(),
});
export type FollowInput = z.infer<typeof followInputSchema>;

export const notificationLevelSchema = z.enum(NOTIFICATION_LEVELS, { message: FOLLOW_MESSAGES.invalidLevel });

/** GET /api/notifications/settings?followedUserId= */
export const notificationSettingsQuerySchema = z.object({ followedUserId: userId('followedUserId') });

/** POST /api/notifications/settings. recaptchaToken: UPDATE_NOTIFICATION 0.4. */
export const notificationSettingsInputSchema = z.object({
  followedUserId: userId('followedUserId'),
  notificationLevel: notificationLevelSchema,
  recaptchaToken: z.string().max(4096).nullish(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/** GET /api/follows/status?userId= */
export const followStatusQuerySchema = z.object({ userId: userId('userId') });

/** GET /api/follows/top-followed: the top-followed job's list, for anyone (no parameters). */
export const topFollowedQuerySchema = z.object({});

/** GET /api/follows/following and /api/follows/followers: the caller's lists, paged by offset. */
export const followListQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1).max(50).default(20),
  offset: z.coerce.number().int('offset must be a whole number').min(0).max(100_000).default(0),
  search: z.string().trim().max(100, 'search is too long').default(''),
});
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

/** social-userFollowing: whom a cook follows, for anyone the cook's privacy setting admits (decision 0042). */
export const userFollowingInputSchema = z.object({
  userId: userId('userId'),
  limit: z
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(50),
  offset: z
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be between 0 and 100000')
    .max(100_000, 'offset must be between 0 and 100000')
    .default(0),
});
export type UserFollowingInput = z.infer<typeof userFollowingInputSchema>;
