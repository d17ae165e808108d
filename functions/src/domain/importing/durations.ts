/**
 * Times as pages write them: ISO 8601 durations in structured data ("PT1H30M", "P0DT0H20M", "PT90M"), and a label's
 * words in text ("1 hour 20 minutes", "20 דקות", the cooking module's duration words). Whole minutes; null when the
 * value says nothing (a missing or zero duration: sites write PT0M for "unknown").
 */
import { findDurations } from '../cooking/durations';
import type { RecipeLanguage } from '../recipe/types';

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const MINUTES_PER = [7 * 24 * 60, 24 * 60, 60, 1, 1 / 60] as const;

const asNumber = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);

/** The minutes of an ISO 8601 duration, or of a duration in words; null when there are none. */
export function durationMinutes(value: unknown, language: RecipeLanguage = 'en'): number | null {
  if (typeof value === 'number') return value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DURATION.exec(text);
  if (iso) {
    const minutes = MINUTES_PER.reduce((sum, per, index) => sum + asNumber(iso[index + 1]) * per, 0);
    return minutes > 0 ? Math.round(minutes) : null;
  }
  return wordsMinutes(text, language);
}

/** The first duration written in words ("Cook time: 1 hour 20 minutes" → 80), or null. */
export function wordsMinutes(text: string, language: RecipeLanguage): number | null {
  const found = findDurations(text, language)[0];
  return found && found.low > 0 ? Math.round(found.low / 60) : null;
}
