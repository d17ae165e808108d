/**
 * Autocomplete records (spec 000 §3 "Autocomplete records", §2 "Create and edit form"): every saved recipe teaches
 * the form its ingredient names and its instructions' opening words. Suggestions are looked up by prefix: 2+
 * characters for ingredients, 3+ for instruction templates; 20 fetched, 5 shown (000 §9).
 */
import { AUTOCOMPLETE } from '../constants/recipe';
import { cutText, safeDocumentId } from './text';

export const AUTOCOMPLETE_MIN_CHARS = { ingredients: 2, instructions: 3 } as const;
export const AUTOCOMPLETE_FETCHED = AUTOCOMPLETE.fetched;
/** Instruction templates are the first words of an instruction (000 §3: "first up to 3 words"). */
export const TEMPLATE_WORDS = 3;

const QUANTITY = /^(\d+([.,/]\d+)?([-–]\d+([.,/]\d+)?)?|[¼½¾⅓⅔⅛]|\d+[¼½¾⅓⅔⅛]|x\d+|\d+x)$/;

/** Measures, sizes and connectors that precede the ingredient itself, in en, he, fr and it (written for Matkon). */
const LEADING_WORDS = new Set(
  `
  a an of cup cups c tbsp tbs tablespoon tablespoons tsp teaspoon teaspoons g gr gram grams kg kilo kilos ml l
  liter liters litre litres oz ounce ounces lb lbs pound pounds pinch pinches clove cloves can cans package
  packages pack packs slice slices piece pieces bunch bunches handful handfuls dash stick sticks large medium small
  heaping level about
  כוס כוסות כף כפות כפית כפיות גרם גר ק"ג קג קילו מ"ל מל ליטר קורט שן שיני חבילה חבילות פרוסה פרוסות יחידה
  יחידות קופסה קופסת קופסאות צרור חופן בערך
  tasse tasses cuillère cuillères cuillerée cuillerées c cs cc pincée pincées gousse gousses boîte boîtes sachet
  sachets tranche tranches botte de du des d
  tazza tazze cucchiaio cucchiai cucchiaino cucchiaini pizzico spicchio spicchi scatola scatole bustina bustine
  fetta fette mazzetto di del della dei
  `
    .trim()
    .split(/\s+/),
);
const SPOON_KINDS = /\s(à|a|da)\s(soupe|café|caffè|tavola|tè)(?=\s|$)/g;
const ELISION = /^(d|l)['’]/;

/**
 * The ingredient itself from a line as typed: "2 large eggs, beaten" → "eggs"; "2 כוסות קמח" → "קמח"; "3 cuillères
 * à soupe d'huile" → "huile". Lower-case; the whole line when nothing is left.
 */
export function ingredientName(line: string): string {
  const [firstPart = ''] = line
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(SPOON_KINDS, ' ')
    .split(',');
  const words = firstPart.trim().split(/\s+/).filter(Boolean);
  const isLeading = (word: string) => QUANTITY.test(word) || LEADING_WORDS.has(word.replace(/\.$/, ''));
  let start = 0;
  while (start < words.length - 1 && isLeading(words[start] ?? '')) start += 1;
  const name = words.slice(start).join(' ').replace(ELISION, '').trim();
  return cutText(name || line.trim().toLowerCase(), 100);
}

/** The lower-case form suggestions are looked up by (whitespace collapsed). */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function ingredientSuggestionId(name: string): string {
  return safeDocumentId(searchKey(name), 'ingredient');
}

export interface InstructionTemplate {
  readonly text: string;
  readonly searchText: string;
  readonly fullExample: string;
}

/** "Preheat the oven to 180°C." → text "Preheat the oven", fullExample the whole instruction. */
export function instructionTemplate(instruction: string): InstructionTemplate | null {
  const words = instruction.trim().split(/\s+/).filter(Boolean).slice(0, TEMPLATE_WORDS);
  const text = words.join(' ').replace(/[\s.,;:!?]+$/u, '');
  if (!text) return null;
  return { text, searchText: searchKey(text), fullExample: instruction.trim() };
}

export function instructionTemplateId(searchText: string): string {
  return safeDocumentId(searchText, 'template');
}
