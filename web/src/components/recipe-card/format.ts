import type { TFunction } from 'i18next';
import { RECIPE_LIMITS } from '@domain/constants/recipe';

/**
 * Small display rules shared by the recipe card, the user grid and the recipe page (spec 000 §2 "Recipe card",
 * 001 §2): preparation time in minutes, or hours and minutes above 60; the description cut at 100 characters with
 * an ellipsis. Characters are code points, so an emoji or a Hebrew letter with points is never split.
 */
export function truncateText(text: string, max: number = RECIPE_LIMITS.cardDescriptionLength): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** "45 min", "1 h", "1 h 30 min" in the interface language (recipes:time.*). */
export function formatDuration(minutes: number, t: TFunction): string {
  const total = Math.max(0, Math.round(minutes));
  if (total <= 60) return t('recipes:time.minutes', { count: total });
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0
    ? t('recipes:time.hours', { count: hours })
    : t('recipes:time.hoursMinutes', { hours, minutes: rest });
}

/** 1234 → "1.2K" (en) / "1.2K" (he) … for counters on cards. */
export function compactNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function isDifficulty(value: unknown): value is 'easy' | 'medium' | 'hard' {
  return value === 'easy' || value === 'medium' || value === 'hard';
}

/** A Hebrew (or Arabic) text reads right-to-left: used where dir="auto" cannot see the text (e.g. a link). */
export function textDirection(language: string | null | undefined): 'rtl' | 'ltr' | undefined {
  if (!language) return undefined;
  return /^(he|ar)/.test(language) ? 'rtl' : 'ltr';
}
