/** Following's texts (spec 001 §5, §8). The busy and connection texts come from mirrorFailureMessage(action, …). */
export const FOLLOW_MESSAGES = {
  invalidLevel: 'Invalid notification level',
  cannotFollowSelf: 'You cannot follow yourself',
  userNotFound: 'User not found',
  /** Ours: a channel address no active cook owns (GET /api/channels/profile). */
  channelNotFound: 'No cook goes by this username',
  /** Ours (decision 0042): the cook's setting for their following list leaves this viewer out. */
  followingPrivate: "This cook's following list is private",
  /** Ours: a level belongs to a followed cook (001 §3 "Notification setting"). */
  notFollowing: 'Follow this cook to choose their notifications',
  /** 001 §8, shown by the web when saving a level fails. */
  /** Ours: the follow lists could not be read. */
  loadFailed: 'Failed to load. Please try again.',
  settingsFailed: 'Failed to update notification settings. Please try again.',
  enableInBrowser: 'Please enable notifications in your browser settings to receive updates.',
} as const;

/** The {action} of "Unable to {action}: …" (002 §8 "Mirror sync failures"; 001 §8 "Follow/unfollow"). */
export const FOLLOW_ACTIONS = {
  follow: 'follow user',
  unfollow: 'unfollow user',
  notificationLevel: 'update notification settings',
  topFollowed: 'recalculate top followed users',
} as const;
