/**
 * A file's bytes → its recipes (issue 32 §2, decisions 0067 and 0071): an archive's format told from what it holds,
 * the limits checked before anything is inflated (size, entries, recipe count, declared inflated size); a file that
 * is no archive read as a JSON-LD document, a saved page or a text (single.ts).
 */
import { isZip, listZip, newBudget } from './archive';
import { EXPORT_MESSAGES, ExportFileError } from './messages';
import { readMealie } from './mealie';
import { readPaprika } from './paprika';
import { readSingleFile } from './single';
import { readTandoor } from './tandoor';
import { EXPORT_LIMITS, type ArchiveFormat, type ExportFile } from './types';

const READERS = { mealie: readMealie, tandoor: readTandoor, paprika: readPaprika } as const;

/** The format and how many recipes the file says it has, from its entry names alone. */
export function exportFormatOf(names: readonly string[]): { format: ArchiveFormat; count: number } {
  const count = (test: (name: string) => boolean) => names.filter(test).length;
  const lower = names.map((name) => name.toLowerCase());
  const paprika = lower.filter((name) => name.endsWith('.paprikarecipe')).length;
  if (paprika > 0) return { format: 'paprika', count: paprika };
  const zips = count((name) => name.toLowerCase().endsWith('.zip'));
  if (zips > 0) return { format: 'tandoor', count: zips };
  const json = count((name) => name.toLowerCase().endsWith('.json'));
  if (json > 0) return { format: 'mealie', count: json };
  throw new ExportFileError(EXPORT_MESSAGES.unknownFormat, 'unknown-format');
}

export function readExportFile(bytes: Uint8Array): ExportFile {
  if (bytes.length > EXPORT_LIMITS.maxFileBytes)
    throw new ExportFileError(EXPORT_MESSAGES.tooLarge, 'too-large');
  const { format, recipes, unreadable } = isZip(bytes) ? readArchive(bytes) : readSingleFile(bytes);
  if (recipes.length + unreadable.length === 0)
    throw new ExportFileError(EXPORT_MESSAGES.noRecipes, 'no-recipes');
  return { format, recipes, unreadable };
}

function readArchive(bytes: Uint8Array): ExportFile {
  const entries = listZip(bytes);
  if (entries.length > EXPORT_LIMITS.maxEntries)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyEntries, 'too-many-entries');
  const { format, count } = exportFormatOf(entries.map((entry) => entry.name));
  if (count > EXPORT_LIMITS.maxRecipes)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyRecipes, 'too-many-recipes');
  return { format, ...READERS[format](bytes, newBudget()) };
}
