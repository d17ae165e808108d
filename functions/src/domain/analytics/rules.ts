/**
 * The analytics screen's rules (spec 002 §2, §9): the query's parameters (top-list sizes, the settings' calorie
 * thresholds, the classifications' limits) and the monetization projections.
 */
import { z } from 'zod';
import { PROJECTIONS, TOP_LISTS } from '../constants/admin';
import { DEFAULT_ENTERPRISE_SETTINGS, type AnalyticsSettings } from '../constants/enterpriseSettings';
import { ANALYTICS_SECTIONS, type AdminAnalyticsData } from './types';

export const analyticsQuerySchema = z
  .object({
    section: z
      .enum(ANALYTICS_SECTIONS, { error: `section must be one of ${ANALYTICS_SECTIONS.join(', ')}` })
      .default('overview'),
  })
  .strict();

/** Popular tags (002 §9: popular tags 20) and the tags named on the monetization tab. */
export const POPULAR_TAGS = 20;
export const AD_TAGS = 5;

/**
 * What public.admin_analytics reads from p_params: settings/analytics steers the top lists (decision 0036; the
 * recipe lists share one query size, the largest, and `limitTopLists` cuts each to its own), the calorie bands and
 * the recent-collections window (timeRanges.defaultDays, at most maxDays).
 */
export function analyticsParams(
  settings: Pick<AnalyticsSettings, 'calorieThresholds' | 'topResultsLimits' | 'timeRanges'>,
) {
  const limits = settings.topResultsLimits;
  return {
    topRecipes: Math.max(limits.mostViewed, limits.mostRated, limits.mostShared, limits.mostFavorited),
    popularTags: limits.popularTags,
    calorieLow: settings.calorieThresholds.low,
    calorieMedium: settings.calorieThresholds.medium,
    topCreators: limits.topCreators,
    topFollowed: TOP_LISTS.followedUsers,
    highTrafficViews: PROJECTIONS.highTrafficViews,
    adTags: AD_TAGS,
    searchTerms: TOP_LISTS.searchTerms,
    powerOrganizer: PROJECTIONS.powerOrganizerMinCollections,
    themes: TOP_LISTS.collectionThemes,
    recentDays: Math.min(settings.timeRanges.defaultDays, settings.timeRanges.maxDays),
    growthDays: TOP_LISTS.collectionsGrowthDays,
  };
}

/** Each recipe top list cut to the size settings/analytics gives it (the query fetched the largest). */
export function limitTopLists(
  data: AdminAnalyticsData,
  limits: AnalyticsSettings['topResultsLimits'],
): AdminAnalyticsData {
  if (data.section === 'overview') {
    const { mostViewed, highestRated } = data.overview.topRecipes;
    const topRecipes = {
      mostViewed: mostViewed.slice(0, limits.mostViewed),
      highestRated: highestRated.slice(0, limits.mostRated),
    };
    return { ...data, overview: { ...data.overview, topRecipes } };
  }
  if (data.section === 'content') {
    const { mostShared, mostFavorited } = data.content;
    return {
      ...data,
      content: {
        ...data.content,
        mostShared: mostShared.slice(0, limits.mostShared),
        mostFavorited: mostFavorited.slice(0, limits.mostFavorited),
      },
    };
  }
  return data;
}

/** 002 §9: ad revenue 0.002 per view; premium subscribers 5% of the users (whole people). */
export function projections(totalViews: number, totalUsers: number) {
  return {
    adRevenue: Math.round(totalViews * PROJECTIONS.adRevenuePerView * 100) / 100,
    premiumSubscribers: Math.round(totalUsers * PROJECTIONS.premiumConversionRate),
  };
}

export type CalorieBand = 'low' | 'medium' | 'high';

/** 002 §9 "Calorie bands": low under `low`, medium `low` to `medium`, high over `medium`. */
export function calorieBand(calories: number, thresholds: { low: number; medium: number }): CalorieBand {
  if (calories < thresholds.low) return 'low';
  return calories > thresholds.medium ? 'high' : 'medium';
}

/** What is `part` of `whole`, in percent to one decimal (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export const aggregationsInputSchema = z.object({}).strict();

/** POST /api/admin/initialize-aggregations and recalculate-aggregations (002 §7: stats.recipesProcessed). */
export interface AggregationStats {
  /** Recipes the analytics read (the mirror's recipes). */
  recipesProcessed: number;
  /** Users' search histories read from Firestore. */
  historiesRead: number;
  /** Searches added to the search log. */
  searchesImported: number;
  /** When the analytics tabs were computed again, after the import (ISO 8601; decision 0066). */
  analyticsAsOf: string;
}

/** The calorie thresholds of a stored settings/analytics document; the defaults (300, 600) for anything unusable. */
export function calorieThresholdsOf(stored: unknown): { low: number; medium: number } {
  const fallback = DEFAULT_ENTERPRISE_SETTINGS.analytics.calorieThresholds;
  const parsed = z
    .object({
      calorieThresholds: z.object({ low: z.number().int().min(0), medium: z.number().int().min(0) }),
    })
    .safeParse(stored);
  if (!parsed.success) return { ...fallback };
  const { low, medium } = parsed.data.calorieThresholds;
  return low <= medium ? { low, medium } : { ...fallback };
}
