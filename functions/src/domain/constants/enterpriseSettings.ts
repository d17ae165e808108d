/**
 * Enterprise settings defaults (spec 002 §3 "Enterprise settings", §9 "Enterprise settings defaults").
 * Stored as one Firestore document per category: settings/{analytics|languages|…}; every stored document
 * also carries updatedAt (ISO string) and updatedBy (admin uid, or 'system' when seeded).
 */
// Each category a type, not an interface: its value is then a Record<string, unknown> (what the save call sends).
export type AnalyticsSettings = {
  calorieThresholds: { low: number; medium: number };
  topResultsLimits: {
    mostViewed: number;
    mostRated: number;
    mostFavorited: number;
    mostShared: number;
    topCreators: number;
    popularTags: number;
    popularIngredients: number;
  };
  timeRanges: { defaultDays: number; maxDays: number; realTimeRefreshInterval: number };
};

export interface SupportedLanguage {
  code: string;
  name: string;
  rtl: boolean;
  primary: boolean;
}
export type LanguagesSettings = {
  supported: SupportedLanguage[];
  default: string;
  autoDetect: boolean;
};

export interface CreationMethodSetting {
  id: string;
  nameEn: string;
  nameHe: string;
  icon: string;
  enabled: boolean;
  order: number;
}
export type CreationMethodsSettings = {
  supported: CreationMethodSetting[];
};

export interface SharingPlatformSetting {
  id: string;
  name: string;
  icon: string;
  enabled: boolean;
  analytics: boolean;
  order: number;
}
export type SharingPlatformsSettings = {
  supported: SharingPlatformSetting[];
};

export type BusinessRulesSettings = {
  moderation: { maxRecipesPerDay: number; maxRecipesPerUser: number };
  engagement: {
    minViewsForTrending: number;
    minRatingForFeatured: number;
    followersRequiredForVerification: number;
  };
  performance: { slowQueryThresholdMs: number; cacheExpirationMinutes: number; maxConcurrentUsers: number };
};

export type FeaturesSettings = {
  analytics: { realTime: boolean; aiInsights: boolean; exportData: boolean };
  content: {
    aiRecipeGeneration: boolean;
    videoRecipes: boolean;
    nutritionCalculation: boolean;
    ingredientSubstitution: boolean;
  };
  social: {
    userFollowing: boolean;
    recipeSharing: boolean;
    ratings: boolean;
    socialLogin: boolean;
    comments: boolean;
  };
  monetization: {
    affiliateLinks: boolean;
    premiumSubscriptions: boolean;
    sponsoredContent: boolean;
    advertising: boolean;
  };
};

export type ApiSettings = {
  rateLimit: { requestsPerMinute: number; requestsPerHour: number; requestsPerDay: number };
  external: { youtube: boolean; ai: boolean; imageHost: boolean };
};

export interface EnterpriseSettings {
  analytics: AnalyticsSettings;
  languages: LanguagesSettings;
  creationMethods: CreationMethodsSettings;
  sharingPlatforms: SharingPlatformsSettings;
  businessRules: BusinessRulesSettings;
  features: FeaturesSettings;
  api: ApiSettings;
}

export type SettingsCategory = keyof EnterpriseSettings;

export const SETTINGS_CATEGORIES = [
  'analytics',
  'languages',
  'creationMethods',
  'sharingPlatforms',
  'businessRules',
  'features',
  'api',
] as const satisfies readonly SettingsCategory[];

export const SETTINGS_COLLECTION = 'settings';

export const DEFAULT_ENTERPRISE_SETTINGS: EnterpriseSettings = {
  analytics: {
    calorieThresholds: { low: 300, medium: 600 },
    topResultsLimits: {
      mostViewed: 10,
      mostRated: 10,
      mostFavorited: 10,
      mostShared: 10,
      topCreators: 10,
      popularTags: 20,
      popularIngredients: 20,
    },
    timeRanges: { defaultDays: 30, maxDays: 365, realTimeRefreshInterval: 300_000 },
  },
  languages: {
    supported: [
      { code: 'en', name: 'English', rtl: false, primary: false },
      { code: 'he', name: 'Hebrew', rtl: true, primary: true },
      { code: 'ar', name: 'Arabic', rtl: true, primary: false },
      { code: 'es', name: 'Spanish', rtl: false, primary: false },
      { code: 'fr', name: 'French', rtl: false, primary: false },
    ],
    default: 'en',
    autoDetect: true,
  },
  creationMethods: {
    supported: [
      { id: 'manual', nameEn: 'Manual', nameHe: 'ידני', icon: '✍️', enabled: true, order: 1 },
      { id: 'youtube', nameEn: 'YouTube video', nameHe: 'סרטון יוטיוב', icon: '▶️', enabled: true, order: 2 },
      {
        id: 'ai-title',
        nameEn: 'AI from a title',
        nameHe: 'בינה מלאכותית מכותרת',
        icon: '✨',
        enabled: true,
        order: 3,
      },
    ],
  },
  sharingPlatforms: {
    supported: [
      { id: 'whatsapp', name: 'WhatsApp', icon: '💬', enabled: true, analytics: true, order: 1 },
      { id: 'facebook', name: 'Facebook', icon: '📘', enabled: true, analytics: true, order: 2 },
      { id: 'instagram', name: 'Instagram', icon: '📷', enabled: true, analytics: true, order: 3 },
      { id: 'twitter', name: 'Twitter', icon: '🐦', enabled: true, analytics: true, order: 4 },
      { id: 'pinterest', name: 'Pinterest', icon: '📌', enabled: true, analytics: true, order: 5 },
      { id: 'email', name: 'Email', icon: '✉️', enabled: true, analytics: true, order: 6 },
      { id: 'native', name: 'Share…', icon: '📤', enabled: true, analytics: true, order: 7 },
    ],
  },
  businessRules: {
    moderation: { maxRecipesPerDay: 10, maxRecipesPerUser: 1000 },
    engagement: { minViewsForTrending: 100, minRatingForFeatured: 4, followersRequiredForVerification: 1000 },
    performance: { slowQueryThresholdMs: 2000, cacheExpirationMinutes: 30, maxConcurrentUsers: 10_000 },
  },
  features: {
    analytics: { realTime: true, aiInsights: true, exportData: true },
    content: {
      aiRecipeGeneration: true,
      videoRecipes: true,
      nutritionCalculation: true,
      ingredientSubstitution: true,
    },
    // comments: the spec's default is off, ours on (decision 0036): the toggle steers comments, and a fresh site
    // keeps the comments the product has always had
    social: { userFollowing: true, recipeSharing: true, ratings: true, socialLogin: true, comments: true },
    monetization: {
      affiliateLinks: true,
      premiumSubscriptions: false,
      sponsoredContent: false,
      advertising: false,
    },
  },
  api: {
    rateLimit: { requestsPerMinute: 100, requestsPerHour: 1000, requestsPerDay: 10_000 },
    external: { youtube: true, ai: true, imageHost: true },
  },
};

/** A fresh deep copy of one category's defaults (callers may mutate it). */
export function defaultSettingsFor<K extends SettingsCategory>(category: K): EnterpriseSettings[K] {
  return structuredClone(DEFAULT_ENTERPRISE_SETTINGS[category]);
}
