import { rewriteLine, type RewrittenLine } from '@domain/cooking/rewrite';
import { convertTemperaturesInText } from '@domain/cooking/temperature';
import { styleOf, writeAmount } from '@domain/cooking/amounts';
import { readMeasures } from '@domain/cooking/measure';
import { isMany, targetUnitName } from '@domain/cooking/unitNames';
import { MILLILITRES, type Unit } from '@domain/nutrition/lineWords';
import { factorOf, type ShownLines, type StoveChoice } from './choice';

/**
 * A recipe's lines for the stove choice (issue 31 §1, §2), through the cooking domain. Its own chunk: the domain
 * carries the nutrition table (its foods' names and cup weights), which the recipe page loads beside its own code
 * (useShownLines) instead of inside it; cook mode and print import it with theirs.
 */
/** Every ingredient line for the choice, each rounded once (scaled and converted in one pass). */
export function rewriteIngredients(lines: readonly string[], choice: StoveChoice): RewrittenLine[] {
  const factor = factorOf(choice);
  return lines.map((line) => rewriteLine(line, { factor, system: choice.units, language: choice.language }));
}

/** Instruction text with its temperatures in the chosen units ("bake at 350°F" → "bake at 175 °C"). */
export function rewriteInstruction(text: string, choice: StoveChoice): string {
  return convertTemperaturesInText(text, choice.units, choice.language);
}

const MILLILITRES_SHOWN: ReadonlySet<Unit> = new Set(['ml', 'cl', 'dl', 'l']);
/** A weight within this share of the millilitres says nothing they do not (water, milk, stock): not shown. */
const LIKE_WATER = 0.1;

/**
 * The weight the nutrition table gives a measured volume, and where it goes in the line as shown: right after its
 * measure ("480 ml (250 g) flour"). Only in metric, only after millilitres or litres, and only where it differs
 * from them (decision 0056): a metric cook weighs what an American recipe measures in cups; spoons stay spoons,
 * and as written or in US the line keeps the cook's own measures.
 */
export function weightNote(
  line: RewrittenLine,
  choice: Pick<StoveChoice, 'units' | 'language'>,
): { at: number; text: string } | null {
  if (choice.units !== 'metric' || line.grams === null) return null;
  const reading = readMeasures(line.text);
  if (reading.kind !== 'measure') return null;
  const { low, unit, unitSpan } = reading.measure;
  if (unit === null || unitSpan === null || !MILLILITRES_SHOWN.has(unit)) return null;
  const millilitres = low * (MILLILITRES[unit] ?? 1);
  if (Math.abs(line.grams / millilitres - 1) <= LIKE_WATER) return null;
  const amount = writeAmount(line.grams, 'metric', 'g', styleOf('', choice.language), false).text;
  const grams = targetUnitName('g', isMany(line.grams, choice.language), choice.language);
  return { at: unitSpan.end, text: ` (${amount} ${grams})` };
}

/** The recipe page's lines: the ingredients rewritten with their weights, the steps' temperatures converted. */
export function shownLines(
  ingredients: readonly string[],
  instructions: readonly string[],
  choice: StoveChoice,
): ShownLines {
  return {
    ingredients: rewriteIngredients(ingredients, choice).map((line) => ({
      ...line,
      weight: weightNote(line, choice),
    })),
    instructions: instructions.map((text) => rewriteInstruction(text, choice)),
  };
}
