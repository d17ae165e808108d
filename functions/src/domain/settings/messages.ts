/** The enterprise settings' texts (spec 002 §5 "Enterprise settings", §8 "Settings"; ours where marked). */
export const SETTINGS_MESSAGES = {
  /** 002 §5. */
  lowBelowMedium: 'Low calorie threshold must be less than medium threshold',
  /** 002 §5: "inputs are at least 1" (ours: the words). */
  caloriesAtLeastOne: 'Calorie thresholds must be at least 1',
  /** 002 §5: "Top-result limits are 1 to 100" (ours: the words). */
  topLimitsRange: 'Top results limits must be between 1 and 100',
  /** 002 §5. */
  maxRecipesPerDay: 'Max recipes per day must be at least 1',
  /** 002 §5: "Supported languages must be an array" (the words are ours). */
  languagesArray: 'Supported languages must be an array',
  /** ours */
  positiveNumber: 'Must be a whole number of at least 1',
  /** ours */
  notNegative: 'Must be a whole number of 0 or more',
  /** ours */
  ratingRange: 'Minimum rating must be between 0 and 5',
  /** ours */
  daysOrder: 'Default days must not exceed max days',
  /** ours */
  defaultLanguage: 'The default language must be one of the supported languages',
  /** ours */
  imageUrl: 'The default recipe image must be an https address or a path on this site',
  /** ours */
  unknownCategory: 'Unknown settings category',
  /** ours */
  invalid: 'Invalid settings value',
  /** ours: a call whose feature toggle (settings/features) an admin turned off */
  featureOff: 'This feature is turned off on this site',
} as const;

/** ours: a cook reached settings/businessRules.moderation.maxRecipesPerUser (decision 0022). */
export function recipeLimitMessage(max: number): string {
  return `You have reached the limit of ${max} recipes per cook`;
}

/** ours: a cook reached settings/businessRules.moderation.maxRecipesPerDay (decision 0036), in a rolling 24 hours. */
export function dailyRecipeLimitMessage(max: number): string {
  return `You have reached the limit of ${max} recipes per day. Please try again tomorrow.`;
}

/** The rolling day the per-day limit counts (decision 0036). */
export const RECIPE_LIMIT_DAY_MS = 24 * 60 * 60 * 1000;
