/**
 * Favorites statistics (001 §2 "statistics modal", §3 "Favorites statistics", §9): four counters and three lists of
 * at most 10 (the screen shows 5 and "+N more"). A recipe saved in several places counts once in the lists, with
 * its highest cook count and latest cooking date; it was added when it was first saved.
 */
import { FAVORITES } from '../constants/social';
import type { CollectionView, SavedRecipe } from './document';

export const STATS_LIST_MAX = 10;
const DAY_MS = 86_400_000;

export interface StatsItem {
  recipeId: string;
  title: string;
  cookCount: number;
  addedAt: string;
}

export interface FavoritesStats {
  totalCollections: number;
  /** Entries in the user's own collections. */
  totalRecipes: number;
  /** Distinct recipes among the favorites and every collection. */
  totalUniqueRecipes: number;
  /** Distinct recipes cooked at least once. */
  triedRecipes: number;
  mostCookedRecipes: StatsItem[];
  recentlyAdded: StatsItem[];
  /** Saved but never cooked ("ready to try"), oldest first: the longest waiting. */
  needsAttention: StatsItem[];
  /** How many recipes each list holds beyond what it returns. */
  needsAttentionTotal: number;
}

export function favoritesStats(
  favorites: readonly SavedRecipe[],
  collections: readonly CollectionView[],
  now: number,
): FavoritesStats {
  const own = collections.filter((collection) => !collection.isDefault);
  const merged = new Map<string, StatsItem>();
  for (const entry of [...favorites, ...own.flatMap((collection) => collection.recipes)]) {
    const known = merged.get(entry.recipeId);
    const title = entry.recipe?.title ?? known?.title ?? '';
    merged.set(entry.recipeId, {
      recipeId: entry.recipeId,
      title,
      cookCount: Math.max(known?.cookCount ?? 0, entry.cookCount),
      addedAt: known && known.addedAt < entry.addedAt ? known.addedAt : entry.addedAt,
    });
  }
  const items = [...merged.values()];
  const since = new Date(now - FAVORITES.recentlyAddedDays * DAY_MS).toISOString();
  const neverCooked = items
    .filter((item) => item.cookCount === 0)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  return {
    totalCollections: own.length,
    totalRecipes: own.reduce((sum, collection) => sum + collection.recipes.length, 0),
    totalUniqueRecipes: items.length,
    triedRecipes: items.filter((item) => item.cookCount > 0).length,
    mostCookedRecipes: items
      .filter((item) => item.cookCount > 0)
      .sort((a, b) => b.cookCount - a.cookCount || a.title.localeCompare(b.title))
      .slice(0, STATS_LIST_MAX),
    recentlyAdded: items
      .filter((item) => item.addedAt >= since)
      .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
      .slice(0, STATS_LIST_MAX),
    needsAttention: neverCooked.slice(0, STATS_LIST_MAX),
    needsAttentionTotal: neverCooked.length,
  };
}

/** 001 §4: the all-favorites counter bar turns amber at 70% and red at 90%; a warning shows at the limit. */
export function counterLevel(count: number, limit: number): 'ok' | 'amber' | 'red' | 'full' {
  if (limit <= 0 || count >= limit) return 'full';
  const percent = (count / limit) * 100;
  if (percent >= FAVORITES.counterBar.redPercent) return 'red';
  if (percent >= FAVORITES.counterBar.amberPercent) return 'amber';
  return 'ok';
}
