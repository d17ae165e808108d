/**
 * The shopping list made from ingredient lines (issue 33 §2, decision 0063): lines of the same food become one, their
 * amounts added in one unit where the units convert, side by side where they do not; never a wrong sum. Each line
 * keeps which recipes need it and the lines it was made from; a line the reader cannot read stays as written.
 */
import type { Food } from '../nutrition/foods';
import { GRAMS, MILLILITRES, type Unit } from '../nutrition/lineWords';
import { readShoppingLine, type LineAmount } from './read';

/** An ingredient line as a recipe (or the user, by hand: no recipe) gives it, for `factor` times its servings. */
export interface ShoppingSource {
  recipeId: string | null;
  recipeTitle: string | null;
  text: string;
  factor: number;
}

export interface ShoppingQuantity {
  amount: number;
  /** g-like, ml-like or a counted unit as written; null for a bare count ("3 onions"). */
  unit: Unit | null;
  /** A counted unit's word in the singular ("clove", "can"). */
  word: string | null;
  /** One item's size for a count of sized items ("2 (15 oz) cans"), in g or ml. */
  size: LineAmount['size'];
  /** The line's sources (indexes) this total adds up. */
  from: number[];
  /** Some of them were converted by a weight the line states or the nutrition table lists ("½ cup flour": 62.5 g). */
  converted: boolean;
}

export interface ShoppingLine {
  /** Unique in the list: `food:` the table's food key, `noun:` the name's normalised words, `line:` as written. */
  key: string;
  /** The food's identity for aisles and staples: its table key or normalised name; null: none named. */
  food: string | null;
  /** The first source's name, and every name the sources use ("black beans", "kidney beans": one table food). */
  name: string;
  names: string[];
  /** Empty when no source says how much ("salt to taste") or the line is kept as written. */
  quantities: ShoppingQuantity[];
  asWritten: boolean;
  recipes: { id: string; title: string }[];
  sources: ShoppingSource[];
}

export interface ShoppingList {
  lines: ShoppingLine[];
  /** "For the sauce:": lines that name nothing to buy, kept here rather than dropped. */
  headings: ShoppingSource[];
}

const CUP_MILLILITRES = MILLILITRES.cup ?? 240;

interface Entry {
  source: number;
  amount: LineAmount | null;
}

interface Bucket {
  kind: LineAmount['kind'] | 'pieces';
  /** In g, ml or items. */
  value: number;
  unit: Unit | null;
  word: string | null;
  size: LineAmount['size'];
  from: number[];
  converted: boolean;
  /** The written units of weights and volumes that were not converted, with how much each gave (for the display unit). */
  written: Map<Unit, number>;
}

const isBareCount = (amount: LineAmount) =>
  amount.kind === 'count' && amount.unit === null && amount.size === null;

/** What an amount weighs: as weighed, as the line states it, or by the table's cup or piece weight; null: unknown. */
function gramsOf(amount: LineAmount, food: Food | null): number | null {
  if (amount.kind === 'weight') return amount.value;
  if (amount.statedGrams !== null) return amount.statedGrams;
  const perCup = food?.listedGramsPerCup ?? null;
  if (amount.kind === 'volume' && perCup !== null) return (amount.value * perCup) / CUP_MILLILITRES;
  const perPiece = food?.gramsPerPiece ?? null;
  return isBareCount(amount) && perPiece !== null ? amount.value * perPiece : null;
}

function countKey(amount: LineAmount): string {
  const size = amount.size ? `${amount.size.kind}:${Math.round(amount.size.value)}` : '';
  return `count|${amount.unit ?? ''}|${amount.word ?? ''}|${size}`;
}

/**
 * The unit a food's amounts are added in: a food counted by the piece (the table lists a piece weight) in items when
 * one of its lines counts it; else in grams when one weighs it; else each kind by itself.
 */
function targetOf(entries: Entry[], food: Food | null): 'pieces' | 'weight' | null {
  const amounts = entries.flatMap((entry) => (entry.amount ? [entry.amount] : []));
  if (food?.gramsPerPiece && amounts.some(isBareCount)) return 'pieces';
  return amounts.some((amount) => amount.kind === 'weight') ? 'weight' : null;
}

/** Where an amount goes: its bucket and the value it adds there. */
function placed(amount: LineAmount, food: Food | null, target: 'pieces' | 'weight' | null) {
  if (target === 'pieces' && isBareCount(amount))
    return { key: 'pieces', value: amount.value, converted: false };
  if (target === 'weight' && amount.kind === 'weight')
    return { key: 'weight', value: amount.value, converted: false };
  const grams = target === null ? null : gramsOf(amount, food);
  if (target === 'pieces' && grams !== null)
    return { key: 'pieces', value: grams / (food?.gramsPerPiece ?? 1), converted: true };
  if (target === 'weight' && grams !== null) return { key: 'weight', value: grams, converted: true };
  const key = amount.kind === 'count' ? countKey(amount) : amount.kind;
  return { key, value: amount.value, converted: false };
}

