/** Social and personal feature constants: spec 001 §5 and §9. */
export const FAVORITES = {
  allFavoritesLimit: 100,
  pageSize: 50,
  fetchIdsGroup: 10,
  maxCollections: 10,
  collectionNameMax: 50,
  collectionDescriptionMax: 200,
  collectionIconMax: 4,
  notesMax: 1000,
  personalTags: { max: 20, length: 30 },
  modifications: { max: 10, length: 200, inputLength: 100 },
  cookCount: { min: 0, max: 9999 },
  categoryCountFetch: 100,
  statsListItems: 5,
  recentlyAddedDays: 7,
  counterBar: { amberPercent: 70, redPercent: 90 },
} as const;

export const FAVORITES_FILTERS = {
  cookingTime: { quickMax: 30, mediumMax: 60 },
  personalRatings: [5, 4, 3, 2] as readonly number[],
  cookStatuses: ['tried', 'not-tried', 'all'] as readonly string[],
  dateAdded: { lastWeekDays: 7, lastMonthDays: 30 },
  sortBy: ['dateAdded', 'personalRating', 'cookCount', 'lastCooked', 'title', 'rating'] as readonly string[],
  searchMinRating: 3,
} as const;

export const RATINGS = { min: 1, max: 5, ratedRecipesPageSize: 12 } as const;

export const PAGING = {
  defaultPageSize: 20,
  userRecipeGrid: 20,
  followersPageSize: 20,
  followingPageMax: 50,
  discoveryChefs: 12,
  topFollowedUsers: 50,
  trendingUsersTop: 10,
  shareCountBatch: 50,
  shareCountCacheMs: 300_000,
  defaultRecipeImageCacheMs: 300_000,
  followCountCacheMs: 300_000,
} as const;

export const FEED = {
  pageSize: 20,
  enhancedFetchMultiplier: 3,
  enhancedFetchMax: 60,
  enhancedCacheMs: 300_000,
  enhancedCacheMaxEntries: 100,
  homeGridStaleMs: 300_000,
  recencyDecayDays: 30,
  trendingViewsWeight: 0.7,
  trendingRecencyWeight: 0.3,
  infiniteScrollMarginPx: 100,
  infiniteScrollThreshold: 0.1,
} as const;

/** Spec 001 §2 "Recipe grid widget": pull-to-refresh, on the channel grid and every feed. */
export const PULL_TO_REFRESH = {
  /** A pull this far (px) refreshes when released. */
  thresholdPx: 70,
  /** The indicator never travels further (px). */
  maxPullPx: 120,
  /** The page counts as scrolled to the top within this many px. */
  scrollTopTolerancePx: 5,
} as const;

export const HOME_RECOMMENDATIONS = {
  maxAffinityGroups: 3,
  minGroupScore: 2,
  minGroupRecipes: 2,
  heartIconAbove: 7,
} as const;

export const NOTIFICATIONS = {
  levels: ['all', 'personalized', 'none'] as readonly string[],
  dropdownShown: 10,
  badgeCap: 99,
  subscriptionLimit: 50,
} as const;

export const COMMENTS = {
  pageSize: 20,
  repliesPageSize: 50,
  sorts: ['newest', 'oldest', 'top'] as readonly string[],
  reportReasons: ['spam', 'offensive', 'harassment'] as readonly string[],
} as const;

export const RECIPE_REQUEST = { messageMax: 200, linkValidMs: 86_400_000, copiedIndicatorMs: 2000 } as const;

export const TAGS = {
  popularDefault: 20,
  trendingDefault: 10,
  trendingHome: 12,
  trendingWindowDays: 7,
  /** Decision 0040: a tag trends, and counts as popular, once this many different cooks use it on public recipes. */
  minCooksToTrend: 2,
  /** Issue 27: fewer trending tags than this in the asked language and the list shows every language's. */
  minTrendingInLanguage: 3,
  suggestionsDefault: 10,
  suggestionsPool: 50,
  suggestionsMinChars: 2,
  recipesPerTagMax: 100,
  perSharedRecipeMax: 10,
  languages: ['he', 'it', 'en'] as readonly string[],
  defaultLanguage: 'he',
} as const;

export const SIMILARITY_WEIGHTS = {
  category: 30,
  tags: 20,
  ingredients: 15,
  dietary: 15,
  rating: 10,
  popularity: 10,
  popularityViewsCap: 1000,
  minIngredientOverlap: 0.3,
  minScore: 50,
  defaultRecommendations: 2,
} as const;

export const FOLLOW = {
  verificationTimeoutMs: 5000,
} as const;
