/**
 * What a volume of a food weighs, from the cup weight the nutrition table lists for it ("1 cup flour" is 125 g):
 * shown beside the volume. Foods the table lists no cup weight for (liquids measured as water) get none: a weight
 * is never guessed.
 */
import { findFood } from '../nutrition/foods';
import { MILLILITRES } from '../nutrition/lineWords';
import type { Measure } from './measure';

const CUP_MILLILITRES = MILLILITRES.cup ?? 240;

export function tableWeight(line: string, measure: Measure, factor: number): number | null {
  const millilitres =
    measure.unit === null || measure.unit === 'pinch' ? undefined : MILLILITRES[measure.unit];
  if (millilitres === undefined || measure.high !== null) return null;
  const perCup = findFood(line)?.listedGramsPerCup ?? null;
  if (perCup === null) return null;
  const grams = (measure.low * factor * millilitres * perCup) / CUP_MILLILITRES;
  return grams < 10 ? Number(grams.toFixed(1)) : Math.round(grams);
}
