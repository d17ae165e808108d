/**
 * The daily e-mail digest (profile preferences.emailNotifications; issue 27; docs/decisions/0034): what it tells and
 * when. The jobs run at 00:00, 06:00, 12:00 and 18:00 UTC; a user gets at most one digest per UTC day, and none when
 * nothing happened. It covers what arrived since the last time covered (at most DIGEST.lookbackDays back).
 */
import type { NotificationType } from './types';

/** What the digest tells: people and words aimed at the user, not the followed cooks' recipes (the bell has those). */
export const DIGEST_TYPES = [
  'new_follower',
  'comment_on_recipe',
  'reply_to_comment',
  'reply_on_recipe',
  'shared_recipe_completed',
] as const satisfies readonly NotificationType[];
export type DigestType = (typeof DIGEST_TYPES)[number];

export const DIGEST = {
  /** ours: the oldest notification a digest still tells (a first digest, or one after a long pause). */
  lookbackDays: 7,
  /** ours: the lines per section; more read "and N more". */
  linesPerSection: 10,
} as const;

/** emailDigests/{uid}: when the last digest went out and up to when it covered. Firestore only (a per-user cursor). */
export const EMAIL_DIGESTS_COLLECTION = 'emailDigests';
export interface DigestState {
  /** ISO time of the last digest sent, or ''. */
  readonly sentAt: string;
  /** ISO time up to which notifications were told (or found to be none). */
  readonly coveredUntil: string;
}

export const isDigestType = (type: unknown): type is DigestType =>
  (DIGEST_TYPES as readonly unknown[]).includes(type);

const utcDay = (iso: string) => iso.slice(0, 10);

/** Whether a digest may go out now: none yet today (UTC). */
export function digestDue(state: DigestState | null, now: Date): boolean {
  return !state?.sentAt || utcDay(state.sentAt) !== utcDay(now.toISOString());
}

/** The time after which notifications are new to the digest. */
export function digestSince(state: DigestState | null, now: Date): Date {
  const floor = now.getTime() - DIGEST.lookbackDays * 24 * 3600 * 1000;
  const covered = state?.coveredUntil ? Date.parse(state.coveredUntil) : Number.NaN;
  return new Date(Number.isFinite(covered) ? Math.max(covered, floor) : floor);
}

export interface DigestLine {
  readonly type: DigestType;
  readonly actorName: string;
  readonly recipeTitle: string;
  readonly recipeId: string;
  readonly actorId: string;
  readonly commentText: string;
}

/** The digest's sections in their order, each with its lines (newest first as given); empty sections left out. */
export function digestSections(lines: readonly DigestLine[]) {
  const order: readonly (readonly DigestType[])[] = [
    ['new_follower'],
    ['comment_on_recipe', 'reply_to_comment', 'reply_on_recipe'],
    ['shared_recipe_completed'],
  ];
  const names = ['followers', 'comments', 'shared'] as const;
  return order
    .map((types, index) => ({
      section: names[index] as (typeof names)[number],
      lines: lines.filter((line) => types.includes(line.type)),
    }))
    .filter((part) => part.lines.length > 0)
    .map((part) => ({
      ...part,
      shown: part.lines.slice(0, DIGEST.linesPerSection),
      more: Math.max(0, part.lines.length - DIGEST.linesPerSection),
    }));
}
export type DigestSection = ReturnType<typeof digestSections>[number];
