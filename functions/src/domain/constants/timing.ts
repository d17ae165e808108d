/** Timing constants of spec 000 §9, 001 §9 and 002 §4/§9, in milliseconds. */
export const TIMING = {
  verificationPollMs: 5000,
  verificationRedirectMs: 2000,
  editRedirectMs: 2000,
  adminRecipeEditorRedirectMs: 2000,
  contentFormCloseMs: 2000,
  settingsMessageMs: 3000,
  settingsInitMessageMs: 5000,
  monitoringRefreshMs: 10_000,
  prefetchDelayMs: 1000,
  toastMs: 4000,
  changesSavedToastMs: 3000,
  passwordResetBotCheckWaitMs: 5000,
} as const;

/** The app-integrity (App Check) token handling of the application root. */
export const APP_INTEGRITY = {
  forcedRefreshMs: 3_000_000,
  failuresBeforeRefresh: 5,
  tokenCacheMs: 3_300_000,
  retriesPerCall: 1,
} as const;

/** Bot-check client timing (thresholds live in domain/botCheck.ts). */
export const BOT_CHECK_TIMING = {
  executeTimeoutMs: 5000,
  readyWaitMs: 3000,
  scriptWaitMs: 5000,
  scriptPollMs: 100,
  scriptMaxTries: 100,
} as const;

/** Relative time bands shared by notifications and comments: now, minutes, hours, days, then a date. */
export const RELATIVE_TIME = {
  minuteMs: 60_000,
  hourMs: 3_600_000,
  dayMs: 86_400_000,
  weekMs: 604_800_000,
} as const;
