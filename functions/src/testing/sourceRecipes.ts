/**
 * One recipe as a test's source has it (issue 32: the exports and the pages the import tests make): texts as written,
 * times in minutes, the yield as written. Built at test time from a real recipe of ../shared/data (sharedRecipes.ts)
 * or written by a test over `writtenRecipe`'s defaults; nothing is copied into the repository.
 */
import { rowLanguage, stringsOf, type RecipeRow } from './sharedRecipes';

export interface SourceRecipe {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  /** As written ("4 servings", "8"); null when the source has none. */
  yields: string | null;
  /** The recipe's original address, when the source keeps one. */
  url: string | null;
  /** The source's own category names (an export's categories). */
  categories: string[];
  image: string | null;
  author: string;
  siteName: string;
  /** Two letters; a page's headings are written in it (en, fr, it, he; English for any other). */
  language: string;
  keywords: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const minutes = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);

export function sourceRecipe(row: RecipeRow): SourceRecipe {
  return {
    title: text(row.title),
    description: text(row.description),
    ingredients: stringsOf(row.ingredients),
    instructions: stringsOf(row.instructions_list),
    prepTime: minutes(row.prep_time),
    cookTime: minutes(row.cook_time),
    totalTime: minutes(row.total_time),
    yields:
      typeof row.yields === 'string'
        ? row.yields
        : typeof row.yields === 'number'
          ? String(row.yields)
          : null,
    url: text(row.canonical_url) || null,
    categories: text(row.category).split(',').filter(Boolean),
    image: text(row.image) || null,
    author: text(row.author),
    siteName: text(row.site_name),
    language: rowLanguage(row),
    keywords: stringsOf(row.keywords),
  };
}

/** A recipe worth importing: a title, ingredients and steps. */
export const isWhole = (recipe: SourceRecipe): boolean =>
  !!recipe.title && recipe.ingredients.length > 0 && recipe.instructions.length > 0;

/** A recipe a test writes: what it gives over plain defaults. */
export const writtenRecipe = (
  fields: Partial<SourceRecipe> & Pick<SourceRecipe, 'title' | 'ingredients' | 'instructions'>,
): SourceRecipe => ({
  description: '',
  prepTime: null,
  cookTime: null,
  totalTime: null,
  yields: null,
  url: null,
  categories: [],
  image: null,
  author: '',
  siteName: '',
  language: 'en',
  keywords: [],
  ...fields,
});
