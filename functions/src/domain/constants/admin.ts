/** Administration constants: spec 002 §9 (projections, monitoring, cleanup, comments, content). */
export const PROJECTIONS = {
  adRevenuePerView: 0.002,
  premiumConversionRate: 0.05,
  highTrafficViews: 1000,
  powerOrganizerMinCollections: 5,
  casualOrganizerCollections: { min: 1, max: 4 },
} as const;

/** Calorie bands of the analytics: low under 300, medium 300 to 600, high over 600. */
export const CALORIE_BANDS = { lowBelow: 300, highAbove: 600 } as const;

export const TOP_LISTS = {
  recipes: 5,
  creators: 10,
  followedUsers: 10,
  searchTerms: 20,
  collectionThemes: 10,
  topFollowedJobKeep: 50,
  trendingUsersPerPeriod: 10,
  trendingPeriodsRead: 4,
  recentCollectionsDays: 30,
  collectionsGrowthDays: 7,
} as const;

export const MONITORING = { quotaWarningPercent: 60, quotaCriticalPercent: 80, refreshMs: 10_000 } as const;

export const CLEANUP_TYPES = [
  'favoriteMetadata',
  'viewTracking',
  'tagReferences',
  'userFavorites',
  'userCollections',
  'ratingsSubcollections',
  'recommendationCaches',
  'searchAnalytics',
] as const;
export type CleanupType = (typeof CLEANUP_TYPES)[number];
export type CleanupRisk = 'Low' | 'Medium' | 'High';

export const CLEANUP = {
  risk: {
    favoriteMetadata: 'Low',
    viewTracking: 'Low',
    recommendationCaches: 'Low',
    searchAnalytics: 'Low',
    tagReferences: 'Medium',
    userFavorites: 'Medium',
    ratingsSubcollections: 'Medium',
    userCollections: 'High',
  } satisfies Record<CleanupType, CleanupRisk>,
  dryRunDefault: true,
  batchSize: 50,
  livePanelBatchSize: 25,
  batchPauseMs: 1000,
  preselected: ['favoriteMetadata', 'viewTracking', 'tagReferences'] as readonly CleanupType[],
} as const;

export const COMMENT_MODERATION = {
  statuses: ['active', 'hidden', 'deleted', 'pending'] as readonly string[],
  actions: ['approve', 'hide', 'restore', 'delete'] as readonly string[],
  sorts: ['newest', 'oldest', 'most_reported', 'most_liked'] as readonly string[],
  pageSize: 20,
  previewLength: 100,
  toxicityWarningAbove: 0.5,
} as const;

export const CONSISTENCY = {
  detailsShown: 10,
  checkCollections: ['all', 'recipes', 'users', 'favorites', 'shares'] as readonly string[],
  fixCollections: ['all', 'recipes', 'users', 'favorites'] as readonly string[],
  actions: ['check', 'fix', 'recalculate', 'clean'] as readonly string[],
} as const;

export const FIRST_ADMIN = { passwordMin: 6 } as const;

/** Jobs: top-followed, trending and calories run four times a day (00:00, 06:00, 12:00, 18:00). */
export const JOB_SCHEDULE = '0 0,6,12,18 * * *';
