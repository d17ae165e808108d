/**
 * Bot-check action names as one list (spec 000/001/002 §9), derived from domain/botCheck.ts, which owns the
 * names and their thresholds.
 */
import { BOT_CHECK_THRESHOLDS, OTHER_BOT_CHECK_ACTIONS, type BotCheckAction } from '../botCheck';

export const BOT_CHECK_ACTIONS: readonly BotCheckAction[] = [
  ...(Object.keys(BOT_CHECK_THRESHOLDS) as (keyof typeof BOT_CHECK_THRESHOLDS)[]),
  ...OTHER_BOT_CHECK_ACTIONS,
];

/** Spec 002 §8: on a timeout or a missing token these actions proceed without one. */
export const BOT_CHECK_OPTIONAL_TOKEN_ACTIONS: readonly BotCheckAction[] = [
  'LOGIN',
  'SIGNUP',
  'GENERATE_RECIPE_LINK',
  'FAVORITE_RECIPE',
  'FOLLOW_USER',
  'RATE_RECIPE',
  'DELETE_RECIPE',
];
