/**
 * Who hears of a new recipe (001 §4 "Notification level per followed cook"; docs/decisions/0014): every follower
 * of the author at their level for that author, default all.
 *
 * - all: every recipe the follower may read.
 * - personalized (ours, 001 leaves it to us): a recipe in one of the follower's languages, or in one of the
 *   follower's categories. Their languages: the interface language and the content languages they chose (a
 *   profile that allows 'all' content languages names only its interface language here: personalized is
 *   the narrow choice). Their categories: the categories of recipes they wrote or saved as favorites.
 * - none: nothing.
 *
 * Never the author, never a private recipe (followers-only reaches followers: they may read it).
 */
import { DEFAULT_NOTIFICATION_LEVEL, NOTIFICATION_LEVELS, type NotificationLevel } from '../follows/document';
import { RECIPE_LANGUAGES } from '../recipe/types';

export interface DeliveredRecipe {
  readonly authorId: string;
  readonly language: string;
  readonly categories: readonly string[];
  readonly visibility: string;
}

export interface FollowerPreferences {
  readonly languages: readonly string[];
  readonly categories: readonly string[];
}

/** A stored level, or the default for a missing or unknown one (001 §4: default all). */
export function levelOf(value: unknown): NotificationLevel {
  return (NOTIFICATION_LEVELS as readonly unknown[]).includes(value)
    ? (value as NotificationLevel)
    : DEFAULT_NOTIFICATION_LEVEL;
}

/** Whether a new recipe reaches this follower at this level. */
export function deliversTo(
  followerId: string,
  level: NotificationLevel,
  recipe: DeliveredRecipe,
  preferences: FollowerPreferences,
): boolean {
  if (followerId === recipe.authorId || recipe.visibility === 'private' || level === 'none') return false;
  if (level === 'all') return true;
  return (
    preferences.languages.includes(recipe.language) ||
    recipe.categories.some((category) => preferences.categories.includes(category))
  );
}

/** A follower's languages for `personalized`: the interface language plus the content languages chosen by name. */
export function preferredLanguages(profile: {
  readonly language?: unknown;
  readonly contentLanguage?: unknown;
}): string[] {
  const chosen = Array.isArray(profile.contentLanguage) ? profile.contentLanguage : [profile.contentLanguage];
  const wanted = new Set<unknown>([profile.language, ...chosen]);
  return RECIPE_LANGUAGES.filter((language) => wanted.has(language));
}