const rounded = (value: number) => Number(value.toPrecision(6));

/** Units a total is not written in, for the one it is (the units the cook's conversions write: cooking/unitNames). */
const TOTAL_UNIT: Partial<Record<Unit, Unit>> = {
  mg: 'g',
  cl: 'ml',
  dl: 'ml',
  floz: 'cup',
  pint: 'cup',
  quart: 'cup',
  pinch: 'tsp',
};

/** The unit a total of grams or millilitres shows in: the one that gave the most of it as written. */
function displayUnit(bucket: Bucket): Unit {
  let best: [Unit, number] = [bucket.kind === 'volume' ? 'ml' : 'g', -1];
  for (const [unit, value] of bucket.written) if (value > best[1]) best = [unit, value];
  return TOTAL_UNIT[best[0]] ?? best[0];
}

function quantityOf(bucket: Bucket): ShoppingQuantity {
  const counted = bucket.kind === 'pieces' || bucket.kind === 'count';
  const unit = counted ? bucket.unit : displayUnit(bucket);
  const per = unit === null || counted ? 1 : (GRAMS[unit] ?? MILLILITRES[unit] ?? 1);
  return {
    amount: rounded(bucket.value / per),
    unit,
    word: bucket.word,
    size: bucket.size,
    from: bucket.from,
    converted: bucket.converted,
  };
}

function quantitiesOf(entries: Entry[], food: Food | null): ShoppingQuantity[] {
  const target = targetOf(entries, food);
  const buckets = new Map<string, Bucket>();
  entries.forEach(({ amount }, index) => {
    if (!amount) return;
    const { key, value, converted } = placed(amount, food, target);
    const kind = key === 'pieces' ? 'pieces' : key === 'weight' ? 'weight' : amount.kind;
    const count = kind === 'count';
    const bucket =
      buckets.get(key) ??
      buckets
        .set(key, {
          kind,
          value: 0,
          unit: count ? amount.unit : null,
          word: count ? amount.word : null,
          size: count ? amount.size : null,
          from: [],
          converted: false,
          written: new Map(),
        })
        .get(key)!;
    bucket.value += value;
    bucket.from.push(index);
    bucket.converted ||= converted;
    if (!converted && !count && kind !== 'pieces' && amount.unit !== null)
      bucket.written.set(amount.unit, (bucket.written.get(amount.unit) ?? 0) + value);
  });
  return [...buckets.values()].map(quantityOf);
}

interface Group {
  key: string;
  food: Food | null;
  identity: string | null;
  names: string[];
  entries: Entry[];
  asWritten: boolean;
}

function recipesOf(sources: ShoppingSource[]): ShoppingLine['recipes'] {
  const seen = new Map<string, string>();
  for (const source of sources) {
    if (source.recipeId !== null && !seen.has(source.recipeId))
      seen.set(source.recipeId, source.recipeTitle ?? '');
  }
  return [...seen].map(([id, title]) => ({ id, title }));
}

export function mergeShoppingLines(sources: readonly ShoppingSource[]): ShoppingList {
  const groups = new Map<string, Group>();
  const headings: ShoppingSource[] = [];
  sources.forEach((source, index) => {
    const reading = readShoppingLine(source.text, source.factor);
    if (reading.kind === 'heading') {
      headings.push(source);
      return;
    }
    if (reading.kind === 'asWritten') {
      const key = `line:${index}`;
      const name = source.text.trim();
      const food = reading.food;
      groups.set(key, {
        key,
        food,
        identity: food?.key ?? null,
        names: [name],
        entries: [],
        asWritten: true,
      });
      groups.get(key)!.entries.push({ source: index, amount: null });
      return;
    }
    const key = `${reading.food ? 'food' : 'noun'}:${reading.identity}`;
    const group =
      groups.get(key) ??
      groups
        .set(key, {
          key,
          food: reading.food,
          identity: reading.identity,
          names: [],
          entries: [],
          asWritten: false,
        })
        .get(key)!;
    if (!group.names.some((name) => name.toLowerCase() === reading.name.toLowerCase()))
      group.names.push(reading.name);
    group.entries.push({ source: index, amount: reading.amount });
  });
  const lines = [...groups.values()].map((group): ShoppingLine => {
    const lineSources = group.entries.map((entry) => sources[entry.source]!);
    return {
      key: group.key,
      food: group.identity,
      name: group.names[0] ?? '',
      names: group.names,
      quantities: group.asWritten ? [] : quantitiesOf(group.entries, group.food),
      asWritten: group.asWritten,
      recipes: recipesOf(lineSources),
      sources: lineSources,
    };
  });
  return { lines, headings };
}
