/**
 * Ours (the spec gives none): how long a comment may be, and how often one account may post, like and report.
 * A person types a comment in tens of seconds and likes a few a minute; a script that loops is stopped after a
 * handful (README "Comments").
 */
export const COMMENT_LIMITS = {
  contentMax: 2000,
  reportDescriptionMax: 500,
  /** The notification's quote of the comment. */
  notificationQuote: 100,
  /** Same-minute bursts: 5 comments or replies; 30 an hour. */
  postPerMinute: { limit: 5, windowMs: 60_000 },
  postPerHour: { limit: 30, windowMs: 3_600_000 },
  /** Likes and unlikes: 30 a minute. */
  likePerMinute: { limit: 30, windowMs: 60_000 },
  /** Reports: 10 an hour. */
  reportPerHour: { limit: 10, windowMs: 3_600_000 },
} as const;
