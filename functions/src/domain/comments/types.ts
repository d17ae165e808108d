/**
 * Comments and comment notifications (spec 001 §3 "Comment", "Comment notification"; 000 §4 "Comment"; 002 §3
 * "Comment (admin view)"). Pure: the web imports these types too.
 *
 * Firestore: comments/{id} (with likes/{uid} and reports/{uid} below it; all three mirrored) and, per recipient,
 * users/{uid}/commentNotifications/{id} (Firestore only: the bell listens to it live).
 */
export const COMMENTS_COLLECTION = 'comments';
export const COMMENT_LIKES_SUBCOLLECTION = 'likes';
export const COMMENT_REPORTS_SUBCOLLECTION = 'reports';
export { NOTIFICATIONS_SUBCOLLECTION as COMMENT_NOTIFICATIONS_SUBCOLLECTION } from '../notifications/types';
/** The admin issue's bans (002 §3 "Banned user"): bannedUsers/{uid} { banUntil: '' | ISO time, … }. */
export const BANNED_USERS_COLLECTION = 'bannedUsers';

export const COMMENT_SORTS = ['newest', 'oldest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'harassment'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Moderation statuses (002 §4); only active comments are listed. */
export type CommentStatus = 'active' | 'hidden' | 'deleted' | 'pending';

/** comments/{id} as the functions write it. */
export interface CommentDoc {
  /**
   * The recipe family's key (decision 0077: `familyKeyOf`, the original's id; a recipe of its own: its id): every
   * version of the recipe lists the family's comments.
   */
  recipeId: string;
  /** The recipe's author when the comment was written: may delete it, gets comment_on_recipe. */
  recipeAuthorId: string;
  authorId: string;
  authorName: string;
  authorAvatar: string;
  content: string;
  /** null for a top-level comment. */
  parentId: string | null;
  /** The language it is written in (domain/comments/language.ts), decided when it is posted. */
  language: string;
  status: CommentStatus;
  likes: number;
  replyCount: number;
  reportCount: number;
  isEdited: boolean;
  metadata: { toxicityScore: number };
  createdAt: string;
  updatedAt: string;
}

/** A comment as the list and create calls answer it (001 §3 "Comment"). */
export interface CommentView {
  id: string;
  /** The recipe family's key (the original's id), whichever version it was posted on. */
  recipeId: string;
  authorId: string;
  authorName: string;
  authorAvatar: string;
  content: string;
  /** The language the text is written in (its `lang` and direction on the page); '' for one stored without. */
  language: string;
  createdAt: string;
  isEdited: boolean;
  likes: number;
  userLiked: boolean;
  replyCount: number;
  replies: CommentView[];
  parentId: string | null;
}

// The inbox now carries every kind of notification (domain/notifications, decision 0033).
export {
  NOTIFICATION_TYPES,
  type NotificationDoc as CommentNotificationDoc,
  type NotificationType as CommentNotificationType,
} from '../notifications/types';
