/**
 * An ingredient line scaled and converted (issue 31 §1, §2): its measures rewritten in place, the rest of the line as
 * the cook wrote it. Scaling and conversion are one pass, so an amount is rounded once ("1 cup" × 1.5 in metric is
 * 360 ml, not 1 ½ cups then 360 ml). Lines with no quantity and lines the reader cannot read come back unchanged,
 * said so. Metric turns cups, fluid ounces, pints and quarts into ml or l and ounces and pounds into g or kg; US
 * turns g and kg into oz or lb and ml or l into cups or spoons; spoons stay spoons (a metric cook has a teaspoon).
 */
import { GRAMS, MILLILITRES, type Unit } from '../nutrition/lineWords';
import type { RecipeLanguage } from '../recipe/types';
import { amountKind, isolateNumbers, styleOf, writeAmount, type AmountKind } from './amounts';
import { readMeasures, type Measure, type Span } from './measure';
import { convertTemperaturesInText, type UnitSystem } from './temperature';
import { isCountedNoun, nounInNumber } from './nouns';
import { isMany, targetUnitName, unitInNumber } from './unitNames';
import { tableWeight } from './weight';

export type { UnitSystem } from './temperature';

export interface RewrittenLine {
  text: string;
  /** rewritten: its amounts were worked out; noQuantity: nothing to scale; unreadable: a number the reader could not place. */
  status: 'rewritten' | 'noQuantity' | 'unreadable';
  /** A count rounded to whole items: the exact amount for a hint ("3 eggs (2.7)"), in the line's number style. */
  exact: number | null;
  exactText: string | null;
  /**
   * The weight of a volume of a food whose cup weight the nutrition table lists ("1 cup (125 g) flour"), scaled;
   * null where the table lists none (never a guess) or the line states its own weight.
   */
  grams: number | null;
}

export interface RewriteOptions {
  factor: number;
  system: UnitSystem;
  language: RecipeLanguage;
}

interface Edit extends Span {
  text: string;
}

const METRIC_VOLUME: ReadonlySet<Unit> = new Set(['cup', 'floz', 'pint', 'quart']);
const US_WEIGHT: ReadonlySet<Unit> = new Set(['g', 'kg']);
const US_VOLUME: ReadonlySet<Unit> = new Set(['ml', 'cl', 'dl', 'l']);
const OUNCE_GRAMS = GRAMS.oz ?? 28.35;

/** The unit an amount is written in under a system, for a value in the written unit; null: stays as written. */
function target(unit: Unit | null, value: number, system: UnitSystem): { unit: Unit; per: number } | null {
  if (unit === null || system === 'asWritten') return null;
  if (system === 'metric') {
    const grams = unit === 'oz' || unit === 'lb' ? (GRAMS[unit] ?? 0) : 0;
    if (grams) return value * grams >= 1000 ? { unit: 'kg', per: grams / 1000 } : { unit: 'g', per: grams };
    const ml = METRIC_VOLUME.has(unit) ? (MILLILITRES[unit] ?? 0) : 0;
    if (ml) return value * ml >= 1000 ? { unit: 'l', per: ml / 1000 } : { unit: 'ml', per: ml };
    return null;
  }
  if (US_WEIGHT.has(unit)) {
    const ounces = (GRAMS[unit] ?? 0) / OUNCE_GRAMS;
    return value * ounces >= 16 ? { unit: 'lb', per: ounces / 16 } : { unit: 'oz', per: ounces };
  }
  if (US_VOLUME.has(unit)) {
    const ml = MILLILITRES[unit] ?? 0;
    // from ⅓ cup up in cups; below, spoons (70 ml is 4 ⅔ tbsp, not ¼ cup)
    const into: Unit = value * ml >= 80 ? 'cup' : value * ml >= 15 ? 'tbsp' : 'tsp';
    return { unit: into, per: ml / (MILLILITRES[into] ?? 1) };
  }
  return null;
}

function quantityText(line: string, measure: Measure): string {
  return line.slice(measure.lowSpan.start, (measure.highSpan ?? measure.lowSpan).end);
}

