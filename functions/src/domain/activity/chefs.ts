/**
 * Discover Chefs (001 §2 "/activity", §7 get-discover-chefs, §9 "discovery chefs 12"; the ranking is ours): cooks
 * with at least one public recipe, never the reader, never someone the reader follows, ranked by how many of the
 * cooks the reader follows follow them, then by recipes in the reader's favourite categories (issue 16: affinity above
 * 2), then by recipes in the reader's languages, then followers, then recipes.
 * Each gets the strongest reason that holds.
 */
import type { ChefReason } from './types';

export interface ChefFacts {
  /** Cooks the reader follows who follow this chef. */
  readonly mutualCount: number;
  /** Public recipes of this chef in the reader's languages. */
  readonly languageRecipes: number;
  /** Of those, the ones in the reader's favourite categories. */
  readonly affinityRecipes: number;
  readonly followerCount: number;
  readonly recipeCount: number;
}

/** ours: a chef with this many followers is "popular". */
export const POPULAR_CHEF_FOLLOWERS = 10;

export function chefReason(facts: ChefFacts): { reason: ChefReason; reasonCount: number } {
  if (facts.mutualCount > 0) return { reason: 'followedByYourCooks', reasonCount: facts.mutualCount };
  if (facts.affinityRecipes > 0) return { reason: 'cooksWhatYouLike', reasonCount: facts.affinityRecipes };
  if (facts.followerCount >= POPULAR_CHEF_FOLLOWERS) {
    return { reason: 'popular', reasonCount: facts.followerCount };
  }
  if (facts.languageRecipes > 0) return { reason: 'cooksInYourLanguage', reasonCount: facts.languageRecipes };
  return { reason: 'newCook', reasonCount: facts.recipeCount };
}
