/**
 * How an ingredient line is read, for the calorie calculator (parse.ts) and the cook's scaling and conversion
 * (domain/cooking) alike: the line in the reader's form (unicode fractions spaced, NFKC, bidi controls dropped,
 * spaces collapsed) with where each of its characters came from, and the quantity and unit at the start of a text.
 */
import { NUMBER_WORDS, UNICODE_FRACTIONS, UNITS_BY_LENGTH, type Unit } from './lineWords';

export const FRACTION_CHARACTERS = '½⅓⅔¼¾⅕⅛⅜⅝⅞⅙';
export const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?(?:\s*[${FRACTION_CHARACTERS}])?|[${FRACTION_CHARACTERS}])`;
const QUANTITY = new RegExp(`^(${NUMBER})(?:\\s*(?:-|–|to|à|a|עד)\\s*(${NUMBER}))?`, 'i');
/** Marks that order text right to left or left to right (the cook's Hebrew lines isolate their numbers with them). */
const BIDI_CONTROL = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/;

/** A line as the reader sees it; `starts[i]`/`ends[i]`: the span of the written line character i came from. */
export interface ReadableLine {
  text: string;
  starts: number[];
  ends: number[];
}

export function readableLine(line: string): ReadableLine {
  const text: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const push = (character: string, start: number, end: number) => {
    const space = /\s/.test(character);
    if (space && (text.length === 0 || text[text.length - 1] === ' ')) return;
    text.push(space ? ' ' : character);
    starts.push(start);
    ends.push(end);
  };
  // a character with its combining marks is normalised as one: é written as e + ◌́ stays one letter
  for (const match of line.matchAll(/[\t\n\r\x20-\x7e](?!\p{M})|\P{M}\p{M}*|\p{M}+/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[0].length === 1 && match[0] < '\x80') {
      push(match[0], start, end);
      continue;
    }
    if (BIDI_CONTROL.test(match[0])) continue;
    // unicode fractions are read before NFKC, which would spell ½ as 1⁄2
    const text =
      match[0] in UNICODE_FRACTIONS ? ` ${match[0]} ` : match[0].normalize('NFKC').replace(/\u2044/g, '/');
    for (const character of text.split('')) push(character, start, end);
  }
  while (text[text.length - 1] === ' ') {
    text.pop();
    starts.pop();
    ends.pop();
  }
  return { text: text.join(''), starts, ends };
}

/** The span of the written line that characters [start, end) of its readable form came from. */
export function writtenSpan(line: ReadableLine, start: number, end: number): { start: number; end: number } {
  return { start: line.starts[start] ?? 0, end: line.ends[end - 1] ?? line.starts[start] ?? 0 };
}

export function numberValue(text: string): number {
  let total = 0;
  let rest = text.trim();
  for (const [symbol, value] of Object.entries(UNICODE_FRACTIONS)) {
    if (rest.includes(symbol)) {
      total += value;
      rest = rest.replace(symbol, '').trim();
    }
  }
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    if (part.includes('/')) {
      const [top, bottom] = part.split('/').map(Number);
      if (top !== undefined && bottom) total += top / bottom;
    } else {
      total += Number(part.replace(',', '.')) || 0;
    }
  }
  return total;
}

/** A quantity at the start of a text: a number, a range (low and high) or a number word, and where each part is. */
export interface QuantityAtStart {
  low: number;
  high: number | null;
  /** Characters the whole quantity takes, the low end's and where the high end starts. */
  length: number;
  lowLength: number;
  highStart: number | null;
  word: boolean;
}

/** "a few", "a little", "a couple of": no amount, though they start with "a". */
const VAGUE = /^an?\s+(few|little|bit|couple|splash|drizzle|glug|knob)\b/i;

/**
 * Two whole numbers either side of a slash that no cook would write as a fraction ("200/250 g": the numerator not
 * below the denominator, or a denominator over 16) are two amounts to choose from: a range.
 */
const ALTERNATIVES = /^(\d+)\/(\d+)(?![\d.,/])/;

function alternativesAt(text: string): QuantityAtStart | null {
  const match = ALTERNATIVES.exec(text);
  const [low, high] = [Number(match?.[1]), Number(match?.[2])];
  if (!match?.[1] || !(low >= high || high > 16)) return null;
  return {
    low,
    high,
    length: match[0].length,
    lowLength: match[1].length,
    highStart: match[1].length + 1,
    word: false,
  };
}

export function quantityAt(text: string): QuantityAtStart | null {
  const alternatives = alternativesAt(text);
  if (alternatives) return alternatives;
  const match = QUANTITY.exec(text);
  if (match?.[1]) {
    const high = match[2] ?? null;
    return {
      low: numberValue(match[1]),
      high: high === null ? null : numberValue(high),
      length: match[0].length,
      lowLength: match[1].length,
      highStart: high === null ? null : match[0].length - high.length,
      word: false,
    };
  }
  const word = /^([\p{L}]+)\s+/u.exec(text);
  const value = word?.[1] ? NUMBER_WORDS[word[1].toLowerCase()] : undefined;
  if (!word?.[1] || value === undefined || VAGUE.test(text)) return null;
  return {
    low: value,
    high: null,
    length: word[1].length,
    lowLength: word[1].length,
    highStart: null,
    word: true,
  };
}

/** A unit word at the start of a text, as a whole word ("g" must not take the "g" of "garlic"). */
export function unitAt(text: string): { unit: Unit; length: number } | null {
  const lower = text.toLowerCase();
  for (const [word, unit] of UNITS_BY_LENGTH) {
    if (!lower.startsWith(word)) continue;
    const after = lower.slice(word.length);
    if (after && /^[\p{L}\p{N}]/u.test(after)) continue;
    return { unit, length: word.length };
  }
  return null;
}

/**
 * Where a measure written after its food starts ("amido di mais 45 g", "chickpea flour: 85 g", "Oeuf - 1"): the
 * leftmost of the line's last words from which a quantity runs to the end, or a quantity and a unit do. A bare
 * number needs a colon or a dash before it ("Pan 9" says no amount); the food needs a letter.
 */
export function trailingMeasureStart(text: string): number | null {
  // a range, a mixed number and a unit of three words: seven words at most
  const words = [...text.matchAll(/\S+/g)].slice(-7);
  let found: number | null = null;
  for (const word of words.reverse()) {
    if (!/^[\d½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/.test(word[0])) continue;
    const before = text.slice(0, word.index).trimEnd();
    if (!/\p{L}/u.test(before)) continue;
    const quantity = quantityAt(text.slice(word.index));
    if (!quantity || quantity.word) continue;
    const after = text.slice(word.index + quantity.length).trim();
    const unit = after ? unitAt(after) : null;
    const ends =
      after === '' ? /[:\-–]$/.test(before) : unit !== null && /^\.?$/.test(after.slice(unit.length).trim());
    if (ends) found = word.index;
  }
  return found;
}

/** "וחצי", "ורבע" right after a unit: and a half, and a quarter ("כוס וחצי" is 1 ½ cups, "2 כפות ורבע" 2 ¼). */
export function fractionAfterUnit(text: string): { value: number; length: number } | null {
  const match = /^\s*ו(חצי|רבע)(?!\p{L})/u.exec(text);
  if (!match) return null;
  return { value: match[1] === 'חצי' ? 0.5 : 0.25, length: match[0].length };
}
