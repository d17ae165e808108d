/**
 * An ingredient line read for the calorie calculator: how much of it, in which unit, and the text left for the
 * food's name. Quantities: integers, decimals (1.5 and 1,5), fractions (1 1/2), unicode fractions (1½), ranges
 * (2-3, 2 to 3: the middle), number words (one … twelve, a, an, half). Units in en, he, fr and it, metric and US.
 * "to taste", "for serving" and "optional" lines count nothing.
 */
export type Unit =
  | 'g'
  | 'kg'
  | 'mg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'cup'
  | 'tbsp'
  | 'tsp'
  | 'pinch'
  | 'can'
  | 'stick'
  | 'piece'
  | 'bunch'
  | 'handful';

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

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
  '⅙': 1 / 6,
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  half: 0.5,
  dozen: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  mezzo: 0.5,
  אחד: 1,
  אחת: 1,
  שתיים: 2,
  שני: 2,
  שתי: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  חצי: 0.5,
  רבע: 0.25,
};

/** Unit words, longest first when matched; Hebrew and French multi-word units included. */
const UNIT_WORDS: [string, Unit][] = [
  ['cuillères à soupe', 'tbsp'],
  ['cuillère à soupe', 'tbsp'],
  ['cuillères à café', 'tsp'],
  ['cuillère à café', 'tsp'],
  ['c. à soupe', 'tbsp'],
  ['c. à café', 'tsp'],
  ['c. à s.', 'tbsp'],
  ['c. à c.', 'tsp'],
  ['càs', 'tbsp'],
  ['càc', 'tsp'],
  ['cs', 'tbsp'],
  ['cc', 'tsp'],
  ['tablespoons', 'tbsp'],
  ['tablespoon', 'tbsp'],
  ['tbsps', 'tbsp'],
  ['tbsp', 'tbsp'],
  ['tbs', 'tbsp'],
  ['tbl', 'tbsp'],
  ['teaspoons', 'tsp'],
  ['teaspoon', 'tsp'],
  ['tsps', 'tsp'],
  ['tsp', 'tsp'],
  ['cucchiai', 'tbsp'],
  ['cucchiaio', 'tbsp'],
  ['cucchiaini', 'tsp'],
  ['cucchiaino', 'tsp'],
  ['כפות', 'tbsp'],
  ['כף', 'tbsp'],
  ['כפיות', 'tsp'],
  ['כפית', 'tsp'],
  ['cups', 'cup'],
  ['cup', 'cup'],
  ['c.', 'cup'],
  ['tasses', 'cup'],
  ['tasse', 'cup'],
  ['tazze', 'cup'],
  ['tazza', 'cup'],
  ['כוסות', 'cup'],
  ['כוס', 'cup'],
  ['kilograms', 'kg'],
  ['kilogram', 'kg'],
  ['kilos', 'kg'],
  ['kilo', 'kg'],
  ['kg', 'kg'],
  ['ק"ג', 'kg'],
  ['קילוגרם', 'kg'],
  ['קילו', 'kg'],
  ['milligrams', 'mg'],
  ['mg', 'mg'],
  ['grams', 'g'],
  ['gram', 'g'],
  ['grammes', 'g'],
  ['gramme', 'g'],
  ['grammi', 'g'],
  ['grammo', 'g'],
  ['gr', 'g'],
  ['g', 'g'],
  ['גרם', 'g'],
  ["גר'", 'g'],
  ['ounces', 'oz'],
  ['ounce', 'oz'],
  ['oz', 'oz'],
  ['pounds', 'lb'],
  ['pound', 'lb'],
  ['lbs', 'lb'],
  ['lb', 'lb'],
  ['ib', 'lb'],
  ['millilitres', 'ml'],
  ['milliliters', 'ml'],
  ['millilitre', 'ml'],
  ['milliliter', 'ml'],
  ['ml', 'ml'],
  ['מ"ל', 'ml'],
  ['מיליליטר', 'ml'],
  ['cl', 'cl'],
  ['dl', 'dl'],
  ['litres', 'l'],
  ['liters', 'l'],
  ['litre', 'l'],
  ['liter', 'l'],
  ['litri', 'l'],
  ['litro', 'l'],
  ['l', 'l'],
  ['ליטר', 'l'],
  ['pinches', 'pinch'],
  ['pinch', 'pinch'],
  ['dash', 'pinch'],
  ['pincée', 'pinch'],
  ['pizzico', 'pinch'],
  ['קורט', 'pinch'],
  ['cans', 'can'],
  ['can', 'can'],
  ['tins', 'can'],
  ['tin', 'can'],
  ['jar', 'can'],
  ['boîte', 'can'],
  ['barattolo', 'can'],
  ['קופסה', 'can'],
  ['קופסת', 'can'],
  ['פחית', 'can'],
  ['sticks', 'stick'],
  ['stick', 'stick'],
  ['bunch', 'bunch'],
  ['bunches', 'bunch'],
  ['botte', 'bunch'],
  ['mazzo', 'bunch'],
  ['צרור', 'bunch'],
  ['handfuls', 'handful'],
  ['handful', 'handful'],
  ['poignée', 'handful'],
  ['manciata', 'handful'],
  ['חופן', 'handful'],
  ['pieces', 'piece'],
  ['piece', 'piece'],
  ['slices', 'piece'],
  ['slice', 'piece'],
  ['cloves', 'piece'],
  ['clove', 'piece'],
  ['stalks', 'piece'],
  ['stalk', 'piece'],
  ['ribs', 'piece'],
  ['rib', 'piece'],
  ['heads', 'piece'],
  ['head', 'piece'],
  ['fillets', 'piece'],
  ['fillet', 'piece'],
  ['sprigs', 'piece'],
  ['sprig', 'piece'],
  ['gousses', 'piece'],
  ['gousse', 'piece'],
  ['tranches', 'piece'],
  ['tranche', 'piece'],
  ['spicchi', 'piece'],
  ['spicchio', 'piece'],
  ['fette', 'piece'],
  ['fetta', 'piece'],
  ['יחידות', 'piece'],
  ['יחידה', 'piece'],
  ['פרוסות', 'piece'],
  ['פרוסה', 'piece'],
  ['שיני', 'piece'],
  ['שן', 'piece'],
];
const UNITS_BY_LENGTH = [...UNIT_WORDS].sort((a, b) => b[0].length - a[0].length);

