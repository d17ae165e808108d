/**
 * Search constants: spec 001 §9. A module of their own: the site shell's search box reads them, and the home route's
 * first JS should not carry every social constant with them (issue 30).
 */
export const SEARCH = {
  debounceMs: 300,
  recentListSize: 8,
  blurCloseDelayMs: 150,
  inputMax: 100,
  humanCheckAfterSearches: 15,
  humanCheckWindowMs: 300_000,
  rateLimitLockMs: 60_000,
  pageSize: 20,
} as const;
