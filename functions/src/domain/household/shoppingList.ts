/**
 * The stored shopping list (issue 33 §2, decision 0064): every change to it (lines added by hand, a recipe's
 * ingredients, the plan's recipes, an edit) is the list made again by domain/shopping's merge from all its sources,
 * then matched to the stored lines, so that a line keeps its id, its check mark and its aisle while its total grows.
 * Each source has an id (`hand:…`, `recipe:{recipeId}:{n}`, `plan:{entryId}:{n}`, `edit:{lineId}`): the same source
 * sent again replaces itself instead of adding twice, which is what makes a call queued offline safe to repeat.
 */
import { AppError } from '../errors';
import {
  aisleOf,
  isStaple,
  mergeShoppingLines,
  type Aisle,
  type AisleOverrides,
  type ShoppingQuantity,
  type ShoppingSource,
  type StapleChoices,
} from '../shopping';

export interface ListSource extends ShoppingSource {
  id: string;
}

export type StoredAmount = Omit<ShoppingQuantity, 'from'>;

/** A line as households/{id}/shoppingLines/{lineId} holds it. */
export interface StoredLine {
  id: string;
  /** The merge's identity of the line: `food:…`, `noun:…`, or `written:{sourceId}` for a line kept as written. */
  key: string;
  food: string | null;
  text: string;
  names: string[];
  amounts: StoredAmount[];
  asWritten: boolean;
  aisle: Aisle;
  checked: boolean;
  recipes: { id: string; title: string }[];
  sources: ListSource[];
}

export const SHOPPING_LIMITS = { maxLines: 300, textMax: 200, planDaysMax: 14 } as const;

export const SHOPPING_MESSAGES = {
  listFull: 'A shopping list holds at most 300 lines: clear the checked ones first',
  lineNotFound: 'This line is not on your list',
  recipeNotFound: 'Recipe not found',
  textInvalid: 'A line must be 1 to 200 characters of text',
  aisleInvalid: 'Aisle must be one of the list’s aisles',
  daysInvalid: 'Choose 1 to 14 days, each written YYYY-MM-DD',
  foodInvalid: 'Food must be 1 to 100 characters',
} as const;

export const SHOPPING_ACTIONS = {
  add: 'add to the list',
  edit: 'edit the line',
  remove: 'remove the line',
  clear: 'clear the checked lines',
  aisle: 'move the line',
  staple: 'change the staples',
} as const;

export interface ListSettings {
  aisleMoves: AisleOverrides;
  staples: StapleChoices;
}

export interface ListChange {
  /** Sources added, each replacing a source of the same id. */
  add?: readonly ListSource[];
  /** A line whose sources are replaced (an edit). */
  replace?: { lineId: string; sources: readonly ListSource[] };
  /** The id a brand-new line takes (a line added by hand names its own). */
  newLineId?: string;
}

const amountOf = ({ from: _from, ...amount }: ShoppingQuantity): StoredAmount => amount;

/** The list after `change`: every line (ids kept where a line continues), and the ids of the lines gone. */
export function remakeList(
  current: readonly StoredLine[],
  change: ListChange,
  settings: ListSettings,
  newId: () => string,
): { lines: StoredLine[]; removed: string[] } {
  const sources = new Map<string, ListSource>();
  for (const line of current) {
    const own = change.replace?.lineId === line.id ? change.replace.sources : line.sources;
    for (const source of own) sources.set(source.id, source);
  }
  for (const source of change.add ?? []) sources.set(source.id, source);
  const merged = mergeShoppingLines([...sources.values()]).lines;
  // the merge hands back the very source objects it was given: each one's id is found by the object
  const withId = new Map<ShoppingSource, ListSource>([...sources.values()].map((source) => [source, source]));
  if (merged.length > SHOPPING_LIMITS.maxLines)
    throw new AppError('resource-exhausted', SHOPPING_MESSAGES.listFull, { limit: SHOPPING_LIMITS.maxLines });

  const byKey = new Map(current.map((line) => [line.key, line]));
  const bySource = new Map<string, StoredLine>();
  for (const line of current) {
    const own = change.replace?.lineId === line.id ? change.replace.sources : line.sources;
    for (const source of own) bySource.set(source.id, line);
  }
  const used = new Set<string>();
  const lines = merged.map((line): StoredLine => {
    const lineSources = line.sources.flatMap((source) => withId.get(source) ?? []);
    const key = line.asWritten ? `written:${lineSources[0]?.id ?? ''}` : line.key;
    const candidates = [byKey.get(key), ...lineSources.map((source) => bySource.get(source.id))];
    const match = candidates.find((candidate) => candidate && !used.has(candidate.id));
    const id =
      match?.id ??
      (change.newLineId && !used.has(change.newLineId) && !current.some((c) => c.id === change.newLineId)
        ? change.newLineId
        : newId());
    used.add(id);
    return {
      id,
      key,
      food: line.food,
      text: line.name,
      names: line.names,
      amounts: line.quantities.map(amountOf),
      asWritten: line.asWritten,
      aisle: line.food === null && match ? match.aisle : aisleOf(line, settings.aisleMoves),
      checked: match ? match.checked : isStaple(line.food, settings.staples),
      recipes: line.recipes,
      sources: lineSources,
    };
  });
  return { lines, removed: current.filter((line) => !used.has(line.id)).map((line) => line.id) };
}
