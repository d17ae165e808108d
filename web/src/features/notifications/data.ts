/**
 * The signed-in user's notifications (001 §4, §7 "Comment notifications", §9; every kind since issue 27, decision
 * 0033: comments, replies, likes, shared recipes, new followers, followed cooks' new recipes): one live query of the latest
 * 50 (the subscription limit) and one of the unread ones for the badge (up to 100, shown as 99+), both under
 * users/{uid}/commentNotifications where the rules let only the owner read. Marking read and deleting are the
 * owner's own writes (the rules allow read + readAt and delete, nothing else); nobody creates them here.
 */
import { NOTIFICATIONS } from '@domain/constants/social';
import { COMMENT_NOTIFICATIONS_SUBCOLLECTION, type CommentNotificationType } from '@domain/comments/types';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveList, type LiveList } from '@/platform/useLiveList';

export interface CommentNotification {
  id: string;
  type: CommentNotificationType;
  read: boolean;
  createdAt?: { toMillis(): number } | null;
  triggerUserId?: string;
  triggerUserName?: string;
  data?: { recipeTitle?: string; commentText?: string };
  /** A followed cook's new recipe at level "all": shown as a system notification while the tab is open. */
  alert?: boolean;
  recipeId?: string;
  commentId?: string;
}

/** The badge counts up to here; more reads as "99+". */
const UNREAD_COUNT_LIMIT = NOTIFICATIONS.badgeCap + 1;

const listOf = (firestore: Firestore, uid: string) =>
  collection(firestore, 'users', uid, COMMENT_NOTIFICATIONS_SUBCOLLECTION);

export function useCommentNotifications(uid: string): LiveList<CommentNotification> {
  const firestore = useFirestore();
  const latest = useMemo(
    () =>
      query(
        listOf(firestore, uid),
        orderBy('createdAt', 'desc'),
        limit(NOTIFICATIONS.subscriptionLimit),
      ) as Query<CommentNotification>,
    [firestore, uid],
  );
  return useLiveList(latest);
}

export function useUnreadCount(uid: string): number | null {
  const firestore = useFirestore();
  const unread = useMemo(
    () =>
      query(
        listOf(firestore, uid),
        where('read', '==', false),
        limit(UNREAD_COUNT_LIMIT),
      ) as Query<CommentNotification>,
    [firestore, uid],
  );
  const list = useLiveList(unread);
  return list.status === 'success' ? list.data.length : null;
}

const AT_TOP: ReadonlySet<string> = new Set([
  'shared_recipe_completed',
  'new_recipe',
  'translation_accepted',
  'translation_declined',
]);

/** Where a notification leads: the follower's channel, the new recipe, or the comment on its recipe's page. */
export function notificationPath(notification: CommentNotification): string {
  if (notification.type === 'new_follower') {
    return notification.triggerUserId ? `/user/${notification.triggerUserId}` : '/followers';
  }
  // a new recipe, or one a friend sent through a request link, opens at its top (001 §3 shared_recipe_completed), as
  // does the version a translator's suggestion became or the recipe it was declined for; a suggestion opens where the
  // cook answers it (issue 34)
  const anchor = AT_TOP.has(notification.type)
    ? ''
    : notification.type === 'translation_suggested'
      ? '#versions'
      : notification.commentId
        ? `#comment-${notification.commentId}`
        : '#comments';
  return notification.recipeId ? `/recipe/${notification.recipeId}${anchor}` : '/notifications';
}

const BATCH = 400;

async function inBatches(firestore: Firestore, paths: string[], write: 'read' | 'delete'): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = writeBatch(firestore);
    for (const path of paths.slice(start, start + BATCH)) {
      const ref = doc(firestore, path);
      if (write === 'read') batch.update(ref, { read: true, readAt: serverTimestamp() });
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

export function notificationActions(firestore: Firestore, uid: string) {
  const path = (id: string) => `users/${uid}/${COMMENT_NOTIFICATIONS_SUBCOLLECTION}/${id}`;
  const pathsWhere = async (read: boolean | null) => {
    const base = listOf(firestore, uid);
    const found = await getDocs(read === null ? base : query(base, where('read', '==', read)));
    return found.docs.map((d) => path(d.id));
  };
  return {
    markRead: (id: string) => inBatches(firestore, [path(id)], 'read'),
    markAllRead: async () => inBatches(firestore, await pathsWhere(false), 'read'),
    remove: (id: string) => inBatches(firestore, [path(id)], 'delete'),
    clearRead: async () => inBatches(firestore, await pathsWhere(true), 'delete'),
    clearAll: async () => inBatches(firestore, await pathsWhere(null), 'delete'),
  };
}

export function useNotificationActions(uid: string) {
  const firestore = useFirestore();
  return useMemo(() => notificationActions(firestore, uid), [firestore, uid]);
}
