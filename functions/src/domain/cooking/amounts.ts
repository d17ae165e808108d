/**
 * An amount written as a cook writes it: eighths and thirds for spoons, cups, ounces and pounds (1 ½ cups, ¾ tsp,
 * never 1.3333), plain numbers rounded to what a scale shows for grams and millilitres (125 g, not 124.99 g), whole items
 * for things counted (3 eggs, the exact 2.7 kept for a hint). Numbers keep the line's own style: a decimal comma, a
 * slash or a unicode fraction, a fraction glued to its whole ("1½").
 */
import type { Unit } from '../nutrition/lineWords';
import type { RecipeLanguage } from '../recipe/types';

export type AmountKind = 'fraction' | 'metric' | 'count';

export interface NumberStyle {
  comma: boolean;
  slash: boolean;
  glued: boolean;
  /** The cook wrote a decimal (1.5, 0,25), and how many decimals (never printed with fewer). */
  decimal: boolean;
  decimals: number;
  /** The cook wrote a part of a whole (½, 1.5, 3/4): counts may keep halves and quarters. */
  fractional: boolean;
}

const METRIC: ReadonlySet<Unit> = new Set(['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l']);
const LARGE_METRIC: ReadonlySet<Unit> = new Set(['kg', 'l', 'dl', 'cl']);
const COUNTED: ReadonlySet<Unit> = new Set(['can', 'piece', 'bunch', 'handful']);
/** Measured with a cup or spoon set: fractions, however the cook wrote the amount. */
const MEASURED: ReadonlySet<Unit> = new Set(['cup', 'tbsp', 'tsp', 'pinch', 'stick']);

export function amountKind(unit: Unit | null): AmountKind {
  if (unit === null || COUNTED.has(unit)) return 'count';
  return METRIC.has(unit) ? 'metric' : 'fraction';
}

const DECIMAL_COMMA: ReadonlySet<RecipeLanguage> = new Set(['fr', 'it']);

export function styleOf(written: string, language: RecipeLanguage): NumberStyle {
  const decimal = /\d([.,])(\d+)/.exec(written);
  return {
    comma: decimal ? decimal[1] === ',' : DECIMAL_COMMA.has(language),
    slash: /\d[/⁄]\d/.test(written),
    glued: /\d[½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/.test(written),
    decimal: decimal !== null,
    decimals: decimal?.[2]?.length ?? 0,
    fractional: decimal !== null || /[/⁄½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/.test(written),
  };
}

/** A part of a whole: its value, its unicode fraction and its slash fraction. */
type Part = [number, string, string];

/** The parts of a whole a measuring cup or spoon set gives: eighths and thirds. */
const MEASURING_PARTS: Part[] = [
  [1 / 8, '⅛', '1/8'],
  [1 / 4, '¼', '1/4'],
  [1 / 3, '⅓', '1/3'],
  [3 / 8, '⅜', '3/8'],
  [1 / 2, '½', '1/2'],
  [5 / 8, '⅝', '5/8'],
  [2 / 3, '⅔', '2/3'],
  [3 / 4, '¾', '3/4'],
  [7 / 8, '⅞', '7/8'],
];
/** Counted things a cook may halve: quarters and thirds. */
const COUNT_PARTS = MEASURING_PARTS.filter(([part]) => [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4].includes(part));
/** Every fraction the reader reads back, for amounts kept as the cook wrote them. */
const WRITTEN_PARTS: Part[] = [...MEASURING_PARTS, [1 / 5, '⅕', '1/5'], [1 / 6, '⅙', '1/6']];

/** A written amount: the text and the value it reads as. */
export interface Amount {
  text: string;
  value: number;
}

/** `zeros`: keep the decimals as written ("250.0 g" stays so); otherwise 0.50 is 0.5. */
function decimalText(value: number, decimals: number, style: NumberStyle, zeros = false): string {
  const text = zeros ? value.toFixed(decimals) : String(Number(value.toFixed(decimals)));
  return style.comma ? text.replace('.', ',') : text;
}

function nearestPart(value: number, parts: Part[]): { whole: number; part: Part | null } {
  let best = {
    whole: Math.round(value),
    part: null as Part | null,
    error: Math.abs(value - Math.round(value)),
  };
  const whole = Math.floor(value);
  for (const part of parts) {
    const error = Math.abs(whole + part[0] - value);
    if (error < best.error - 1e-9) best = { whole, part, error };
  }
  return best;
}

function fractionText(whole: number, part: Part | null, style: NumberStyle): string {
  if (!part) return String(whole);
  const fraction = style.slash ? part[2] : part[1];
  if (whole === 0) return fraction;
  return `${whole}${style.glued && !style.slash ? '' : ' '}${fraction}`;
}

/**
 * `exact`: the amount is the cook's own (scaled by 1), so it is kept as precise as it was written and a fraction is
 * used only where it reads back as the same amount.
 */
export function writeAmount(
  value: number,
  kind: AmountKind,
  unit: Unit | null,
  style: NumberStyle,
  exact: boolean,
): Amount {
  // the cook's own decimals stay as written ("0,5 Salatgurke", "250.0g")
  if (exact && style.decimal) return { text: decimalText(value, style.decimals, style, true), value };
  // a metric amount the cook wrote as a fraction (½ dl) keeps its fraction; scaled, it is rounded as a scale shows
  if (kind === 'metric' && !(exact && style.fractional)) {
    const rule = LARGE_METRIC.has(unit ?? 'g') ? 2 : value < 10 ? 1 : 0;
    const decimals = Math.max(rule, style.decimals);
    const rounded = Number(value.toFixed(decimals));
    return { text: decimalText(rounded, decimals, style), value: rounded };
  }
  // under an ounce a US scale shows decimals (0.21 oz): no fraction of an ounce measures 6 g
  if (unit === 'oz' && value < 1 && !exact) {
    const small = Number(value.toPrecision(2));
    return { text: decimalText(small, 3, style), value: small };
  }
  const parts = kind === 'count' ? (style.fractional ? COUNT_PARTS : []) : MEASURING_PARTS;
  let near = nearestPart(value, parts);
  if (exact) {
    // the cook's own amount: any fraction that reads back as it, else the number as precise as it was written
    near = nearestPart(value, WRITTEN_PARTS);
    const written = near.whole + (near.part?.[0] ?? 0);
    if (Math.abs(written - value) > value * 0.005) {
      const decimals = Math.max(2, style.decimals);
      return { text: decimalText(value, decimals, style), value: Number(value.toFixed(decimals)) };
    }
  }
  const written = near.whole + (near.part?.[0] ?? 0);
  // never nothing of something the recipe asks for: the smallest part (or one item)
  if (written === 0 && value > 0) {
    const smallest = parts[0];
    return smallest
      ? { text: fractionText(0, smallest, style), value: smallest[0] }
      : { text: '1', value: 1 };
  }
  // a count or a weight the cook wrote in decimals stays in decimals ("0,75 Salatgurke", "1.5 lb")
  if (style.decimal && !(unit && MEASURED.has(unit))) {
    return { text: decimalText(written, 2, style), value: written };
  }
  return { text: fractionText(near.whole, near.part, style), value: written };
}

/**
 * In Hebrew an amount holding a space or a sign ("1 ½", "175 °C") is isolated left to right (U+2066 … U+2069), so it
 * shows in the order it is written inside right-to-left text; the reader drops the marks.
 */
export function isolateNumbers(text: string, language: RecipeLanguage): string {
  return language === 'he' && /[\s°½⅓⅔¼¾⅕⅛⅜⅝⅞⅙]/.test(text) ? `\u2066${text}\u2069` : text;
}
