/**
 * Another app's export read into Matkon recipes (issue 32 §2, decision 0067): the formats, the limits of one file
 * and what a reader gives for each recipe.
 */
import type { RecipeFormInput } from '../recipe/schema';

export const ARCHIVE_FORMATS = ['mealie', 'tandoor', 'paprika'] as const;
/** decision 0071: a file that is no archive, read by the link and paste imports' readers. */
export const SINGLE_FILE_FORMATS = ['json-ld', 'html', 'text'] as const;
export const EXPORT_FORMATS = [...ARCHIVE_FORMATS, ...SINGLE_FILE_FORMATS] as const;
export type ArchiveFormat = (typeof ARCHIVE_FORMATS)[number];
export type SingleFileFormat = (typeof SINGLE_FILE_FORMATS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where each format comes from, as the source names it. */
export const EXPORT_APP_NAMES: Record<ExportFormat, string> = {
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  paprika: 'Paprika',
  'json-ld': 'JSON-LD file',
  html: 'Saved page',
  text: 'Text file',
};

export const EXPORT_LIMITS = {
  /** issue 32: up to 500 recipes a file. */
  maxRecipes: 500,
  /** issue 32: 50 MB a file. */
  maxFileBytes: 50 * 1024 * 1024,
  /** ours: entries in a file's archives, counted before anything is inflated (a zip bomb has many). */
  maxEntries: 5_000,
  /** ours: what the inflated entries a reader needs may add up to, from their declared sizes, before inflating. */
  maxInflatedBytes: 256 * 1024 * 1024,
  /** An upload's own limit (000 §5): a larger photo is left out, the recipe kept. */
  maxPhotoBytes: 10_485_760,
} as const;

export interface ExportPhoto {
  bytes: Uint8Array;
  mimeType: string;
  filename: string;
}

export interface ExportSource {
  /** The recipe's original address when the export has one. */
  url: string | null;
  /** The app the file comes from (Mealie, Tandoor, Paprika). */
  app: string;
}

/**
 * One recipe of an export: the form's fields, cleaned as any recipe is (cleaning.ts), without the choices the
 * export cannot make (categories come from the catalogue, toRecipeForm.ts); times in minutes, null when the export
 * has none.
 */
export interface ExportedRecipe {
  recipe: Pick<RecipeFormInput, 'title' | 'description' | 'recipeTip'> & {
    ingredients: string[];
    instructions: string[];
    tags: string[];
    preparationTime: number | null;
    cookingTime: number | null;
    totalTime: number | null;
    servings: number | null;
  };
  /** The export's own category names, matched against the catalogue later. */
  categoryNames: string[];
  source: ExportSource;
  photo: ExportPhoto | null;
}

/** An entry of the file that is not a readable recipe (the job lists it as failed, with its name). */
export interface UnreadableEntry {
  name: string;
  reason: string;
}

export interface ExportFile {
  format: ExportFormat;
  recipes: ExportedRecipe[];
  unreadable: UnreadableEntry[];
}
