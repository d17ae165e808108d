/**
 * A file's bytes → its recipes (issue 32 §2, decision 0067): the format told from what the archive holds, the
 * limits checked before anything is inflated (size, entries, recipe count, declared inflated size).
 */
import { listZip, newBudget } from './archive';
import { EXPORT_MESSAGES, ExportFileError } from './messages';
import { readMealie } from './mealie';
import { readPaprika } from './paprika';
import { readTandoor } from './tandoor';
import { EXPORT_LIMITS, type ExportFile, type ExportFormat } from './types';

const READERS = { mealie: readMealie, tandoor: readTandoor, paprika: readPaprika } as const;

/** The format and how many recipes the file says it has, from its entry names alone. */
export function exportFormatOf(names: readonly string[]): { format: ExportFormat; count: number } {
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
  const entries = listZip(bytes);
  if (entries.length > EXPORT_LIMITS.maxEntries)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyEntries, 'too-many-entries');
  const { format, count } = exportFormatOf(entries.map((entry) => entry.name));
  if (count > EXPORT_LIMITS.maxRecipes)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyRecipes, 'too-many-recipes');
  const { recipes, unreadable } = READERS[format](bytes, newBudget());
  if (recipes.length + unreadable.length === 0)
    throw new ExportFileError(EXPORT_MESSAGES.noRecipes, 'no-recipes');
  return { format, recipes, unreadable };
}
