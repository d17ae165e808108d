/**
 * Bot-check action names (spec 000/001/002 §9). The thresholds per action live in domain/botCheck.ts.
 * Actions without a listed threshold use the default.
 */
export const BOT_CHECK_ACTIONS = [
  'DELETE_RECIPE',
  'CREATE_RECIPE',
  'EDIT_RECIPE',
  'SIGNUP',
  'LOGIN',
  'RATE_RECIPE',
  'FOLLOW_USER',
  'FAVORITE_RECIPE',
  'UPDATE_NOTIFICATION',
  'SEARCH',
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
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** Actions that proceed without a token when the bot-check times out or the token is missing. */
export const BOT_CHECK_OPTIONAL_TOKEN_ACTIONS: readonly BotCheckAction[] = [
  'LOGIN',
  'SIGNUP',
  'GENERATE_RECIPE_LINK',
  'FAVORITE_RECIPE',
  'FOLLOW_USER',
  'RATE_RECIPE',
  'DELETE_RECIPE',
];
