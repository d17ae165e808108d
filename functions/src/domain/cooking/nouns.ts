/**
 * The one and the many of a counted food ("1 egg", "2 eggs"; "ביצה", "ביצים"; "oignon", "oignons"), taken from the
 * nutrition table, which lists both where a food is counted. A pair is two names of one food, one the other with a
 * plural ending (English s, es, ies; French s, x; Hebrew ים, ות), so no form is made up. Italian plurals (uovo,
 * uova) follow no ending the table could tell, and stay as written.
 */
import { FOODS } from '../nutrition/foods';
import type { RecipeLanguage } from '../recipe/types';
import { withCase } from './unitNames';

type Inflected = Exclude<RecipeLanguage, 'it'>;

const PLURALS: Record<Inflected, (one: string) => string[]> = {
  en: (one) => [`${one}s`, `${one}es`, one.replace(/y$/, 'ies')],
  fr: (one) => [`${one}s`, `${one}x`],
  he: (one) => {
    const stem = one.replace(/[הת]$/, '');
    return [`${stem}ים`, `${stem}ות`];
  },
};

function pairsOf(language: Inflected) {
  const many = new Map<string, string>();
  const one = new Map<string, string>();
  for (const food of FOODS) {
    const names = new Set(food.names[language].filter((name) => !name.includes(' ')));
    for (const name of names) {
      const plural = PLURALS[language](name).find((form) => form !== name && names.has(form));
      if (plural && !one.has(plural)) {
        many.set(name, plural);
        one.set(plural, name);
      }
    }
  }
  return { many, one };
}

const PAIRS: Partial<Record<Inflected, ReturnType<typeof pairsOf>>> = {};

/** The word in the number asked for, or null when it is no counted food the table knows (or is already right). */
export function nounInNumber(word: string, many: boolean, language: RecipeLanguage): string | null {
  if (language === 'it') return null;
  const pairs = (PAIRS[language] ??= pairsOf(language));
  const lower = word.toLowerCase();
  const other = many ? pairs.many.get(lower) : pairs.one.get(lower);
  if (!other) return null;
  return withCase(other, word);
}

/** Whether the word is a counted food of the table in either number. */
export function isCountedNoun(word: string, language: RecipeLanguage): boolean {
  if (language === 'it') return false;
  const pairs = (PAIRS[language] ??= pairsOf(language));
  const lower = word.toLowerCase();
  return pairs.many.has(lower) || pairs.one.has(lower);
}
