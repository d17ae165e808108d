/**
 * Writing to a user's notification inbox (users/{uid}/commentNotifications; docs/decisions/0033): shared by every
 * group that tells someone of something (comments, follows, new recipes). Written by the functions only, after the
 * action committed. Never for one's own action, nor for a recipient who turned notifications off (profile
 * preferences.notifications false). A failure is logged: the action itself stands.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COMMENT_LIMITS } from '../../domain/comments/limits';
import {
  NOTIFICATIONS_SUBCOLLECTION,
  wantsNotifications,
  type NotificationDoc,
  type NotificationType,
} from '../../domain/notifications';
import { USERS_COLLECTION } from '../../domain/profile';

export interface NotificationEvent {
  readonly recipient: string;
  readonly type: NotificationType;
  readonly actor: { readonly uid: string; readonly name: string };
  readonly recipe?: { readonly id: string; readonly title: string };
  readonly commentId?: string;
  readonly commentText?: string;
  /** A fixed id replaces an earlier notification of the same event (a like, unliked and liked again). */
  readonly id?: string;
  readonly alert?: boolean;
}

export const notificationsOf = (db: Firestore, uid: string) =>
  db.collection(USERS_COLLECTION).doc(uid).collection(NOTIFICATIONS_SUBCOLLECTION);

export function notificationDoc(event: NotificationEvent, now: Date): NotificationDoc {
  return {
    userId: event.recipient,
    enabled: true,
    read: false,
    readAt: null,
    createdAt: Timestamp.fromDate(now),
    type: event.type,
    triggerUserId: event.actor.uid,
    triggerUserName: event.actor.name,
    data: {
      recipeTitle: event.recipe?.title ?? '',
      commentText: (event.commentText ?? '').slice(0, COMMENT_LIMITS.notificationQuote),
    },
    recipeId: event.recipe?.id ?? '',
    commentId: event.commentId ?? '',
    alert: event.alert === true,
  };
}

/** Writes the notification unless the recipient is the actor or does not want notifications; answers its id. */
export async function notify(db: Firestore, event: NotificationEvent, now: Date): Promise<string | null> {
  if (!event.recipient || event.recipient === event.actor.uid) return null;
  try {
    const recipient = await db.collection(USERS_COLLECTION).doc(event.recipient).get();
    if (!recipient.exists || !wantsNotifications(recipient.data())) return null;
  } catch (error) {
    logger.error('Could not write a notification', { type: event.type, error: String(error) });
    return null;
  }
  return writeNotification(db, event, now);
}

/** Writes the notification for a recipient the caller already knows wants it (its profile read moments ago). */
export async function writeNotification(
  db: Firestore,
  event: NotificationEvent,
  now: Date,
): Promise<string | null> {
  try {
    const ref = event.id
      ? notificationsOf(db, event.recipient).doc(event.id)
      : notificationsOf(db, event.recipient).doc();
    await ref.set(notificationDoc(event, now));
    return ref.id;
  } catch (error) {
    logger.error('Could not write a notification', { type: event.type, error: String(error) });
    return null;
  }
}
