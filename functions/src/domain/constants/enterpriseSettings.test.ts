import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTERPRISE_SETTINGS, SETTINGS_CATEGORIES, defaultSettingsFor } from './enterpriseSettings';

describe('enterprise settings defaults (spec 002 §9)', () => {
  it('has one document per category', () => {
    expect(Object.keys(DEFAULT_ENTERPRISE_SETTINGS).sort()).toEqual([...SETTINGS_CATEGORIES].sort());
  });

  it('analytics: calories 300/600, top lists 10, tags and ingredients 20, 30/365 days, 300000 ms', () => {
    const { analytics } = DEFAULT_ENTERPRISE_SETTINGS;
    expect(analytics.calorieThresholds).toEqual({ low: 300, medium: 600 });
    const { popularTags, popularIngredients, ...topLists } = analytics.topResultsLimits;
    expect(Object.keys(topLists)).toEqual([
      'mostViewed',
      'mostRated',
      'mostFavorited',
      'mostShared',
      'topCreators',
    ]);
    expect(Object.entries(topLists).filter(([, limit]) => limit !== 10)).toEqual([]);
    expect([popularTags, popularIngredients]).toEqual([20, 20]);
    expect(analytics.timeRanges).toEqual({ defaultDays: 30, maxDays: 365, realTimeRefreshInterval: 300000 });
  });

  it('languages: en, he (primary, RTL), ar (RTL), es, fr; default en; auto-detect on', () => {
    const { languages } = DEFAULT_ENTERPRISE_SETTINGS;
    expect(languages.supported.map((l) => l.code)).toEqual(['en', 'he', 'ar', 'es', 'fr']);
    expect(languages.supported.filter((l) => l.primary).map((l) => l.code)).toEqual(['he']);
    expect(languages.supported.filter((l) => l.rtl).map((l) => l.code)).toEqual(['he', 'ar']);
    expect(languages.default).toBe('en');
    expect(languages.autoDetect).toBe(true);
  });

  it('creation methods and sharing platforms are all enabled', () => {
    const { creationMethods, sharingPlatforms } = DEFAULT_ENTERPRISE_SETTINGS;
    expect(creationMethods.supported.map((m) => [m.id, m.enabled])).toEqual([
      ['manual', true],
      ['youtube', true],
      ['ai-title', true],
    ]);
    expect(sharingPlatforms.supported.map((p) => p.id)).toEqual([
      'whatsapp',
      'facebook',
      'instagram',
      'twitter',
      'pinterest',
      'email',
      'native',
    ]);
    expect(sharingPlatforms.supported.every((p) => p.enabled && p.analytics)).toBe(true);
  });

  it('business rules, features and api limits', () => {
    const { businessRules, features, api } = DEFAULT_ENTERPRISE_SETTINGS;
    expect(businessRules.moderation).toEqual({ maxRecipesPerDay: 10, maxRecipesPerUser: 1000 });
    expect(businessRules.engagement).toEqual({
      minViewsForTrending: 100,
      minRatingForFeatured: 4,
      followersRequiredForVerification: 1000,
    });
    expect(businessRules.performance).toEqual({
      slowQueryThresholdMs: 2000,
      cacheExpirationMinutes: 30,
      maxConcurrentUsers: 10000,
    });
    expect(Object.values(features.analytics).every(Boolean)).toBe(true);
    expect(Object.values(features.content).every(Boolean)).toBe(true);
    expect(features.social).toEqual({
      userFollowing: true,
      recipeSharing: true,
      ratings: true,
      socialLogin: true,
      // the spec's default is off; ours is on, since the toggle now steers comments (decision 0036)
      comments: true,
    });
    expect(
      Object.entries(features.monetization)
        .filter(([, on]) => on)
        .map(([name]) => name),
    ).toEqual(['affiliateLinks']);
    expect(api.rateLimit).toEqual({ requestsPerMinute: 100, requestsPerHour: 1000, requestsPerDay: 10000 });
  });

  it('hands out copies', () => {
    const copy = defaultSettingsFor('analytics');
    copy.calorieThresholds.low = 1;
    expect(DEFAULT_ENTERPRISE_SETTINGS.analytics.calorieThresholds.low).toBe(300);
  });
});
