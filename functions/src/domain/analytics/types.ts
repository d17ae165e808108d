/**
 * The admin analytics screen's answer (spec 002 §2 "Analytics screen", §3 "Admin analytics response data"): the
 * banner of every tab and the figures of one tab, as public.admin_analytics(section, params) returns them
 * (supabase/migrations/20261129000600_back_office.sql), computed ahead and stored with the time they were computed
 * (public.admin_analytics_read, decision 0066), plus the projections computed here.
 */
export const ANALYTICS_SECTIONS = [
  'overview',
  'content',
  'dietary',
  'engagement',
  'monetization',
  'search',
  'affinity',
  'collections',
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

export interface AnalyticsBanner {
  totalRecipes: number;
  privateRecipes: number;
  /** Creation methods in use among the recipes. */
  creationMethods: number;
}

export type Names = Record<'en' | 'he' | 'fr' | 'it', string>;

export interface TopRecipe {
  id: string;
  title: string;
  views: number;
  rating: number;
  totalRatings: number;
}

export interface OverviewFigures {
  totalRecipes: number;
  totalViews: number;
  averageRating: number;
  creationMethods: Record<string, number>;
  recipesWithNutrition: number;
  activeCreators: number;
  averageTags: number;
  averageIngredients: number;
  averageSteps: number;
  totalFollows: number;
  mostFollowedCount: number;
  users: { total: number; active: number; inactive: number };
  recipes: {
    total: number;
    private: number;
    public: number;
    byCategory: Record<string, number>;
    byDifficulty: Record<string, number>;
    byCookingTime: Partial<Record<'upTo15' | 'upTo30' | 'upTo60' | 'over60', number>>;
  };
  topRecipes: { mostViewed: TopRecipe[]; highestRated: TopRecipe[] };
}

export interface CountedRecipe {
  id: string;
  title: string;
  count: number;
}

export interface ContentFigures {
  mostShared: CountedRecipe[];
  mostFavorited: CountedRecipe[];
  sharingPlatforms: { platform: string; count: number }[];
  popularTags: { tag: string; count: number }[];
  /** Views, shares and saves per weekday, Sunday (0) first. */
  peakDays: number[];
}

export interface DietaryFigures {
  options: { id: string; fieldName: string; names: Names; count: number }[];
  calories: {
    measured: number;
    average: number;
    low: number;
    medium: number;
    high: number;
    thresholds: { low: number; medium: number };
  };
}

export interface PersonRef {
  id: string;
  displayName: string | null;
  username: string | null;
}

export interface EngagementFigures {
  topCreators: (PersonRef & { recipeCount: number })[];
  topFollowed: (PersonRef & { followerCount: number })[];
  languages: { en: number; he: number; other: number };
}

export interface MonetizationFigures {
  totalRecipes: number;
  totalViews: number;
  totalUsers: number;
  highTrafficRecipes: number;
  highTrafficViews: number;
  veganRecipes: number;
  kosherRecipes: number;
  youtubeRecipes: number;
  youtubeViews: number;
  topTags: { tag: string; recipes: number; views: number }[];
  /** Computed by `projections` (002 §9): views × 0.002, 5% of the users. */
  projections: { adRevenue: number; premiumSubscribers: number };
}

export interface SearchFigures {
  totalSearches: number;
  usersWithHistory: number;
  topTerms: { term: string; count: number }[];
}

export interface CategoryAffinity {
  id: string;
  names: Names | null;
  users: number;
  averageScore: number;
  views: number;
  madeIt: number;
  favorites: number;
}

export interface AffinityFigures {
  totalCategories: number;
  totalInteractions: number;
  /** Most interactions first. */
  categories: CategoryAffinity[];
}

export interface CollectionTheme {
  name: string;
  icon: string;
  color: string;
  count: number;
  averageRecipes: number;
  totalRecipes: number;
}

export interface CollectionsFigures {
  total: number;
  active: number;
  usersWithCollections: number;
  totalUsers: number;
  averageRecipes: number;
  segments: { power: number; casual: number; none: number };
  themes: CollectionTheme[];
  /** Collections made per day (UTC) over the last 30 days, oldest first. */
  growth: { day: string; count: number }[];
  /** Made in the last 7 days. */
  lastDays: number;
  /** Saved recipes per user, for users with and without collections. */
  averageSavedWith: number;
  averageSavedWithout: number;
  recent: { name: string; recipe_count: number; created_at: string }[];
}

export interface AnalyticsFigures {
  overview: OverviewFigures;
  content: ContentFigures;
  dietary: DietaryFigures;
  engagement: EngagementFigures;
  monetization: MonetizationFigures;
  search: SearchFigures;
  affinity: AffinityFigures;
  collections: CollectionsFigures;
}

/** GET /api/admin/analytics?section=…: `data` holds the banner and the asked tab under its name. */
export type AdminAnalyticsData = {
  [S in AnalyticsSection]: {
    banner: AnalyticsBanner;
    section: S;
    /** settings/analytics.timeRanges.realTimeRefreshInterval: how often the open screen reads again (ms). */
    refreshMs?: number;
    /** When this tab's banner and figures were computed (ISO 8601): they are computed ahead (decision 0066). */
    asOf: string;
  } & Pick<AnalyticsFigures, S>;
}[AnalyticsSection];
