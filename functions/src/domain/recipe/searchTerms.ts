/**
 * A recipe's searchTerms (spec 000 §3): keywords from title, description, tags, ingredients, categories, difficulty,
 * instructions, tip and dietary flags; words of 2 or more characters, stop words (en, he, fr, it) removed, the
 * description giving at most 20 words, the instructions 15 and the tip 10, at most 30 keywords in total.
 *
 * Ours: the order in which sources fill the 30 places (the spec lists the sources, not their priority): the short,
 * telling ones first (title, tags, categories, dietary flags, difficulty, ingredients), then the long texts.
 * Numbers alone ("200", "350") are not keywords.
 */
import { RECIPE_LIMITS } from '../constants/recipe';
import { isStopWord, wordsOf } from './stopWords';

export interface SearchTermSource {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly ingredients: readonly string[];
  readonly categories: readonly string[];
  readonly difficulty: string;
  readonly instructions: readonly string[];
  readonly recipeTip: string;
  /** Dietary flags by fieldName; the true ones contribute their name (isGlutenFree → gluten, free). */
  readonly dietary: Readonly<Record<string, boolean>>;
}

function keywords(text: string): string[] {
  return wordsOf(text).filter(
    (word) =>
      Array.from(word).length >= RECIPE_LIMITS.searchTermMinLength &&
      !isStopWord(word) &&
      !/^\d+$/.test(word),
  );
}

/** isGlutenFree → "Gluten Free" */
function flagWords(fieldName: string): string {
  return fieldName.replace(/^is/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

export function recipeSearchTerms(source: SearchTermSource): string[] {
  const { description, instructions, tip } = RECIPE_LIMITS.searchTermWords;
  const flags = Object.entries(source.dietary)
    .filter(([, on]) => on)
    .map(([fieldName]) => flagWords(fieldName));
  const groups: string[][] = [
    keywords(source.title),
    keywords(source.tags.join(' ')),
    keywords(source.categories.join(' ')),
    keywords(flags.join(' ')),
    keywords(source.difficulty),
    keywords(source.ingredients.join('\n')),
    keywords(source.description).slice(0, description),
    keywords(source.instructions.join('\n')).slice(0, instructions),
    keywords(source.recipeTip).slice(0, tip),
  ];
  const terms = new Set<string>();
  for (const word of groups.flat()) {
    if (terms.size === RECIPE_LIMITS.maxSearchTerms) break;
    terms.add(word);
  }
  return [...terms];
}
