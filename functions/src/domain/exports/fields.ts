/** What the three readers share: times and servings as the apps write them, photos, and the cleaning of a recipe. */
import { cleanRecipe } from '../recipe/cleaning';
import { tagEntries } from '../recipe/tags';
import type { ExportedRecipe, ExportPhoto, ExportSource } from './types';
import { EXPORT_LIMITS } from './types';

const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;
const HOURS = /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/i;
const MINUTES = /(\d+(?:[.,]\d+)?)\s*(?:m|min|mins|minute|minutes)\b/i;
const CLOCK = /^(\d+):(\d{2})$/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

const number = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

/**
 * Whole minutes from a number or a text as the apps write times: "PT1H30M", "1 hour 30 minutes", "1 hr 30 min",
 * "1:30", "90" (minutes); null when there is none or it is zero.
 */
export function minutesOf(value: unknown): number | null {
  let minutes: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) minutes = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    const iso = ISO_DURATION.exec(text);
    const clock = CLOCK.exec(text);
    if (iso && text.length > 1)
      minutes = number(iso[1]) * 1440 + number(iso[2]) * 60 + number(iso[3]) + number(iso[4]) / 60;
    else if (clock) minutes = number(clock[1]) * 60 + number(clock[2]);
    else if (NUMBER.test(text)) minutes = number(text);
    else {
      const hours = HOURS.exec(text);
      const mins = MINUTES.exec(text);
      if (hours || mins) minutes = number(hours?.[1]) * 60 + number(mins?.[1]);
    }
  }
  return minutes !== null && minutes > 0 ? Math.round(minutes) : null;
}

/** Servings from a number or a yield text ("8 servings", "4-6"): its first whole number, or null. */
export function servingsOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.round(value);
  if (typeof value !== 'string') return null;
  const match = /\d+/.exec(value);
  return match && Number(match[0]) > 0 ? Number(match[0]) : null;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** A photo the file carries, or null when it is not an image type or larger than an upload may be. */
export function photoOf(bytes: Uint8Array | undefined, filename: string): ExportPhoto | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const mimeType = IMAGE_TYPES[extension];
  if (!bytes || !mimeType || bytes.length === 0 || bytes.length > EXPORT_LIMITS.maxPhotoBytes) return null;
  return { bytes, mimeType, filename: filename.split('/').pop() ?? filename };
}

/** An address the source may keep: http(s) only. */
export function sourceUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Names from a list of strings or of objects with a name ({ name } as Mealie and Tandoor write them). */
export function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
          ? (item as { name: string }).name
          : '',
    )
    .filter((name) => name.trim().length > 0);
}

export interface RawRecipe {
  title: unknown;
  description?: unknown;
  ingredients: unknown;
  instructions: unknown;
  recipeTip?: unknown;
  tags?: string[];
  preparationTime?: unknown;
  cookingTime?: unknown;
  totalTime?: unknown;
  servings?: unknown;
}

/** A recipe of an export, cleaned by the rules every recipe goes through (cleaning.ts). */
export function exportedRecipe(
  raw: RawRecipe,
  extra: { categoryNames: string[]; source: ExportSource; photo: ExportPhoto | null },
): ExportedRecipe {
  const cleaned = cleanRecipe({
    title: raw.title,
    description: raw.description,
    ingredients: raw.ingredients,
    instructions: raw.instructions,
    recipeTip: raw.recipeTip,
  });
  return {
    recipe: {
      title: cleaned.title,
      description: cleaned.description,
      recipeTip: cleaned.recipeTip,
      ingredients: cleaned.ingredients,
      instructions: cleaned.instructions,
      tags: tagEntries(raw.tags ?? []).map((entry) => entry.displayName),
      preparationTime: minutesOf(raw.preparationTime),
      cookingTime: minutesOf(raw.cookingTime),
      totalTime: minutesOf(raw.totalTime),
      servings: servingsOf(raw.servings),
    },
    ...extra,
  };
}

/** A string field, or '' (the apps write null for an empty one). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