/** Grams in one unit of weight. */
export const GRAMS: Partial<Record<Unit, number>> = { g: 1, kg: 1000, mg: 0.001, oz: 28.35, lb: 453.6 };
/** Millilitres in one unit of volume (US cup and spoons). */
export const MILLILITRES: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  pinch: 0.3,
};

const NEGLIGIBLE =
  /\b(to taste|as needed|for serving|for garnish|to serve|for dusting|for greasing|optional|au goût|selon le goût|facultatif|q\.?b\.?|quanto basta|a piacere|facoltativo)\b|לפי הטעם|להגשה|לקישוט|רשות/i;
const SIZE = /\b(large|big|extra-large|jumbo|grosse?s?|grande|grandi)\b|גדול|גדולה|גדולים|גדולות/i;
const SMALL = /\b(small|petite?s?|piccol[aeio])\b|קטן|קטנה|קטנים|קטנות/i;

const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?(?:\s*[½⅓⅔¼¾⅕⅛⅜⅝⅞⅙])?|[½⅓⅔¼¾⅕⅛⅜⅝⅞⅙])`;
const QUANTITY = new RegExp(`^(${NUMBER})(?:\\s*(?:-|–|to|à|a|עד)\\s*(${NUMBER}))?`, 'i');

function numberValue(text: string): number {
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

/** A leading quantity: the number (middle of a range) and the text after it. */
function leadingQuantity(text: string): { quantity: number | null; rest: string } {
  const match = QUANTITY.exec(text);
  if (match?.[1]) {
    const low = numberValue(match[1]);
    const high = match[2] ? numberValue(match[2]) : low;
    return { quantity: (low + high) / 2, rest: text.slice(match[0].length).trim() };
  }
  const word = /^([\p{L}]+)\s+/u.exec(text);
  const value = word?.[1] ? NUMBER_WORDS[word[1].toLowerCase()] : undefined;
  if (word && value !== undefined) return { quantity: value, rest: text.slice(word[0].length).trim() };
  return { quantity: null, rest: text };
}

function unitAt(text: string): { unit: Unit; rest: string } | null {
  const lower = text.toLowerCase();
  for (const [word, unit] of UNITS_BY_LENGTH) {
    if (!lower.startsWith(word)) continue;
    const after = lower.slice(word.length);
    // a unit is a whole word: "g" must not take the "g" of "garlic"
    if (after && /^[\p{L}\p{N}]/u.test(after)) continue;
    return {
      unit,
      rest: text
        .slice(word.length)
        .replace(/^[\s.)]+/, '')
        .replace(/^of\s+/i, ''),
    };
  }
  return null;
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
  // unicode fractions are read before NFKC, which would spell ½ as 1⁄2
  const text = line
    .replace(/(\d)([½⅓⅔¼¾⅕⅛⅜⅝⅞⅙])/g, '$1 $2')
    .replace(/[½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/g, (symbol) => ` ${symbol} `)
    .split(/([½⅓⅔¼¾⅕⅛⅜⅝⅞⅙])/)
    .map((part) => (part.length === 1 && part in UNICODE_FRACTIONS ? part : part.normalize('NFKC')))
    .join('')
    .replace(/\u2044/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  const negligible = NEGLIGIBLE.test(text) || /:$/.test(text);
  const sizeFactor = SIZE.test(text) ? 1.25 : SMALL.test(text) ? 0.75 : 1;
  const { quantity, rest } = leadingQuantity(text);
  let unit: Unit | null = null;
  let remainder = rest;
  let statedGrams: number | null = null;

  // "1 14-ounce can", "2 (15 oz) cans": a count of packages whose size is given
  const inner = leadingQuantity(rest.replace(/^\(/, ''));
  if (inner.quantity !== null) {
    const innerUnit = unitAt(inner.rest.replace(/^-\s*/, ''));
    const grams = innerUnit ? GRAMS[innerUnit.unit] : undefined;
    if (grams) statedGrams = (quantity ?? 1) * inner.quantity * grams;
  }
  const found = unitAt(rest);
  if (found) {
    unit = found.unit;
    remainder = found.rest;
  }
  if (statedGrams === null) {
    const weight = unit && GRAMS[unit] ? null : statedWeight(rest);
    // "2 tuna steaks (about 4 oz each)": the weight is one piece's
    const perPiece = unit === 'can' || unit === 'piece' || (unit === null && /\beach\b/i.test(rest));
    if (weight !== null) statedGrams = weight * (perPiece ? (quantity ?? 1) : 1);
  }
  return { quantity, unit, statedGrams, sizeFactor, negligible, text: remainder };
}
