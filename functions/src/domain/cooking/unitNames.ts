/**
 * Unit words as a cook writes them: the one and the many of a written unit ("1 cup" → "2 cups", "כוס" → "כוסות"),
 * and the unit a conversion writes, in the line's language. Every word here is one the reader knows (lineWords.ts),
 * so a rewritten line reads back as what it says.
 */
import type { Unit } from '../nutrition/lineWords';
import type { RecipeLanguage } from '../recipe/types';

/** [one, many]: a unit word whose number changes with the amount. Abbreviations (tbsp, g, oz) never change. */
const ONE_AND_MANY: [string, string][] = [
  ['cup', 'cups'],
  ['tablespoon', 'tablespoons'],
  ['teaspoon', 'teaspoons'],
  ['pinch', 'pinches'],
  ['can', 'cans'],
  ['tin', 'tins'],
  ['stick', 'sticks'],
  ['bunch', 'bunches'],
  ['handful', 'handfuls'],
  ['piece', 'pieces'],
  ['slice', 'slices'],
  ['clove', 'cloves'],
  ['stalk', 'stalks'],
  ['sprig', 'sprigs'],
  ['fillet', 'fillets'],
  ['head', 'heads'],
  ['gram', 'grams'],
  ['kilogram', 'kilograms'],
  ['kilo', 'kilos'],
  ['ounce', 'ounces'],
  ['fluid ounce', 'fluid ounces'],
  ['pound', 'pounds'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['milliliter', 'milliliters'],
  ['millilitre', 'millilitres'],
  ['tasse', 'tasses'],
  ['cuillère à soupe', 'cuillères à soupe'],
  ['cuillère à café', 'cuillères à café'],
  ['gramme', 'grammes'],
  ['gousse', 'gousses'],
  ['tranche', 'tranches'],
  ['pincée', 'pincées'],
  ['tazza', 'tazze'],
  ['cucchiaio', 'cucchiai'],
  ['cucchiaino', 'cucchiaini'],
  ['grammo', 'grammi'],
  ['litro', 'litri'],
  ['spicchio', 'spicchi'],
  ['fetta', 'fette'],
  ['כוס', 'כוסות'],
  ['כף', 'כפות'],
  ['כפית', 'כפיות'],
  ['פרוסה', 'פרוסות'],
  ['יחידה', 'יחידות'],
  ['אונקיה', 'אונקיות'],
  ['ליברה', 'ליברות'],
];

/** French counts 1,5 as one ("1,5 tasse"); English, Hebrew and Italian count anything above one as many. */
export function isMany(value: number, language: RecipeLanguage): boolean {
  return language === 'fr' ? value >= 2 : value > 1;
}

/** The word with the first letter's case of another. */
export function withCase(word: string, like: string): string {
  return like[0] && like[0] !== like[0].toLowerCase() ? word[0]?.toUpperCase() + word.slice(1) : word;
}

/** The written unit in the number the amount asks for, or as written when it has no other form. */
export function unitInNumber(written: string, many: boolean): string {
  const lower = written.toLowerCase();
  for (const [one, several] of ONE_AND_MANY) {
    if (lower === one || lower === several) return withCase(many ? several : one, written);
  }
  return written;
}

/** Units a conversion writes: [one, many] in each language. */
type Written = Record<RecipeLanguage, [string, string]>;
const same = (word: string): Written => ({
  en: [word, word],
  he: [word, word],
  fr: [word, word],
  it: [word, word],
});

const TARGET_NAMES: Partial<Record<Unit, Written>> = {
  g: { ...same('g'), he: ['גרם', 'גרם'] },
  kg: { ...same('kg'), he: ['ק"ג', 'ק"ג'] },
  ml: { ...same('ml'), he: ['מ"ל', 'מ"ל'] },
  l: { ...same('l'), he: ['ליטר', 'ליטר'] },
  oz: { ...same('oz'), he: ['אונקיה', 'אונקיות'] },
  lb: { ...same('lb'), he: ['ליברה', 'ליברות'] },
  cup: { en: ['cup', 'cups'], he: ['כוס', 'כוסות'], fr: ['tasse', 'tasses'], it: ['tazza', 'tazze'] },
  tbsp: {
    en: ['tbsp', 'tbsp'],
    he: ['כף', 'כפות'],
    fr: ['c. à soupe', 'c. à soupe'],
    it: ['cucchiaio', 'cucchiai'],
  },
  tsp: {
    en: ['tsp', 'tsp'],
    he: ['כפית', 'כפיות'],
    fr: ['c. à café', 'c. à café'],
    it: ['cucchiaino', 'cucchiaini'],
  },
};

/** Whether the unit has a written name in every language (the offline translation writes only those). */
export const hasTargetUnitName = (unit: Unit): boolean => TARGET_NAMES[unit] !== undefined;

export function targetUnitName(unit: Unit, many: boolean, language: RecipeLanguage): string {
  const names = TARGET_NAMES[unit]?.[language];
  return names ? names[many ? 1 : 0] : unit;
}
