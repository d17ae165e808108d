/** Bot-check (reCAPTCHA v3 score) thresholds per action, spec 002 §9. Pure: the web imports it too. */

export const BOT_CHECK_THRESHOLDS = {
  DELETE_RECIPE: 0.7,
  CREATE_RECIPE: 0.7,
  EDIT_RECIPE: 0.6,
  SIGNUP: 0.6,
  LOGIN: 0.5,
  RATE_RECIPE: 0.5,
  FOLLOW_USER: 0.5,
  FAVORITE_RECIPE: 0.4,
  UPDATE_NOTIFICATION: 0.4,
  SEARCH: 0.3,
} as const;

/** Actions the spec names without a threshold: they use the default. */
export const OTHER_BOT_CHECK_ACTIONS = [
  'GENERATE_RECIPE_LINK',
  'SUBMIT_SHARED_RECIPE',
  'MOVE_RECIPE',
  'CREATE_COMMENT',
  'LIKE_COMMENT',
  'REPORT_COMMENT',
  'CREATE_COLLECTION',
  'DELETE_COLLECTION',
  'REMOVE_FROM_COLLECTION',
  'UPDATE_RECIPE_DATA',
  'UPDATE_RECIPE_NOTES',
] as const;

export const DEFAULT_BOT_CHECK_THRESHOLD = 0.5;

export type BotCheckAction = keyof typeof BOT_CHECK_THRESHOLDS | (typeof OTHER_BOT_CHECK_ACTIONS)[number];

export const SECURITY_VERIFICATION_FAILED = 'Security verification failed';
/** The answer's error when the provider rejects the token (POST /api/verify-recaptcha). */
export const VERIFICATION_FAILED = 'Verification failed';

export function botCheckThreshold(action: string): number {
  return Object.hasOwn(BOT_CHECK_THRESHOLDS, action)
    ? BOT_CHECK_THRESHOLDS[action as keyof typeof BOT_CHECK_THRESHOLDS]
    : DEFAULT_BOT_CHECK_THRESHOLD;
}

/** A score passes when it reaches the action's threshold. */
export function passesBotCheck(action: string, score: number): boolean {
  return Number.isFinite(score) && score >= botCheckThreshold(action);
}
