import { isVersionLanguage, languageDirection } from '@domain/recipe/versionLanguages';

/** How a recipe's own texts are marked up: their language and its direction. */
export interface RecipeTextLanguage {
  /** The recipe's language, else the one detected in its text, else none (the page's own). */
  lang: string | undefined;
  /** The recipe language's direction; "auto" (each text its own) for a language the app does not know. */
  dir: 'ltr' | 'rtl' | 'auto';
}

/**
 * The one rule for every text of a recipe (decision 0074 "Direction"): the title, the description and every
 * ingredient and step line, on the page, in cook mode and on the printed sheet, carry the recipe's language and its
 * direction, so a Hebrew line that starts with a number or a Latin brand name still reads right to left. Imports
 * the languages alone (versionLanguages.ts), not the family's rules.
 */
export function recipeTextLanguage(recipe: {
  language?: string | null;
  detectedLanguage?: string | null;
}): RecipeTextLanguage {
  const { language } = recipe;
  return {
    lang: language || recipe.detectedLanguage || undefined,
    dir: isVersionLanguage(language) ? languageDirection(language) : 'auto',
  };
}
