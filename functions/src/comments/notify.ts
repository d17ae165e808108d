/**
 * Comment notifications (001 §3, §4 "Comment notification"): written by the functions only, after the comment or
 * like committed, to users/{recipient}/commentNotifications (the bell listens there). Never for one's own action,
 * nor for a recipient who turned notifications off (profile preferences.notifications false). A failure is logged:
 * the comment itself stands.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COMMENT_LIMITS } from '../domain/comments/limits';
import {
  COMMENT_NOTIFICATIONS_SUBCOLLECTION,
  type CommentNotificationDoc,
  type CommentNotificationType,
} from '../domain/comments/types';
import { USERS_COLLECTION } from '../domain/profile';
import { deleteAll } from '../platform/cleanup/batches';
import { textOf } from './store';

export interface NotificationEvent {
  readonly recipient: string;
  readonly type: CommentNotificationType;
  readonly actor: { readonly uid: string; readonly name: string };
  readonly recipe: { readonly id: string; readonly title: string };
  readonly commentId: string;
  readonly commentText: string;
  /** A fixed id replaces an earlier notification of the same event (a like, unliked and liked again). */
  readonly id?: string;
}

const ACTIONS: Record<CommentNotificationType, string> = {
  comment_on_recipe: 'commented on your recipe',
  reply_to_comment: 'replied to your comment',
  comment_liked: 'liked your comment',
  shared_recipe_completed: 'completed your recipe request',
};

export const notificationsOf = (db: Firestore, uid: string) =>
  db.collection(USERS_COLLECTION).doc(uid).collection(COMMENT_NOTIFICATIONS_SUBCOLLECTION);

export async function notify(db: Firestore, event: NotificationEvent, now: Date): Promise<string | null> {
  if (!event.recipient || event.recipient === event.actor.uid) return null;
  try {
    const recipient = await db.collection(USERS_COLLECTION).doc(event.recipient).get();
    if (!recipient.exists || recipient.get('preferences.notifications') === false) return null;
    const ref = event.id
      ? notificationsOf(db, event.recipient).doc(event.id)
      : notificationsOf(db, event.recipient).doc();
    const doc: CommentNotificationDoc = {
      userId: event.recipient,
      enabled: true,
      read: false,
      readAt: null,
      createdAt: Timestamp.fromDate(now),
      type: event.type,
      triggerUserId: event.actor.uid,
      triggerUserName: event.actor.name,
      data: {
        recipeTitle: event.recipe.title,
        commentText: event.commentText.slice(0, COMMENT_LIMITS.notificationQuote),
        action: ACTIONS[event.type],
      },
      recipeId: event.recipe.id,
      commentId: event.commentId,
    };
    await ref.set(doc);
    return ref.id;
  } catch (error) {
    logger.error('Could not write a comment notification', { type: event.type, error: String(error) });
    return null;
  }
}

/** Deletes the notifications tied to these comments (001 §4: "all tied to a deleted comment"). */
export async function forgetNotifications(
  db: Firestore,
  field: 'commentId' | 'recipeId',
  values: readonly string[],
) {
  let removed = 0;
  for (let start = 0; start < values.length; start += 30) {
    const group = values.slice(start, start + 30);
    const found = await db
      .collectionGroup(COMMENT_NOTIFICATIONS_SUBCOLLECTION)
      .where(field, 'in', group)
      .get();
    removed += await deleteAll(
      db,
      found.docs.map((doc) => doc.ref),
    );
  }
  return removed;
}

export const recipeTitleOf = (recipe: Record<string, unknown>) => textOf(recipe.title);
