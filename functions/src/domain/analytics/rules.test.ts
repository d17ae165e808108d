import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTERPRISE_SETTINGS } from '../constants/enterpriseSettings';
import {
  analyticsParams,
  analyticsQuerySchema,
  calorieBand,
  calorieThresholdsOf,
  limitTopLists,
  percentOf,
  projections,
} from './rules';
import type { AdminAnalyticsData } from './types';

describe('admin analytics rules (002 §9)', () => {
  it('projects ad revenue at 0.002 per view and premium subscribers at 5% of the users', () => {
    expect(projections(12_345, 1_000)).toEqual({ adRevenue: 24.69, premiumSubscribers: 50 });
    expect(projections(0, 0)).toEqual({ adRevenue: 0, premiumSubscribers: 0 });
    expect(projections(500, 30)).toEqual({ adRevenue: 1, premiumSubscribers: 2 });
  });

  it('puts calories in the bands: low under 300, medium 300 to 600, high over 600', () => {
    const t = { low: 300, medium: 600 };
    expect([0, 299, 300, 600, 601].map((c) => calorieBand(c, t))).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
    ]);
    expect(calorieBand(350, { low: 400, medium: 800 })).toBe('low');
  });

  it('gives percentages to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('reads the section, overview by default, and names the field of a bad one', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ section: 'overview' });
    expect(analyticsQuerySchema.parse({ section: 'collections' })).toEqual({ section: 'collections' });
    const bad = analyticsQuerySchema.safeParse({ section: 'revenue' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['section']);
  });
});

describe('calorie thresholds from the stored settings', () => {
  it('reads a stored pair and falls back to 300/600 for a missing or inverted one', () => {
    expect(calorieThresholdsOf({ calorieThresholds: { low: 250, medium: 700 } })).toEqual({
      low: 250,
      medium: 700,
    });
    expect(calorieThresholdsOf(undefined)).toEqual({ low: 300, medium: 600 });
    expect(calorieThresholdsOf({ calorieThresholds: { low: 900, medium: 100 } })).toEqual({
      low: 300,
      medium: 600,
    });
  });
});

describe('settings/analytics steers the query (decision 0036)', () => {
  const settings = structuredClone(DEFAULT_ENTERPRISE_SETTINGS.analytics);
  settings.topResultsLimits = { ...settings.topResultsLimits, mostViewed: 3, mostRated: 7, topCreators: 4 };
  settings.timeRanges = { defaultDays: 400, maxDays: 90, realTimeRefreshInterval: 1000 };

  it('fetches the largest recipe list, the creators and tags asked, and a recent window within maxDays', () => {
    const params = analyticsParams(settings);
    expect(params.topRecipes).toBe(10); // mostShared and mostFavorited keep their default 10
    expect(params.topCreators).toBe(4);
    expect(params.popularTags).toBe(20);
    expect(params.recentDays).toBe(90);
    expect(params.calorieLow).toBe(300);
  });

  it('cuts each recipe list to its own size', () => {
    const recipe = (id: string) => ({ id, title: id, views: 1, rating: 1, totalRatings: 1 });
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(recipe);
    const data = {
      banner: { totalRecipes: 8, privateRecipes: 0, creationMethods: 1 },
      section: 'overview',
      overview: { topRecipes: { mostViewed: many, highestRated: many } },
    } as unknown as AdminAnalyticsData;
    const cut = limitTopLists(data, settings.topResultsLimits);
    expect(cut.section === 'overview' && cut.overview.topRecipes.mostViewed).toHaveLength(3);
    expect(cut.section === 'overview' && cut.overview.topRecipes.highestRated).toHaveLength(7);
  });
});
