/**
 * Importing a recipe (issue 32 §1, §3): what a reader finds on a page or in a pasted text, and the answer the create
 * form is filled from. The readers are tried in the order; `method` says which one found the recipe.
 */
import type { RecipeDifficulty } from '../constants/recipe';
import type { RecipeLanguage } from '../recipe/types';

export const IMPORT_METHODS = ['json-ld', 'microdata', 'h-recipe', 'text'] as const;
export type ImportMethod = (typeof IMPORT_METHODS)[number];

/** The recipe's texts, times and servings, as a reader finds them and as the draft keeps them. */
export interface ReadRecipe {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  /** Minutes; null when the source does not say (the cook fills the form's field). */
  preparationTime: number | null;
  cookingTime: number | null;
  totalTime: number | null;
  servings: number | null;
}

/** What one reader found, texts decoded and on their lines, before the recipe's cleaning rules. */
export interface PageRecipe extends ReadRecipe {
  /** The page's own categories, cuisines and keywords (tags, and the words categories are suggested from). */
  keywords: string[];
  imageUrl: string | null;
  author: string;
  siteName: string;
  /** schema.org isBasedOn: the page says it adapts another recipe; kept with the source. */
  basedOn: string | null;
  /** The page's stated language (inLanguage, <html lang>), when it gives one. */
  language: string | null;
}

export const emptyPageRecipe = (): PageRecipe => ({
  title: '',
  description: '',
  ingredients: [],
  instructions: [],
  preparationTime: null,
  cookingTime: null,
  totalTime: null,
  servings: null,
  keywords: [],
  imageUrl: null,
  author: '',
  siteName: '',
  basedOn: null,
  language: null,
});

/** The draft the create form is filled with: the recipe's cleaning rules applied, nothing invented. */
export interface ImportedDraft extends ReadRecipe {
  difficulty: RecipeDifficulty;
  /** Catalogue ids suggested from the source's own categories and keywords (at most 3). */
  categories: string[];
  tags: string[];
  /** Detected from the texts (recipe/language.ts). */
  language: RecipeLanguage;
  /** The source's main photo (the link import stores it through the image pipeline); null for pasted text. */
  imageUrl: string | null;
}

/** Where an imported recipe comes from: kept with the recipe, shown as "Adapted from …" (isBasedOn in its JSON-LD). */
export interface RecipeSource {
  /** The page's address; '' for pasted text. */
  url: string;
  siteName: string;
  author: string;
  /** What the page itself says it is based on, when it says. */
  basedOn: string | null;
}

/** What the draft lacks that the cook will have to add (the web names each in the cook's language). */
export const IMPORT_WARNINGS = [
  'noIngredients',
  'noInstructions',
  'noTimes',
  'noServings',
  'noPhoto',
  'textCut',
  /** decision 0071: ingredient lines longer than the entry form's 50 characters (the web names them). */
  'longIngredients',
] as const;
export type ImportWarning = (typeof IMPORT_WARNINGS)[number];

export interface ImportAnswer {
  draft: ImportedDraft;
  source: RecipeSource;
  method: ImportMethod;
  warnings: ImportWarning[];
}
