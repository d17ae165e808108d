/**
 * Comment notifications (001 §3, §4 "Comment notification"): written after the comment or like committed, through
 * the shared inbox writer (platform/notifications/inbox.ts); removed with the comments and recipes they name.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COMMENT_NOTIFICATIONS_SUBCOLLECTION } from '../domain/comments/types';
import { deleteAll } from '../platform/cleanup/batches';
import { textOf } from './store';

export { notify, type NotificationEvent } from '../platform/notifications/inbox';

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
