/**
 * Which of a followed cook's recipes the activity feed shows as trending or popular (001 §3 "Activity item" types
 * trending_recipe and popular_recipe; ours, with 002 §9's engagement defaults): trending when an admin flagged it or
 * it reached minViewsForTrending views; popular when its rating reached minRatingForFeatured with at least one
 * rating. Trending wins when both hold.
 */
import { DEFAULT_ENTERPRISE_SETTINGS } from '../constants/enterpriseSettings';
import type { ActivityType } from './types';

export interface HighlightFacts {
  readonly trending: boolean;
  readonly views: number;
  readonly rating: number;
  readonly totalRatings: number;
}

const { minViewsForTrending, minRatingForFeatured } = DEFAULT_ENTERPRISE_SETTINGS.businessRules.engagement;

export function highlightOf(recipe: HighlightFacts): Exclude<ActivityType, 'new_recipe'> | null {
  if (recipe.trending || recipe.views >= minViewsForTrending) return 'trending_recipe';
  if (recipe.totalRatings > 0 && recipe.rating >= minRatingForFeatured) return 'popular_recipe';
  return null;
}
