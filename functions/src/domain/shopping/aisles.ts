/**
 * The aisle a shopping line goes in (issue 33 §2): the user's remembered move for its food, else the nutrition
 * table's aisle for the food, else 'other'. A list is grouped in AISLES' order, lines in their own order within one.
 */
import { FOODS } from '../nutrition/foods';
import { AISLES, isAisle, type Aisle } from './aisleKeys';

/** The user's moves: a food's identity (table key or normalised name) → the aisle they put it in. */
export type AisleOverrides = Readonly<Record<string, Aisle>>;

const TABLE_AISLES = new Map<string, Aisle>();
for (const food of FOODS) if (!TABLE_AISLES.has(food.key)) TABLE_AISLES.set(food.key, food.aisle);

export function aisleOf(line: { food: string | null }, overrides: AisleOverrides = {}): Aisle {
  const { food } = line;
  if (food === null) return 'other';
  // own keys only: a food named "constructor" is no move
  const moved = Object.hasOwn(overrides, food) ? overrides[food] : undefined;
  return isAisle(moved) ? moved : (TABLE_AISLES.get(food) ?? 'other');
}

export interface AisleGroup<Line> {
  aisle: Aisle;
  lines: Line[];
}

/**
 * Aisles in AISLES' order (empty ones left out), lines in the order given. A line that holds its aisle (a stored
 * line: placed by aisleOf when it was made, or moved by the user, which a line naming no food can be) stays there.
 */
export function groupByAisle<Line extends { food: string | null; aisle?: Aisle }>(
  lines: readonly Line[],
  overrides: AisleOverrides = {},
): AisleGroup<Line>[] {
  const byAisle = new Map<Aisle, Line[]>(AISLES.map((aisle) => [aisle, []]));
  for (const line of lines) {
    const aisle = line.aisle !== undefined && isAisle(line.aisle) ? line.aisle : aisleOf(line, overrides);
    byAisle.get(aisle)?.push(line);
  }
  return AISLES.flatMap((aisle) => {
    const found = byAisle.get(aisle) ?? [];
    return found.length ? [{ aisle, lines: found }] : [];
  });
}
