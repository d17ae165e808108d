/**
 * Durations in a recipe's step ("simmer for 20 minutes", "5-7 min", "1 hour 30 minutes", "רבע שעה", "une heure",
 * "mezz'ora"), each with where it is written and how long it lasts: both ends of a range. Cook mode turns each into a
 * timer (issue 31 §3; the timer runs for the low end, decision 0057). A duration over 48 hours is no timer and is not
 * found; parts of one duration are joined only from larger units to smaller ("1 hour 30 minutes", not "10 minutes,
 * 5 minutes").
 */
import { NUMBER_WORDS, UNICODE_FRACTIONS } from '../nutrition/lineWords';
import type { RecipeLanguage } from '../recipe/types';
import { APOSTROPHE, DURATION_WORDS, HOUR, MINUTE, SECOND, type DurationWords } from './durationsWords';

export interface FoundDuration {
  /** Where it is written: text.slice(start, end). */
  start: number;
  end: number;
  /** Seconds; equal unless a range ("5-7 min": 300 and 420). */
  low: number;
  high: number;
}

export const LONGEST_DURATION = 48 * HOUR;

const FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};
const FRACTION = `[${Object.keys(FRACTIONS).join('')}]`;
const DIGITS = String.raw`\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?(?:\s*${FRACTION})?|${FRACTION}`;
const AFTER = String.raw`(?![\p{L}])`;

/** The written word as the tables key it: lower case, one apostrophe, single spaces. */
const keyOf = (written: string) =>
  written.toLowerCase().replaceAll(APOSTROPHE, "'").replaceAll('’', "'").replace(/\s+/g, ' ');
const patternOf = (key: string) => key.replaceAll(' ', String.raw`\s+`);
/** Longest first; a table without words matches nothing (an empty alternative would match everywhere). */
const alternatives = (keys: readonly string[]) =>
  keys.length
    ? [...keys]
        .sort((a, b) => b.length - a.length)
        .map(patternOf)
        .join('|')
    : '(?!)';
const lookup = <T>(table: Readonly<Record<string, T>>, written: string): T | undefined =>
  Object.entries(table).find(([key]) => keyOf(key) === keyOf(written))?.[1];

interface Patterns {
  first: RegExp;
  next: RegExp;
}

function patternsOf(words: DurationWords): Patterns {
  const before = words.prefixes
    ? String.raw`(?:(?<![\p{L}\p{N}.,/])|(?<=(?<![\p{L}])[${words.prefixes}]-?))`
    : String.raw`(?<![\p{L}\p{N}.,/])`;
  // a number word may end in an apostrophe glued to its unit ("un'ora")
  const numberWords = [...Object.keys(NUMBER_WORDS), ...Object.keys(words.numbers)];
  const number = `(?:${DIGITS}|(?:${alternatives(numberWords)})(?:(?<=['’])|${AFTER}))`;
  const unit = `(?:${alternatives(Object.keys(words.units))})${AFTER}`;
  const half = `(?:${alternatives(Object.keys(words.halves))})${AFTER}`;
  const part = (tag: string) =>
    [
      `(?<${tag}phrase>${alternatives(Object.keys(words.phrases))})${AFTER}`,
      String.raw`(?<${tag}num>${number})\s*-?\s*(?<${tag}unit>${unit})(?:\s+(?<${tag}half>${half}))?`,
      String.raw`(?<${tag}alone>${alternatives(Object.keys(words.alone))})${AFTER}(?:\s+(?<${tag}aHalf>${half}))?`,
    ].join('|');
  const rangeSep = String.raw`\s*[-–—]\s*|\s+(?:${alternatives(words.rangeWords)})\s+`;
  const range = String.raw`(?<rLow>${number})(?:${rangeSep})(?<rHigh>${number})\s*-?\s*(?<rUnit>${unit})(?:\s+(?<rHalf>${half}))?`;
  const between = String.raw`(?:${alternatives(words.between)})\s+(?<bLow>${number})\s+(?:${alternatives(words.betweenAnd)})\s*(?<bHigh>${number})\s*(?<bUnit>${unit})`;
  const joiner = words.joiners.length ? `(?:${words.joiners.join('|')})?` : '';
  return {
    first: new RegExp(`${before}(?:${between}|${range}|${part('')})`, 'giu'),
    next: new RegExp(
      String.raw`(?:\s*,\s*|\s+)${joiner}(?:${part('')})|\s*(?<bare>[0-5]\d)(?![\p{N}]|\s*[°%/])`,
      'yiu',
    ),
  };
}

