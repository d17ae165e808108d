/**
 * An ingredient line read for the calorie calculator: how much of it, in which unit, and the text left for the
 * food's name. Quantities: integers, decimals (1.5 and 1,5), fractions (1 1/2), unicode fractions (1½), ranges
 * (2-3, 2 to 3: the middle), number words (one … twelve, a, an, half). Units in en, he, fr and it, metric and US.
 * "to taste", "for serving" and "optional" lines count nothing.
 */
import {
  fractionAfterUnit,
  readableLine,
  NUMBER,
  numberValue,
  quantityAt,
  trailingMeasureStart,
  unitAt,
} from './lineReader';
import { GRAMS, type Unit } from './lineWords';

export { GRAMS, MILLILITRES, type Unit } from './lineWords';

export interface ParsedIngredient {
  quantity: number | null;
  unit: Unit | null;
  /** A weight the line states itself ("1 cup / 125 g", "(400 g)", "a 14-ounce can"), preferred to any conversion. */
  statedGrams: number | null;
  /** 1.25 for large, 0.75 for small. */
  sizeFactor: number;
  /** Lines that add nothing measurable: to taste, optional, for serving, headings. */
  negligible: boolean;
  text: string;
}

const NEGLIGIBLE =
  /\b(to taste|as needed|for serving|for garnish|to serve|for dusting|for greasing|optional|au goût|selon le goût|facultatif|q\.?b\.?|quanto basta|a piacere|facoltativo)\b|לפי הטעם|להגשה|לקישוט|רשות/i;
const SIZE = /\b(large|big|extra-large|jumbo|grosse?s?|grande|grandi)\b|גדול|גדולה|גדולים|גדולות/i;
const SMALL = /\b(small|petite?s?|piccol[aeio])\b|קטן|קטנה|קטנים|קטנות/i;

/** A leading quantity: the number (middle of a range) and the text after it. */
function leadingQuantity(text: string): { quantity: number | null; rest: string } {
  const found = quantityAt(text);
  if (!found) return { quantity: null, rest: text };
  return { quantity: (found.low + (found.high ?? found.low)) / 2, rest: text.slice(found.length).trim() };
}

function unitWithRest(text: string): { unit: Unit; rest: string } | null {
  const found = unitAt(text);
  if (!found) return null;
  return {
    unit: found.unit,
    rest: text
      .slice(found.length)
      .replace(/^[\s.)]+/, '')
      .replace(/^of\s+/i, ''),
  };
}

/** A weight written anywhere in the line: "/ 187 g", "(400g)", "14-ounce", "1 lb." (the first one). */
function statedWeight(text: string): number | null {
  const pattern = new RegExp(`(${NUMBER})\\s*-?\\s*(kg|g|grams?|gr|oz|ounces?|lbs?|pounds?|ib)\\b`, 'i');
  const match = pattern.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const unit = unitAt(match[2]);
  const grams = unit ? GRAMS[unit.unit] : undefined;
  return grams ? numberValue(match[1]) * grams : null;
}

export function parseIngredientLine(line: string): ParsedIngredient {
  const { text } = readableLine(line);
  const negligible = NEGLIGIBLE.test(text) || /:$/.test(text);
  const sizeFactor = SIZE.test(text) ? 1.25 : SMALL.test(text) ? 0.75 : 1;
  // a measure after the food ("amido di mais 45 g", "Oeuf - 1") when none begins the line
  const trailingAt = quantityAt(text) === null && unitAt(text) === null ? trailingMeasureStart(text) : null;
  const leading = leadingQuantity(trailingAt === null ? text : text.slice(trailingAt));
  const { rest } = leading;
  let { quantity } = leading;
  let unit: Unit | null = null;
  let remainder = rest;
  let statedGrams: number | null = null;

  // "1 14-ounce can", "2 (15 oz) cans": a count of packages whose size is given
  const inner = leadingQuantity(rest.replace(/^\(/, ''));
  if (inner.quantity !== null) {
    const innerUnit = unitWithRest(inner.rest.replace(/^-\s*/, ''));
    const grams = innerUnit ? GRAMS[innerUnit.unit] : undefined;
    if (grams) statedGrams = (quantity ?? 1) * inner.quantity * grams;
  }
  const found = unitWithRest(rest);
  if (found) {
    unit = found.unit;
    remainder = found.rest;
    const extra = fractionAfterUnit(found.rest);
    if (extra) {
      quantity = (quantity ?? 1) + extra.value;
      remainder = found.rest.slice(extra.length).trim();
    }
  }
  if (statedGrams === null) {
    const weight = unit && GRAMS[unit] ? null : statedWeight(rest);
    // "2 tuna steaks (about 4 oz each)": the weight is one piece's
    const perPiece = unit === 'can' || unit === 'piece' || (unit === null && /\beach\b/i.test(rest));
    if (weight !== null) statedGrams = weight * (perPiece ? (quantity ?? 1) : 1);
  }
  const name = trailingAt === null ? remainder : text.slice(0, trailingAt).replace(/[\s:,\-–]+$/, '');
  return { quantity, unit, statedGrams, sizeFactor, negligible, text: name };
}
