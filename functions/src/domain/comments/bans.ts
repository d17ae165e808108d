/**
 * Bans (spec 002 §2 "Comment Management" Banned Users tab, §3 "Banned user", §9 "An empty ban-until means
 * permanent"): bannedUsers/{uid}, written by the admin's ban and removed by unban, read when a user comments.
 * Pure: the web reads the types and the input schemas too.
 */
import { z } from 'zod';
import { COMMENT_MODERATION } from '../constants/admin';

export const BAN_MESSAGES = {
  userRequired: 'userId is required',
  reasonRequired: 'Please give a reason for the ban',
  reasonTooLong: 'Reason must be 500 characters or less',
  untilInvalid: 'Ban until must be a date',
  untilPast: 'Ban until must be in the future',
  userNotFound: 'User not found',
  adminCannotBeBanned: 'Admin users cannot be banned',
  notBanned: 'This user is not banned',
  bannedUntil: (until: string) => `You are banned from commenting until ${until} UTC.`,
  bannedPermanently: 'You are banned from commenting permanently.',
  banReason: (reason: string) => `Reason: ${reason}`,
} as const;

/** bannedUsers/{uid} as the functions write it (002 §3, plus who banned). */
export interface BanDoc {
  userId: string;
  profile: { displayName: string; email: string };
  banReason: string;
  bannedAt: string;
  /** '' = permanent; otherwise an ISO time after which the ban no longer holds. */
  banUntil: string;
  bannedBy: string;
  /** The user's comments when banned (002 §3 totalComments). */
  totalComments: number;
}

/** One row of the Banned Users tab. */
export type BannedUser = BanDoc;

/** The ban in effect at `now`: an empty until is permanent, a stored time holds until it passes. */
export function banInEffect(banUntil: unknown, now: Date): boolean {
  if (banUntil === undefined || banUntil === null || banUntil === '') return true;
  const end =
    typeof banUntil === 'string'
      ? Date.parse(banUntil)
      : Number((banUntil as { toMillis?: () => number }).toMillis?.() ?? Number.NaN);
  return Number.isNaN(end) || end > now.getTime();
}

/** Why a banned user's comment is refused: the reason and the end when known (details.reason 'banned'). */
export interface BanRefusal {
  message: string;
  details: { reason: 'banned'; banReason: string; banUntil: string };
}

/**
 * The refusal a banned commenter sees: until when ('' = permanent) and why (the reason when one was given). The
 * details carry both so the web can say it in the reader's language and time zone.
 */
export function banRefusal(banReason: unknown, banUntil: unknown): BanRefusal {
  const reason = typeof banReason === 'string' ? banReason.trim() : '';
  const end = typeof banUntil === 'string' && !Number.isNaN(Date.parse(banUntil)) ? banUntil : '';
  const when = end
    ? BAN_MESSAGES.bannedUntil(new Date(end).toISOString().slice(0, 16).replace('T', ' '))
    : BAN_MESSAGES.bannedPermanently;
  return {
    message: reason ? `${when} ${BAN_MESSAGES.banReason(reason)}` : when,
    details: { reason: 'banned', banReason: reason, banUntil: end },
  };
}

const userId = z.string().trim().min(1, BAN_MESSAGES.userRequired).max(128, BAN_MESSAGES.userNotFound);

/** POST /api/admin/ban-user: a reason, and an end (empty = permanent) that must lie ahead (checked with the clock). */
export const banUserInputSchema = z.object({
  userId,
  reason: z
    .string({ error: BAN_MESSAGES.reasonRequired })
    .trim()
    .min(1, BAN_MESSAGES.reasonRequired)
    .max(500, BAN_MESSAGES.reasonTooLong),
  until: z
    .string()
    .trim()
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), BAN_MESSAGES.untilInvalid)
    .default(''),
});
export type BanUserInput = z.infer<typeof banUserInputSchema>;

/** POST /api/admin/banned-users (002 §7: body userId, reason): unbans. */
export const unbanUserInputSchema = z.object({
  userId,
  reason: z.string().trim().max(500, BAN_MESSAGES.reasonTooLong).default(''),
});

/** GET /api/admin/banned-users (002 §7: page, limit 20, search). */
export const bannedUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMMENT_MODERATION.pageSize),
  search: z.string().trim().max(200, 'Search must be 200 characters or less').default(''),
});
export type BannedUsersQuery = z.infer<typeof bannedUsersQuerySchema>;

/** The stored end of a ban: '' (permanent) or the ISO time; an end not ahead of `now` is refused. */
export function banUntilFrom(until: string, now: Date): { banUntil: string } | { error: string } {
  if (until === '') return { banUntil: '' };
  const end = Date.parse(until);
  if (Number.isNaN(end)) return { error: BAN_MESSAGES.untilInvalid };
  if (end <= now.getTime()) return { error: BAN_MESSAGES.untilPast };
  return { banUntil: new Date(end).toISOString() };
}

/** Whether the tab lists `ban`: in effect at `now` and matching `search` (name, email, reason, id). */
export function banListed(ban: BanDoc, search: string, now: Date): boolean {
  const term = search.toLowerCase();
  return (
    banInEffect(ban.banUntil, now) &&
    (!term ||
      [ban.profile.displayName, ban.profile.email, ban.banReason, ban.userId].some((text) =>
        text.toLowerCase().includes(term),
      ))
  );
}

/** How many listed bans, newest first, answer the query's page: those up to its end and one to tell of more. */
export function bansWanted(query: BannedUsersQuery): number {
  return query.page * query.limit + 1;
}

/** A page of the tab: the bans listed (banListed), newest first. */
export function bannedUsersPage(
  bans: readonly BanDoc[],
  query: BannedUsersQuery,
  now: Date,
): { bannedUsers: BannedUser[]; hasMore: boolean } {
  const matching = bans
    .filter((ban) => banListed(ban, query.search, now))
    .sort((a, b) => b.bannedAt.localeCompare(a.bannedAt));
  const from = (query.page - 1) * query.limit;
  return {
    bannedUsers: matching.slice(from, from + query.limit),
    hasMore: matching.length > from + query.limit,
  };
}
