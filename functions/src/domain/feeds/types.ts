import type { RecipeSummary } from '../recipe/types';
import type { FeedTier } from './tiers';

/** A recipe as a feed answers it: the grid summary, its author's names, and the tier that placed it. */
export type FeedRecipe = RecipeSummary & {
  authorName: string | null;
  authorUsername: string | null;
  tier: FeedTier;
};
