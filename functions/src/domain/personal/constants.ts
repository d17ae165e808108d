/**
 * Language learning and category affinity constants (spec 001 §9 "Language learning weights", "Home
 * recommendations", "Category affinity sync"). The score thresholds (top 3 at 15, allowed at 10, 90 days) live with
 * the SQL that applies them (supabase/migrations/20261129000400_personal.sql); these are the ones the
 * functions and the browser apply.
 */

/** 001 §9 "Language learning weights" and the queue, session and score constants beside them. */
const LANGUAGE_LEARNING = {
  weights: {
    view: 0.5,
    click: 1,
    save: 3,
    share: 2,
    cook: 5,
    search: 1.5,
    rate: 2.5,
    unsave: -1,
    view_ingredients: 0.8,
    view_instructions: 1.2,
    copy_recipe: 2,
    print_recipe: 2.5,
    other: 1,
  },
  sessionMs: 1_800_000,
  batchSize: 10,
  batchDelayMs: 2000,
  batchTimerMs: 5000,
  requeueBelow: 50,
  topLanguages: 3,
  preferenceMinScore: 15,
  allowScore: 10,
  cleanupDays: 90,
  journeyEvents: 50,
  analyticsWindowDays: 30,
} as const;

/** 001 §9: what each event adds to the recipe language's interest score (the server's, never the browser's). */
export const LANGUAGE_EVENT_WEIGHTS = LANGUAGE_LEARNING.weights;
export type LanguageEventType = keyof typeof LANGUAGE_EVENT_WEIGHTS;
export const LANGUAGE_EVENT_TYPES = Object.keys(LANGUAGE_EVENT_WEIGHTS) as [
  LanguageEventType,
  ...LanguageEventType[],
];

/** 001 §9: the browser's queue. */
export const LANGUAGE_QUEUE = {
  batchSize: LANGUAGE_LEARNING.batchSize,
  batchDelayMs: LANGUAGE_LEARNING.batchDelayMs,
  flushIntervalMs: LANGUAGE_LEARNING.batchTimerMs,
  /** a failed batch goes back only while the queue holds fewer than this */
  requeueBelow: LANGUAGE_LEARNING.requeueBelow,
  sessionMs: LANGUAGE_LEARNING.sessionMs,
} as const;

/** ours: the most events one request may carry (the queue never sends more than it may hold). */
export const MAX_EVENTS_PER_BATCH = LANGUAGE_QUEUE.requeueBelow;

/** 001 §5 score thresholds, as the SQL applies them (shown on the profile). */
export const LANGUAGE_SCORES = {
  allowAt: LANGUAGE_LEARNING.allowScore,
  preferAt: LANGUAGE_LEARNING.preferenceMinScore,
  preferredCount: LANGUAGE_LEARNING.topLanguages,
  cleanupDays: LANGUAGE_LEARNING.cleanupDays,
} as const;

export const AFFINITY_ACTIONS = ['view', 'favorite', 'unfavorite', 'made_it', 'rate'] as const;
export type AffinityAction = (typeof AFFINITY_ACTIONS)[number];

/** 001 §9 "Home recommendations": up to 3 groups, each scoring above 2 with at least 2 recipes; a heart above 7. */
export const AFFINITY_GROUPS = {
  maxGroups: 3,
  minScore: 2,
  minRecipes: 2,
  heartAbove: 7,
  perGroup: 6,
} as const;

/** 001 §9 "Category affinity sync: retry after 5 s, 100 ms between items". */
export const AFFINITY_SYNC = {
  retryMs: 5000,
  pauseMs: 100,
} as const;

/** Scores run from 0 to 10 (the SQL's user_category_affinity.score). */
export const AFFINITY_MAX_SCORE = 10;
