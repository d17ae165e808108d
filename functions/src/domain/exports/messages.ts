/** The texts of a refused export file (issue 32 §2: clear errors naming the problem). */
import { EXPORT_LIMITS } from './types';

const MB = 1024 * 1024;

export const EXPORT_MESSAGES = {
  tooLarge: `The file is larger than ${EXPORT_LIMITS.maxFileBytes / MB} MB`,
  notAnArchive: 'The file is not a Mealie, Tandoor or Paprika export (it is not a zip archive)',
  notAccepted:
    'The file is none of the kinds Matkon imports: a Mealie, Tandoor or Paprika export, a recipe’s JSON-LD (.json), a saved recipe page (.html) or a text file (.txt)',
  unknownFormat: 'The file is not a Mealie, Tandoor or Paprika export (no recipe files inside)',
  tooManyEntries: `The file holds more than ${EXPORT_LIMITS.maxEntries} files`,
  tooMuchInflated: `The file unpacks to more than ${EXPORT_LIMITS.maxInflatedBytes / MB} MB`,
  tooManyRecipes: `The file holds more than ${EXPORT_LIMITS.maxRecipes} recipes`,
  noRecipes: 'The file holds no recipes',
  notARecipe: 'Not a recipe of the export (unreadable JSON or no title)',
  noRecipeInPart: 'No recipe in this part of the text (it needs an ingredients and a steps heading)',
  damaged: (name: string) => `The file is damaged: ${name} cannot be read`,
  unsupportedCompression: (name: string) => `The file uses a compression Matkon cannot read (${name})`,
} as const;

export const EXPORT_FILE_REFUSALS = [
  'too-large',
  'not-an-archive',
  'not-accepted',
  'unknown-format',
  'too-many-entries',
  'too-much-inflated',
  'too-many-recipes',
  'no-recipes',
  'damaged',
] as const;
export type ExportFileRefusal = (typeof EXPORT_FILE_REFUSALS)[number];

/** Why a whole file is refused; the message is the user's, the reason what a screen translates. */
export class ExportFileError extends Error {
  constructor(
    message: string,
    readonly reason: ExportFileRefusal,
  ) {
    super(message);
    this.name = 'ExportFileError';
  }
}
