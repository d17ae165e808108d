/** The enhanced favorites screen's filters and sorts (001 §2, §9 "Favorites filters"), applied to a collection. */
import { FAVORITES_FILTERS } from '../constants/social';
import type { SavedRecipe } from './document';

export const COOKING_TIMES = ['all', 'quick', 'medium', 'long'] as const;
export const COOK_STATUSES = ['all', 'tried', 'not-tried'] as const;
export const DATE_ADDED = ['all', 'last-week', 'last-month'] as const;
export const SORTS = ['dateAdded', 'personalRating', 'cookCount', 'lastCooked', 'title', 'rating'] as const;

export interface FavoritesFilter {
  /** '' for every tag. */
  tag: string;
  cookingTime: (typeof COOKING_TIMES)[number];
  /** 0 for any; else at least this personal rating (5, 4+, 3+, 2+). */
  minPersonalRating: number;
  cookStatus: (typeof COOK_STATUSES)[number];
  dateAdded: (typeof DATE_ADDED)[number];
  sort: (typeof SORTS)[number];
}

export const DEFAULT_FILTER: FavoritesFilter = {
  tag: '',
  cookingTime: 'all',
  minPersonalRating: 0,
  cookStatus: 'all',
  dateAdded: 'all',
  sort: 'dateAdded',
};

const DAY_MS = 86_400_000;

/** quick up to 30 minutes, medium over 30 up to 60, long over 60 (the recipe's preparation time, as cards show). */
export function cookingTimeBand(minutes: number): Exclude<FavoritesFilter['cookingTime'], 'all'> {
  const { quickMax, mediumMax } = FAVORITES_FILTERS.cookingTime;
  if (minutes <= quickMax) return 'quick';
  return minutes <= mediumMax ? 'medium' : 'long';
}

function matches(entry: SavedRecipe, filter: FavoritesFilter, now: number): boolean {
  if (filter.tag && !entry.tags.some((tag) => tag.toLocaleLowerCase() === filter.tag.toLocaleLowerCase())) {
    return false;
  }
  if (filter.cookingTime !== 'all') {
    if (!entry.recipe || cookingTimeBand(entry.recipe.preparationTime) !== filter.cookingTime) return false;
  }
  if (filter.minPersonalRating > 0 && (entry.personalRating ?? 0) < filter.minPersonalRating) return false;
  if (filter.cookStatus === 'tried' && entry.cookCount === 0) return false;
  if (filter.cookStatus === 'not-tried' && entry.cookCount > 0) return false;
  if (filter.dateAdded !== 'all') {
    const { lastWeekDays, lastMonthDays } = FAVORITES_FILTERS.dateAdded;
    const days = filter.dateAdded === 'last-week' ? lastWeekDays : lastMonthDays;
    if (entry.addedAt < new Date(now - days * DAY_MS).toISOString()) return false;
  }
  return true;
}

const byNumber = (value: (entry: SavedRecipe) => number) => (a: SavedRecipe, b: SavedRecipe) =>
  value(b) - value(a);

const COMPARE: Record<FavoritesFilter['sort'], (a: SavedRecipe, b: SavedRecipe) => number> = {
  dateAdded: (a, b) => b.addedAt.localeCompare(a.addedAt),
  personalRating: byNumber((entry) => entry.personalRating ?? 0),
  cookCount: byNumber((entry) => entry.cookCount),
  lastCooked: (a, b) => (b.lastCooked ?? '').localeCompare(a.lastCooked ?? ''),
  title: (a, b) => (a.recipe?.title ?? '').localeCompare(b.recipe?.title ?? ''),
  rating: byNumber((entry) => entry.recipe?.rating ?? 0),
};

/** The entries that pass the filter, sorted; ties keep the newest first. */
export function filterSaved(
  entries: readonly SavedRecipe[],
  filter: FavoritesFilter,
  now: number,
): SavedRecipe[] {
  const compare = COMPARE[filter.sort];
  return entries
    .filter((entry) => matches(entry, filter, now))
    .sort((a, b) => compare(a, b) || b.addedAt.localeCompare(a.addedAt));
}

/** Every personal tag of the entries, once, in alphabetical order (the personal-tag filter's choices). */
export function personalTags(entries: readonly SavedRecipe[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of entries.flatMap((entry) => entry.tags)) {
    if (!seen.has(tag.toLocaleLowerCase())) seen.set(tag.toLocaleLowerCase(), tag);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** /favorites-simple: the count of favorites per category ('all' first). */
export function categoryCounts(entries: readonly SavedRecipe[]): Map<string, number> {
  const counts = new Map<string, number>([['all', entries.length]]);
  for (const entry of entries) {
    for (const category of new Set(entry.recipe?.categories ?? [])) {
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  }
  return counts;
}
