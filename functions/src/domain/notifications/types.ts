/**
 * The notification inbox (001 §3 "Comment notification", §4; docs/decisions/0033): users/{uid}/commentNotifications
 * keeps the spec's name and carries every kind a user is told of, so the bell, /notifications and the daily e-mail
 * read one list. Pure: the web imports these types too.
 */
export const NOTIFICATIONS_SUBCOLLECTION = 'commentNotifications';

export const NOTIFICATION_TYPES = [
  'comment_on_recipe',
  'reply_to_comment',
  /** ours: a reply to someone else's comment on the recipient's recipe (was sent as comment_on_recipe). */
  'reply_on_recipe',
  'comment_liked',
  'shared_recipe_completed',
  'new_follower',
  /** a followed cook's new recipe, at level all, or personalized when it matches (domain/activity/delivery.ts). */
  'new_recipe',
  /** issue 34: a reader suggested a translation of the recipient's recipe; the cook accepted or declined it. */
  'translation_suggested',
  'translation_accepted',
  'translation_declined',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * users/{uid}/commentNotifications/{id}. createdAt/readAt: Firestore Timestamps. No data.action (decision 0049):
 * the web, push and the digest word each `type` in the reader's language.
 */
export interface NotificationDoc {
  userId: string;
  enabled: boolean;
  read: boolean;
  readAt: unknown;
  createdAt: unknown;
  type: NotificationType;
  triggerUserId: string;
  triggerUserName: string;
  data: { recipeTitle: string; commentText: string };
  recipeId: string;
  commentId: string;
  /** Level "all" of a followed cook: also a push message, and a system notification in an open tab. */
  alert: boolean;
}

/** Profile preferences.notifications (000 §3, default true): off stops every kind, activity items included. */
export function wantsNotifications(profile: Record<string, unknown> | undefined): boolean {
  const preferences = (profile?.preferences ?? {}) as Record<string, unknown>;
  return preferences.notifications !== false;
}

/** Profile preferences.emailNotifications (default true): the daily digest. */
export function wantsEmail(profile: Record<string, unknown> | undefined): boolean {
  const preferences = (profile?.preferences ?? {}) as Record<string, unknown>;
  return wantsNotifications(profile) && preferences.emailNotifications !== false;
}
