/** The nutrition table read once into foods and a name index (every language, every synonym). */
import { isAisle, type Aisle } from '../shopping/aisleKeys';
import { FOOD_TABLE } from './foodTable';

export interface Food {
  /** The first English name: the food's key. */
  key: string;
  names: { en: string[]; he: string[]; fr: string[]; it: string[] };
  kcalPer100g: number;
  gramsPerCup: number;
  /** The cup weight the table lists; null where it lists none and a cup counts as water. */
  listedGramsPerCup: number | null;
  gramsPerPiece: number | null;
  /** Where a shop keeps it ('other' for a cell that names no aisle: the table's test refuses one). */
  aisle: Aisle;
}

const WATER_CUP_GRAMS = 240;

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

function readTable(table: string): Food[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [en, he, fr, it, kcal, cup, piece, aisle] = line.split('|');
      const names = { en: list(en), he: list(he), fr: list(fr), it: list(it) };
      return {
        key: names.en[0] ?? '',
        names,
        kcalPer100g: Number(kcal),
        gramsPerCup: cup ? Number(cup) : WATER_CUP_GRAMS,
        listedGramsPerCup: cup ? Number(cup) : null,
        gramsPerPiece: piece ? Number(piece) : null,
        aisle: isAisle(aisle) ? aisle : 'other',
      };
    });
}

export const FOODS: readonly Food[] = readTable(FOOD_TABLE);

/** Lower case, accents kept (French and Italian names carry them), apostrophes unified, punctuation to spaces. */
export function normalizeFoodText(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'"\-\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Every name (as its words joined by one space) → its food. */
const NAME_INDEX = new Map<string, Food>();
let longestName = 1;
for (const food of FOODS) {
  for (const name of Object.values(food.names).flat()) {
    const key = normalizeFoodText(name).trim();
    if (!NAME_INDEX.has(key)) NAME_INDEX.set(key, food);
    longestName = Math.max(longestName, key.split(' ').length);
  }
}

/** A Hebrew word may carry a one-letter prefix (ו, ה, ב, ל, מ, ש, כ: "and the", "in", …). */
const HEBREW_PREFIX = /^(וה|ו|ה|ב|ל|מ|ש|כ)(?=[\u0590-\u05FF]{2})/;

/** The spellings a word may be listed under: itself, without a plural "s"/"es", without a Hebrew prefix. */
function variants(word: string): string[] {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  const bare = word.replace(HEBREW_PREFIX, '');
  if (bare !== word) forms.push(bare);
  return forms;
}

/** The food a whole text names (one of its listed names, a plural "s"/"es" or a Hebrew prefix allowed), or null. */
export function foodNamed(text: string): Food | null {
  const words = normalizeFoodText(text).trim().split(' ').filter(Boolean);
  const last = words.pop();
  if (last === undefined) return null;
  for (const form of variants(last)) {
    const food = NAME_INDEX.get([...words, form].join(' '));
    if (food) return food;
  }
  return null;
}

/**
 * English names its food last ("cherry jam", "chili beans", "orange marmalade"); Hebrew, French and Italian first
 * ("ריבת דובדבנים", "confiture de cerises", "marmellata di arance"). Latin script without the French and Italian
 * linking words reads from the end, so of two equally long names the later one wins.
 */
const HEAD_LAST = /^[^\u0590-\u05FF]*$/;
const HEAD_FIRST = /\b(de|di|du|des|della|del|al|alla|à|au|aux)\b|\b[dl]'/i;

/**
 * The food a line names: the longest listed name (in words) found in it, and the first of equally long ones. Names
 * are looked up word run by word run, so a line costs a few dozen map reads whatever the table's size.
 */
export function findFood(text: string): Food | null {
  // the name itself comes before the notes: "butter (or margarine)", "milk, or cream"
  const name = text.split(/[,(;]|\bor\b/i)[0] ?? '';
  if (name.trim() && name !== text) {
    const named = findIn(name);
    if (named) return named;
  }
  return findIn(text);
}

function findIn(text: string): Food | null {
  const words = normalizeFoodText(text).trim().split(' ').filter(Boolean);
  const headLast = HEAD_LAST.test(text) && !HEAD_FIRST.test(text);
  for (let size = Math.min(longestName, words.length); size >= 1; size -= 1) {
    const starts = Array.from({ length: words.length - size + 1 }, (_, index) => index);
    if (headLast) starts.reverse();
    for (const start of starts) {
      const run = words.slice(start, start + size);
      const last = run[size - 1] ?? '';
      const first = run[0] ?? '';
      for (const lastForm of variants(last)) {
        for (const firstForm of size === 1 ? [lastForm] : variants(first)) {
          const key = size === 1 ? lastForm : [firstForm, ...run.slice(1, -1), lastForm].join(' ');
          const food = NAME_INDEX.get(key);
          if (food) return food;
        }
      }
    }
  }
  return null;
}
