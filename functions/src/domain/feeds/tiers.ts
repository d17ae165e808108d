/**
 * The discover feed's tiers (spec 001 §3 "Feed response": algorithm_info with the allocation per tier; §9 "Feed").
 * ours: a page interleaves the newest recipes, the trending ones (70% views, 30% recency) and the best rated
 * (quality: rating, views and age) by these weights; a recipe shows once, at its first place. A signed-in reader's
 * feed adds the personal tier (issue 16): the best recipes of their favourite categories (affinity above 2), empty
 * until they have some, in which case the other tiers fill the page. It is listed first, so on a tie of places it
 * places its recipe before the others do: its first pick always shows, even where another tier would list it too.
 */
export const FEED_TIERS = ['personal', 'newest', 'trending', 'quality'] as const;
export type FeedTier = (typeof FEED_TIERS)[number];
export type TierWeights = Readonly<Record<FeedTier, number>>;

/** A guest's feed. */
export const FEED_TIER_WEIGHTS: TierWeights = {
  personal: 0,
  newest: 0.4,
  trending: 0.3,
  quality: 0.3,
};

/** A signed-in reader's feed: as much of it from what they like as from what is new. */
export const PERSONAL_FEED_TIER_WEIGHTS: TierWeights = {
  personal: 0.3,
  newest: 0.3,
  trending: 0.2,
  quality: 0.2,
};

export const feedTierWeights = (signedIn: boolean): TierWeights =>
  signedIn ? PERSONAL_FEED_TIER_WEIGHTS : FEED_TIER_WEIGHTS;

export interface TierAllocation {
  /** The tier's share of every page. */
  readonly weight: number;
  /** How many of this page's recipes came from it. */
  readonly count: number;
}

/** algorithm_info of one page: the allocation per tier, and what the page was asked for. */
export interface AlgorithmInfo {
  /** The tiers the feed was built from (weight above 0). */
  readonly tiers: Readonly<Partial<Record<FeedTier, TierAllocation>>>;
  readonly offset: number;
  readonly limit: number;
  /** The recipe languages shown; null when every language is. */
  readonly languages: readonly string[] | null;
}

/** The allocation of a page: each tier with a weight, its share and how many of the page's recipes it placed. */
export function allocation(
  tiersOfPage: readonly string[],
  weights: TierWeights = FEED_TIER_WEIGHTS,
): Partial<Record<FeedTier, TierAllocation>> {
  return Object.fromEntries(
    FEED_TIERS.filter((tier) => weights[tier] > 0).map((tier) => [
      tier,
      { weight: weights[tier], count: tiersOfPage.filter((t) => t === tier).length },
    ]),
  );
}
