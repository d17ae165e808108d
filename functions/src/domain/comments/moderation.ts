/**
 * The comment moderation machine (spec 002 §4 "Comment moderation status"): pending allows approve, active allows
 * hide, hidden allows restore, any status allows delete; deleting a deleted comment removes it for good. The spec
 * does not show the resulting statuses; ours: approve → active, hide → hidden, restore → active, delete → deleted.
 * Only active comments are listed on the recipe page.
 */
import type { CommentStatus } from './types';

export const MODERATION_ACTIONS = ['approve', 'hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export type ModerationOutcome =
  | { readonly kind: 'status'; readonly status: CommentStatus }
  /** The comment, its edges and notifications are removed from both stores. */
  | { readonly kind: 'purge' }
  | { readonly kind: 'refused'; readonly message: string };

const MOVES: Record<Exclude<ModerationAction, 'delete'>, { from: CommentStatus; to: CommentStatus }> = {
  approve: { from: 'pending', to: 'active' },
  hide: { from: 'active', to: 'hidden' },
  restore: { from: 'hidden', to: 'active' },
};

export function moderationRefusal(action: ModerationAction, status: CommentStatus): string {
  return `Cannot ${action} a comment that is ${status}`;
}

export function moderate(status: CommentStatus, action: ModerationAction): ModerationOutcome {
  if (action === 'delete')
    return status === 'deleted' ? { kind: 'purge' } : { kind: 'status', status: 'deleted' };
  const move = MOVES[action];
  return move.from === status
    ? { kind: 'status', status: move.to }
    : { kind: 'refused', message: moderationRefusal(action, status) };
}

/** The actions a comment in `status` offers (the admin screen's buttons). */
export function allowedActions(status: CommentStatus): ModerationAction[] {
  return MODERATION_ACTIONS.filter((action) => moderate(status, action).kind !== 'refused');
}

/** How the recipe's comment count moves: it counts active comments only. */
export function activeCountDelta(before: CommentStatus, after: CommentStatus | null): number {
  const was = before === 'active' ? 1 : 0;
  const is = after === 'active' ? 1 : 0;
  return is - was;
}
