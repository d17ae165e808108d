/** Search's texts (001 §8 "Search"). */
export const SEARCH_MESSAGES = {
  securityFailed: 'Security verification failed. Please try again.',
  waitBeforeSearching: 'Please wait before searching again',
  rateLimited: 'Too many searches. Please wait a minute before trying again.',
  unavailable: 'Search is temporarily unavailable. Please try again in a minute.',
  failed: 'Error performing search',
  /** ours: history calls need an account (guests keep theirs in the browser, 001 §1). */
  historyTermRequired: 'searchTerm is required',
  historyDeleteTarget: 'Give searchTerm or clearAll',
  deviceIdRequired: 'deviceId is required when signed out',
} as const;
