/**
 * A timer's time read out in the recipe's languages (issue 31 §3): "1 hour 5 minutes", "שעה ו-5 דקות" (Hebrew's
 * one and two hours are words: שעה, שעתיים; one minute דקה), "1 heure 5 minutes", "1 ora e 5 minuti"; what is left
 * of a running timer ("5 minutes left", "עוד 5 דקות"); a short label for a button ("20 min"); a clock ("19:59").
 */
import type { RecipeLanguage } from '../recipe/types';
import { HOUR, MINUTE } from './durationsWords';

type Part = 'hour' | 'minute' | 'second';

const UNITS: Readonly<Record<Exclude<RecipeLanguage, 'he'>, Record<Part, [string, string]>>> = {
  en: { hour: ['hour', 'hours'], minute: ['minute', 'minutes'], second: ['second', 'seconds'] },
  fr: { hour: ['heure', 'heures'], minute: ['minute', 'minutes'], second: ['seconde', 'secondes'] },
  it: { hour: ['ora', 'ore'], minute: ['minuto', 'minuti'], second: ['secondo', 'secondi'] },
};

const HEBREW: Readonly<Record<Part, { one: string; two?: string; many: string }>> = {
  hour: { one: 'שעה', two: 'שעתיים', many: 'שעות' },
  minute: { one: 'דקה', many: 'דקות' },
  second: { one: 'שנייה', many: 'שניות' },
};

function partsOf(seconds: number): [Part, number][] {
  const whole = Math.max(0, Math.round(seconds));
  const parts: [Part, number][] = [
    ['hour', Math.floor(whole / HOUR)],
    ['minute', Math.floor((whole % HOUR) / MINUTE)],
    ['second', whole % MINUTE],
  ];
  const said = parts.filter(([, count]) => count > 0);
  return said.length ? said : [['second', 0]];
}

function hebrewPart(part: Part, count: number): string {
  const words = HEBREW[part];
  if (count === 1) return words.one;
  if (count === 2 && words.two) return words.two;
  return `${count} ${words.many}`;
}

/** Hebrew's "and" is a prefix: "ו-" before a number, glued to a word ("שעה ודקה"). */
function hebrewList(items: string[]): string {
  const last = items.at(-1) ?? '';
  if (items.length === 1) return last;
  const and = /^\d/.test(last) ? `ו-${last}` : `ו${last}`;
  return `${items.slice(0, -1).join(', ')} ${and}`;
}

function joined(items: string[], language: RecipeLanguage): string {
  if (language === 'he') return hebrewList(items);
  // Italian says "1 ora e 5 minuti"; English and French read the parts one after the other
  if (language === 'it' && items.length > 1) return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
  return items.join(' ');
}

export function spokenDuration(seconds: number, language: RecipeLanguage): string {
  const items = partsOf(seconds).map(([part, count]) => {
    if (language === 'he') return hebrewPart(part, count);
    const [one, many] = UNITS[language][part];
    // French says "0 seconde" and "1 heure": the plural from two
    const singular = count === 1 || (language === 'fr' && count === 0);
    return `${count} ${singular ? one : many}`;
  });
  return joined(items, language);
}

const REMAINING: Readonly<Record<RecipeLanguage, (spoken: string) => string>> = {
  en: (spoken) => `${spoken} left`,
  he: (spoken) => `עוד ${spoken}`,
  fr: (spoken) => `encore ${spoken}`,
  it: (spoken) => `ancora ${spoken}`,
};

/** What is left of a running timer, for a screen reader: "4 minutes 30 seconds left", "עוד 4 דקות ו-30 שניות". */
export function remainingText(seconds: number, language: RecipeLanguage): string {
  return REMAINING[language](spokenDuration(seconds, language));
}

/** A button's label: "20 min", "1 h 30 min", "45 s"; Hebrew says its words ("שעתיים", "20 דקות"), short already. */
export function shortDuration(seconds: number, language: RecipeLanguage): string {
  if (language === 'he') return spokenDuration(seconds, language);
  const symbols: Record<Part, string> = { hour: 'h', minute: 'min', second: 's' };
  return partsOf(seconds)
    .map(([part, count]) => `${count} ${symbols[part]}`)
    .join(' ');
}

/** A countdown's face: "19:59", "1:05:00". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  const rest = `${two(whole % MINUTE)}`;
  return hours ? `${hours}:${two(minutes)}:${rest}` : `${minutes}:${rest}`;
}
