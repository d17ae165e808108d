import type { FeedRecipe } from '../feeds/types';

/** A recommended card: the feed card with the affinity of the category that brought it (000 §3 categoryAffinityScore). */
export type RecommendedRecipe = Omit<FeedRecipe, 'tier'> & {
  tier: 'recommended' | FeedRecipe['tier'];
  categoryAffinityScore?: number;
  matchedCategory?: string;
};

export interface CategoryAffinity {
  categoryId: string;
  score: number;
}

/** A "more of a category for you" group (001 §2): its percentage and heart decided by domain/personal/affinity. */
export interface AffinityGroup extends CategoryAffinity {
  percentage: number;
  heart: boolean;
  recipes: RecommendedRecipe[];
}

export interface LanguageInterest {
  language: string;
  score: number;
}
