/**
 * The discover feed's tiers (spec 001 §3 "Feed response": algorithm_info with the allocation per tier; §9 "Feed").
 * ours: a page interleaves the newest recipes, the trending ones (70% views, 30% recency) and the best rated
 * (quality: rating, views and age) by these weights; a recipe shows once. The personal tiers (followed cooks,
 * recommendations) join this table with the social and personalisation issues.
 */
export const FEED_TIERS = ['newest', 'trending', 'quality'] as const;
export type FeedTier = (typeof FEED_TIERS)[number];

export const FEED_TIER_WEIGHTS: Readonly<Record<FeedTier, number>> = {
  newest: 0.4,
  trending: 0.3,
  quality: 0.3,
};

export interface TierAllocation {
  /** The tier's share of every page. */
  readonly weight: number;
  /** How many of this page's recipes came from it. */
  readonly count: number;
}

/** algorithm_info of one page: the allocation per tier, and what the page was asked for. */
export interface AlgorithmInfo {
  readonly tiers: Readonly<Record<FeedTier, TierAllocation>>;
  readonly offset: number;
  readonly limit: number;
  /** The recipe languages shown; null when every language is. */
  readonly languages: readonly string[] | null;
}

export function allocation(tiersOfPage: readonly string[]): Record<FeedTier, TierAllocation> {
  return Object.fromEntries(
    FEED_TIERS.map((tier) => [
      tier,
      { weight: FEED_TIER_WEIGHTS[tier], count: tiersOfPage.filter((t) => t === tier).length },
    ]),
  ) as Record<FeedTier, TierAllocation>;
}