/** The edits that rewrite one measure, and the hint when a count was rounded. */
function rewriteMeasure(line: string, measure: Measure, factor: number, options: RewriteOptions) {
  const { language } = options;
  const scaledLow = measure.low * factor;
  const into = target(measure.unit, Math.max(scaledLow, (measure.high ?? 0) * factor), options.system);
  const unit = into?.unit ?? measure.unit;
  const kind: AmountKind = amountKind(unit);
  const style = styleOf(quantityText(line, measure), language);
  const exact = factor === 1 && !into;
  const per = into?.per ?? 1;
  // each end keeps its own decimals and fractions, the range its decimal mark ("0,5-1 cl")
  const endStyle = (span: Span) => ({
    ...styleOf(line.slice(span.start, span.end), language),
    comma: style.comma,
  });
  const low = writeAmount(scaledLow * per, kind, unit, endStyle(measure.lowSpan), exact);
  const high =
    measure.highSpan === null || measure.high === null
      ? null
      : writeAmount(measure.high * factor * per, kind, unit, endStyle(measure.highSpan), exact);
  const edits: Edit[] = [];
  // a number word, a unit alone or "וחצי" stays when the amount does ("a pinch", "חצי כוס", "כוס וחצי")
  if ((measure.word || measure.extraSpan) && exact) {
    return { edits, exact: null, style, many: isMany(measure.low, language) };
  }
  const lowText = isolateNumbers(low.text, language);
  edits.push({ ...measure.lowSpan, text: measure.implicit ? `${lowText} ` : lowText });
  if (measure.extraSpan) edits.push({ ...measure.extraSpan, text: '' });
  if (high && measure.highSpan)
    edits.push({ ...measure.highSpan, text: isolateNumbers(high.text, language) });
  const many = isMany((high ?? low).value, language);
  // the number the unit was written for: "כוס וחצי" is a cup and a half, its unit one cup
  const wasMany = isMany((measure.high ?? measure.low) - measure.extra, language);
  if (measure.unitSpan && (into || !measure.hyphen)) {
    const written = line.slice(measure.unitSpan.start, measure.unitSpan.end);
    // a unit that did not agree with the cook's number is an adjective ("a 4 ounce size can") and stays
    const agreed = unitInNumber(written, wasMany) === written;
    const inNumber = into
      ? targetUnitName(into.unit, many, language)
      : agreed
        ? unitInNumber(written, many)
        : written;
    // a unit that began the line ("Pinch of salt") now follows its number
    const text = measure.implicit ? inNumber.toLowerCase() : inNumber;
    if (text !== written) edits.push({ ...measure.unitSpan, text });
  }
  const exactValue = scaledLow * per;
  const rounded = kind === 'count' && high === null && Math.abs(low.value - exactValue) >= 0.05;
  const hint = Number(exactValue.toFixed(exactValue < 1 ? 2 : 1));
  return { edits, exact: rounded ? hint : null, style, many };
}

/** A counted food named within three words of its number takes the number's form ("2 large eggs" → "1 large egg"). */
function nounEdits(line: string, measure: Measure, many: boolean, language: RecipeLanguage): Edit[] {
  const from = (measure.highSpan ?? measure.lowSpan).end;
  const words = /[\p{L}\p{M}'’-]+|[,(;:]/gu;
  words.lastIndex = from;
  for (let seen = 0, word = words.exec(line); word && seen < 3; seen += 1, word = words.exec(line)) {
    if (/^[,(;:]$/.test(word[0])) break;
    if (!isCountedNoun(word[0], language)) continue;
    const text = nounInNumber(word[0], many, language);
    // only a noun that agreed with the cook's number follows the new one
    const agreed = nounInNumber(word[0], isMany(measure.high ?? measure.low, language), language) === null;
    return text && agreed ? [{ start: word.index, end: word.index + word[0].length, text }] : [];
  }
  return [];
}

/** Last first, so earlier spans stay where they were; at one place the replacement before the insertion. */
function applyEdits(line: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), line);
}

const hasMeasureUnit = (unit: Unit | null) =>
  unit !== null && (GRAMS[unit] ?? MILLILITRES[unit]) !== undefined;

export function rewriteLine(line: string, asked: RewriteOptions): RewrittenLine {
  // a factor that is no positive number (an empty servings field) leaves the amounts as written
  const options = { ...asked, factor: Number.isFinite(asked.factor) && asked.factor > 0 ? asked.factor : 1 };
  const reading = readMeasures(line);
  if (reading.kind !== 'measure') {
    return {
      text: line,
      status: reading.kind === 'none' ? 'noQuantity' : 'unreadable',
      exact: null,
      exactText: null,
      grams: null,
    };
  }
  const leading = rewriteMeasure(line, reading.measure, options.factor, options);
  if (reading.measure.unit === null)
    leading.edits.push(...nounEdits(line, reading.measure, leading.many, options.language));
  // other measures scale with a leading weight or volume ("1 cup (125 g)"); after a count they are one package's
  // size ("2 (15 oz) cans", "2 steaks (about 4 oz each)") and only convert
  const othersFactor = hasMeasureUnit(reading.measure.unit) ? options.factor : 1;
  const others = reading.others.flatMap(
    (measure) => rewriteMeasure(line, measure, othersFactor, options).edits,
  );
  const text = convertTemperaturesInText(
    applyEdits(line, [...leading.edits, ...others]),
    options.system,
    options.language,
  );
  const exactText =
    leading.exact === null
      ? null
      : leading.style.comma
        ? String(leading.exact).replace('.', ',')
        : String(leading.exact);
  const grams = reading.others.length ? null : tableWeight(line, reading.measure, options.factor);
  return { text, status: 'rewritten', exact: leading.exact, exactText, grams };
}

/** The line for `factor` times the recipe's servings, as a cook would write it. */
export function scaleLine(line: string, factor: number, language: RecipeLanguage): RewrittenLine {
  return rewriteLine(line, { factor, system: 'asWritten', language });
}

/** The line in another system of units (temperatures too). */
export function convertLine(line: string, system: UnitSystem, language: RecipeLanguage): RewrittenLine {
  return rewriteLine(line, { factor: 1, system, language });
}
