/**
 * The measures of an ingredient line with where they are written, so scaling and conversion rewrite them in place
 * (the rest of the line, Hebrew's order included, stays as the cook wrote it). The line is read as the calorie
 * calculator reads it (nutrition/lineReader.ts): the leading quantity (a range keeps both ends) and its unit, then
 * any other weight or volume in the line ("1 cup (125 g) flour", "2 (15 oz) cans").
 */
import {
  fractionAfterUnit,
  quantityAt,
  readableLine,
  trailingMeasureStart,
  unitAt,
  writtenSpan,
  type ReadableLine,
} from '../nutrition/lineReader';
import { GRAMS, MILLILITRES, type Unit } from '../nutrition/lineWords';

export interface Span {
  start: number;
  end: number;
}

export interface Measure {
  low: number;
  high: number | null;
  /** Where the low and the high end are written; the whole quantity is lowSpan.start … (highSpan ?? lowSpan).end. */
  lowSpan: Span;
  highSpan: Span | null;
  unit: Unit | null;
  unitSpan: Span | null;
  /** Written as a word ("a pinch", "two eggs", "חצי כוס"), or not at all: a unit alone is one ("כוס סוכר"). */
  word: boolean;
  implicit: boolean;
  /** The unit joined by a hyphen: "a 14-ounce can" says the can's size, its unit does not take a plural. */
  hyphen: boolean;
  /** "וחצי" or "ורבע" after the unit, counted in the amount ("כוס וחצי" is 1.5): rewritten, the amount says it. */
  extraSpan: Span | null;
  extra: number;
}

export type LineReading =
  /** `others`: weights and volumes after the leading measure, each with its unit. */
  | { kind: 'measure'; measure: Measure; others: Measure[] }
  /** Nothing to scale: "salt to taste", "For the sauce:". */
  | { kind: 'none' }
  /** A number the reader cannot place ("Juice of 2 lemons", "Flour, 2 cups"). */
  | { kind: 'unreadable' };

const SPACE_OR_HYPHEN = /^\s*-?\s*/;
const isMeasureUnit = (unit: Unit) => GRAMS[unit] !== undefined || MILLILITRES[unit] !== undefined;

function measureAt(
  line: ReadableLine,
  at: number,
  needsUnit: boolean,
): { measure: Measure; end: number } | null {
  const text = line.text.slice(at);
  const quantity = quantityAt(text);
  if (!quantity) return needsUnit ? null : unitAlone(line);
  const gap = SPACE_OR_HYPHEN.exec(text.slice(quantity.length))?.[0] ?? '';
  const packed = needsUnit ? null : packageAfter(text, quantity.length);
  if (packed) return { measure: packageMeasure(line, at, quantity, packed), end: at + quantity.length };
  const unitStart = quantity.length + gap.length;
  const found = unitAt(text.slice(unitStart));
  if (needsUnit && !(found && isMeasureUnit(found.unit))) return null;
  const highStart = quantity.highStart;
  const unitEnd = found ? unitStart + found.length : quantity.length;
  const extra = found ? fractionAfterUnit(text.slice(unitEnd)) : null;
  return {
    measure: {
      low: quantity.low + (quantity.high === null ? (extra?.value ?? 0) : 0),
      high: quantity.high === null ? null : quantity.high + (extra?.value ?? 0),
      lowSpan: writtenSpan(line, at, at + quantity.lowLength),
      highSpan: highStart === null ? null : writtenSpan(line, at + highStart, at + quantity.length),
      unit: found?.unit ?? null,
      unitSpan: found ? writtenSpan(line, at + unitStart, at + unitEnd) : null,
      word: quantity.word,
      implicit: false,
      hyphen: found !== null && gap.includes('-'),
      extraSpan: extra ? writtenSpan(line, at + unitEnd, at + unitEnd + extra.length) : null,
      extra: extra?.value ?? 0,
    },
    end: at + unitEnd + (extra?.length ?? 0),
  };
}

/** A package's size in brackets between a count and its package ("2 (15 oz) cans"): where the package's word is. */
function packageAfter(text: string, from: number): { unit: Unit; start: number; length: number } | null {
  const bracket = /^\s*\([^()]*\)\s*/.exec(text.slice(from));
  if (!bracket) return null;
  const start = from + bracket[0].length;
  const found = unitAt(text.slice(start));
  return found && !isMeasureUnit(found.unit) ? { unit: found.unit, start, length: found.length } : null;
}

/** The count, named by the package word after the brackets; the size inside them is read as another measure. */
function packageMeasure(
  line: ReadableLine,
  at: number,
  quantity: NonNullable<ReturnType<typeof quantityAt>>,
  packed: { unit: Unit; start: number; length: number },
): Measure {
  return {
    low: quantity.low,
    high: quantity.high,
    lowSpan: writtenSpan(line, at, at + quantity.lowLength),
    highSpan:
      quantity.highStart === null ? null : writtenSpan(line, at + quantity.highStart, at + quantity.length),
    unit: packed.unit,
    unitSpan: writtenSpan(line, at + packed.start, at + packed.start + packed.length),
    word: quantity.word,
    implicit: false,
    hyphen: false,
    extraSpan: null,
    extra: 0,
  };
}

/** A line that starts with its unit means one of it, as the calorie calculator reads it ("כוס סוכר", "Pinch of salt"). */
function unitAlone(line: ReadableLine): { measure: Measure; end: number } | null {
  const found = unitAt(line.text);
  if (!found) return null;
  const unitSpan = writtenSpan(line, 0, found.length);
  const extra = fractionAfterUnit(line.text.slice(found.length));
  return {
    measure: {
      low: 1 + (extra?.value ?? 0),
      high: null,
      lowSpan: { start: unitSpan.start, end: unitSpan.start },
      highSpan: null,
      unit: found.unit,
      unitSpan,
      word: true,
      implicit: true,
      hyphen: false,
      extraSpan: extra ? writtenSpan(line, found.length, found.length + extra.length) : null,
      extra: extra?.value ?? 0,
    },
    end: found.length + (extra?.length ?? 0),
  };
}

export function readMeasures(written: string): LineReading {
  const line = readableLine(written);
  const trailing = trailingMeasureStart(line.text);
  // a measure after its food ("amido di mais 45 g") when none begins the line
  const leading = measureAt(line, 0, false) ?? (trailing === null ? null : measureAt(line, trailing, false));
  if (!leading) {
    const heading = /:$/.test(line.text);
    return /\d|[½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/.test(line.text) && !heading ? { kind: 'unreadable' } : { kind: 'none' };
  }
  const others: Measure[] = [];
  // another measure starts at a digit or fraction that does not continue a number
  const start = /(?<![\d.,/])[\d½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/gu;
  start.lastIndex = leading.end;
  for (let next = start.exec(line.text); next; next = start.exec(line.text)) {
    const found = measureAt(line, next.index, true);
    if (!found) continue;
    others.push(found.measure);
    start.lastIndex = found.end;
  }
  return { kind: 'measure', measure: leading.measure, others };
}