const PATTERNS = Object.fromEntries(
  Object.entries(DURATION_WORDS).map(([language, words]) => [language, patternsOf(words)]),
) as Record<RecipeLanguage, Patterns>;

function numberOf(written: string, words: DurationWords): number {
  const text = written.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const slash = /^(\d+)\/(\d+)$/.exec(text);
  if (slash) return Number(slash[1]) / Number(slash[2]);
  const digits = new RegExp(String.raw`^(\d+(?:[.,]\d+)?)?\s*(${FRACTION})?$`, 'u').exec(text);
  if (digits && (digits[1] !== undefined || digits[2] !== undefined)) {
    const whole = digits[1] === undefined ? 0 : Number(digits[1].replace(',', '.'));
    const fraction = digits[2] === undefined ? 0 : (UNICODE_FRACTIONS[digits[2]] ?? Number.NaN);
    return whole + fraction;
  }
  return lookup(words.numbers, text) ?? lookup(NUMBER_WORDS, text) ?? Number.NaN;
}

/** One part ("20 minutes", "שעה וחצי", "mezz'ora") in seconds, and its unit; null when it is no duration. */
function partOf(groups: Record<string, string | undefined>, words: DurationWords) {
  const halfOf = (written: string | undefined) => (written ? (lookup(words.halves, written) ?? 0) : 0);
  if (groups.phrase) {
    const seconds = lookup(words.phrases, groups.phrase) ?? 0;
    return { seconds, unit: seconds >= HOUR ? HOUR : seconds >= MINUTE ? MINUTE : SECOND, short: false };
  }
  if (groups.alone) {
    const alone = lookup(words.alone, groups.alone);
    if (!alone) return null;
    return {
      seconds: (alone.count + halfOf(groups.aHalf)) * alone.unit,
      unit: alone.unit,
      short: false,
    };
  }
  if (groups.num && groups.unit) {
    const unit = lookup(words.units, groups.unit) ?? 0;
    const count = numberOf(groups.num, words);
    // "a second layer", "une seconde fois", "un secondo strato": a second after a word for one is not a duration
    if (unit === SECOND && !/\d/.test(groups.num)) return null;
    return { seconds: (count + halfOf(groups.half)) * unit, unit, short: keyOf(groups.unit) === 'h' };
  }
  return null;
}

function rangeOf(groups: Record<string, string | undefined>, words: DurationWords) {
  const low = groups.rLow ?? groups.bLow;
  const high = groups.rHigh ?? groups.bHigh;
  const written = groups.rUnit ?? groups.bUnit;
  if (low === undefined || high === undefined || written === undefined) return null;
  const unit = lookup(words.units, written) ?? 0;
  const half = groups.rHalf ? (lookup(words.halves, groups.rHalf) ?? 0) : 0;
  const ends = [numberOf(low, words) * unit, (numberOf(high, words) + half) * unit];
  return { low: Math.min(...ends), high: Math.max(...ends) };
}

export function findDurations(text: string, language: RecipeLanguage): FoundDuration[] {
  const words = DURATION_WORDS[language];
  const { first, next } = PATTERNS[language];
  const found: FoundDuration[] = [];
  first.lastIndex = 0;
  for (let match = first.exec(text); match; match = first.exec(text)) {
    const groups = match.groups ?? {};
    const start = match.index;
    let end = start + match[0].length;
    let low: number;
    let high: number;
    const range = rangeOf(groups, words);
    if (range) ({ low, high } = range);
    else {
      const part = partOf(groups, words);
      if (!part) continue;
      let { unit, short } = part;
      low = high = part.seconds;
      // later parts of the same duration, each in a smaller unit: "1 hour 30 minutes", "1h30", "שעה ו-20 דקות"
      for (next.lastIndex = end; ;) {
        const more = next.exec(text);
        if (!more) break;
        const extra = more.groups?.bare
          ? short
            ? { seconds: Number(more.groups.bare) * MINUTE, unit: MINUTE, short: false }
            : null
          : partOf(more.groups ?? {}, words);
        if (!extra || extra.unit >= unit) break;
        low = high += extra.seconds;
        ({ unit, short } = extra);
        end = next.lastIndex;
      }
    }
    first.lastIndex = end;
    const usable = (seconds: number) => Number.isFinite(seconds) && seconds > 0;
    if (usable(low) && usable(high) && high <= LONGEST_DURATION)
      found.push({ start, end, low: Math.round(low), high: Math.round(high) });
  }
  return found;
}
