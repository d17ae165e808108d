/**
 * One ingredient line read for the shopping list, by the readers the calorie calculator and the cook's scaling share
 * (nutrition/parse.ts for the food's name, cooking/measure.ts for the amounts and where they are written): which
 * food it names, and how much of it in a weight (g), a volume (ml) or a count.
 */
import { readMeasures, type Measure } from '../cooking/measure';
import { unitInNumber } from '../cooking/unitNames';
import { findFood, normalizeFoodText, type Food } from '../nutrition/foods';
import { quantityAt, unitAt } from '../nutrition/lineReader';
import { GRAMS, MILLILITRES, type Unit } from '../nutrition/lineWords';
import { parseIngredientLine } from '../nutrition/parse';

export type MeasureKind = 'weight' | 'volume' | 'count';

/** An amount as the line says it, times the servings factor: grams, millilitres or items. */
export interface LineAmount {
  kind: MeasureKind;
  value: number;
  /** The unit as written: a weight or volume unit, a counted unit (can, piece, …), null for a bare count. */
  unit: Unit | null;
  /** A counted unit's word in the singular ("clove", "head", "can"): a clove is no head though both are pieces. */
  word: string | null;
  /** One item's size written after a count ("2 (15 oz) cans", "1 14-ounce can"): 425 g; null when none is. */
  size: { kind: 'weight' | 'volume'; value: number } | null;
  /** The weight the line states itself ("1 cup (125 g)", two 15 oz cans): used before the table's. */
  statedGrams: number | null;
}

export type LineReading =
  /** "For the sauce:": names nothing to buy. */
  | { kind: 'heading' }
  /** A number the reader cannot place ("Juice of 2 lemons"): kept as written; the food, if named, for its aisle. */
  | { kind: 'asWritten'; food: Food | null }
  /** `identity`: the table's food key, else the name's normalised words. `amount` null: no quantity ("salt"). */
  | { kind: 'read'; identity: string; food: Food | null; name: string; amount: LineAmount | null };

/** Weight or volume by the reader's tables; anything else is counted. */
export const measureKind = (unit: Unit | null): MeasureKind =>
  unit !== null && GRAMS[unit] !== undefined
    ? 'weight'
    : unit !== null && MILLILITRES[unit] !== undefined
      ? 'volume'
      : 'count';

/** In grams or millilitres, or null for a count. */
function inBase(value: number, unit: Unit | null): number | null {
  if (unit === null) return null;
  const per = GRAMS[unit] ?? MILLILITRES[unit];
  return per === undefined ? null : value * per;
}

/**
 * The food's words without the measures the reader left in front of them and the word linking them to it: "(15 oz)
 * cans chickpeas" and "15-ounce can chickpeas" → "chickpeas", "d'huile d'olive" → "huile d'olive".
 */
function withoutMeasures(text: string): string {
  let rest = text.trim();
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/^\([^()]*\)\s*/, '').replace(/^(of|de|des|du|di|del|della)\s+|^d['’]/i, '');
    const quantity = quantityAt(rest);
    if (quantity && !quantity.word) rest = rest.slice(quantity.length).replace(/^\s*-?\s*/, '');
    const unit = unitAt(rest);
    if (unit) rest = rest.slice(unit.length).replace(/^[\s.]+/, '');
  }
  return rest || text.trim();
}

/** The name before its notes: "large yellow onion, chopped" → "large yellow onion". */
export function nameOf(text: string): string {
  const food = withoutMeasures(text);
  return (food.split(/[,(;]/)[0] ?? '').trim() || food;
}

const EACH = /\beach\b|\bchacun(e)?\b|\bciascun[oa]?\b|כל אחד|כל אחת/i;

/** A shop buys enough for the larger end of a range ("2-3 onions": 3). */
const amountOf = (measure: Measure) => measure.high ?? measure.low;

function lineAmount(measure: Measure, others: Measure[], factor: number): LineAmount {
  const kind = measureKind(measure.unit);
  const value = amountOf(measure) * factor;
  const other = others[0];
  const otherBase = other ? inBase(amountOf(other), other.unit) : null;
  if (kind !== 'count') {
    // a weight after a volume is the same amount weighed ("1 cup (125 g)"), scaled with it
    const statedGrams =
      kind === 'volume' && other && measureKind(other.unit) === 'weight' && otherBase !== null
        ? otherBase * factor
        : null;
    return {
      kind,
      value: inBase(value, measure.unit) ?? value,
      unit: measure.unit,
      word: null,
      size: null,
      statedGrams,
    };
  }
  // after a count, a weight or volume is one item's size (decision 0055)
  const size =
    other && otherBase !== null
      ? { kind: measureKind(other.unit) as 'weight' | 'volume', value: otherBase }
      : null;
  return {
    kind,
    value,
    unit: measure.unit,
    word: null,
    size,
    statedGrams: null,
  };
}

/** A counted unit's word in the singular, or the package word right after an item's size ("1 14-ounce can"). */
function countedWord(text: string, measure: Measure, size: Measure | undefined): string | null {
  if (measureKind(measure.unit) !== 'count') return null;
  const span = measure.unit === null ? size?.unitSpan : measure.unitSpan;
  if (!span) return null;
  const written =
    measure.unit === null ? /^\S+/.exec(text.slice(span.end).trim())?.[0] : text.slice(span.start, span.end);
  const unit = written ? unitAt(written) : null;
  if (!written || !unit || measureKind(unit.unit) !== 'count') return null;
  return unitInNumber(written.slice(0, unit.length), false).toLowerCase();
}

/** `text` as written in the recipe; `factor`: the servings asked for over the recipe's. */
export function readShoppingLine(text: string, asked: number): LineReading {
  // a factor that is no positive number leaves the amounts as written, as the cook's scaling does
  const factor = Number.isFinite(asked) && asked > 0 ? asked : 1;
  const reading = readMeasures(text);
  const parsed = parseIngredientLine(text);
  if (reading.kind === 'unreadable') return { kind: 'asWritten', food: findFood(parsed.text) };
  if (reading.kind === 'none' && /:\s*$/.test(text)) return { kind: 'heading' };
  const food = findFood(withoutMeasures(parsed.text));
  const name = nameOf(parsed.text);
  const identity = food?.key ?? normalizeFoodText(name).trim();
  if (!identity) return { kind: 'asWritten', food: null };
  if (reading.kind === 'none') return { kind: 'read', identity, food, name, amount: null };
  const amount = lineAmount(reading.measure, reading.others, factor);
  amount.word = countedWord(text, reading.measure, reading.others[0]);
  // "1 14-ounce can": the count's unit is the package named after its size
  if (amount.kind === 'count' && amount.unit === null && amount.word !== null)
    amount.unit = unitAt(amount.word)?.unit ?? null;
  // a size weighs each item only for a package or where the line says so: "12 slices (about 6 ounces)" is all twelve
  if (amount.size?.kind === 'weight' && (amount.unit === 'can' || EACH.test(text)))
    amount.statedGrams = amount.size.value * amount.value;
  return { kind: 'read', identity, food, name, amount };
}
