/**
 * Zip archives and gzip members read within a budget (decision 0067): every entry's declared size is counted before
 * anything is inflated, and the inflater writes into a buffer of that size only (fflate), so a file that claims
 * little and inflates to much cannot take the function's memory. One budget is shared by every level of a file
 * (Tandoor's zips inside a zip, Paprika's gzip members inside one).
 */
import { gunzipSync, unzipSync, type UnzipFileInfo } from 'fflate';
import { EXPORT_LIMITS } from './types';
import { EXPORT_MESSAGES, ExportFileError } from './messages';

export interface InflateBudget {
  entries: number;
  bytes: number;
}

export const newBudget = (): InflateBudget => ({ entries: 0, bytes: 0 });

const ZIP_MAGIC = [0x50, 0x4b];
const GZIP_MAGIC = [0x1f, 0x8b];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
export const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_MAGIC);
export const isGzip = (bytes: Uint8Array) => startsWith(bytes, GZIP_MAGIC);

function spend(budget: InflateBudget, entries: number, bytes: number): void {
  budget.entries += entries;
  budget.bytes += bytes;
  if (budget.entries > EXPORT_LIMITS.maxEntries)
    throw new ExportFileError(EXPORT_MESSAGES.tooManyEntries, 'too-many-entries');
  if (budget.bytes > EXPORT_LIMITS.maxInflatedBytes)
    throw new ExportFileError(EXPORT_MESSAGES.tooMuchInflated, 'too-much-inflated');
}

/** The archive's entry names (directories left out), without inflating any. */
export function listZip(bytes: Uint8Array, label = 'the archive'): UnzipFileInfo[] {
  if (!isZip(bytes)) throw new ExportFileError(EXPORT_MESSAGES.notAnArchive, 'not-an-archive');
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith('/')) entries.push(file);
        return false;
      },
    });
  } catch {
    throw new ExportFileError(EXPORT_MESSAGES.damaged(label), 'damaged');
  }
  return entries;
}

/**
 * The entries `wanted` picks, inflated; the archive's entry count and the picked entries' declared sizes are
 * charged to the budget first.
 */
export function unzipWithin(
  bytes: Uint8Array,
  budget: InflateBudget,
  wanted: (name: string) => boolean,
  label = 'the archive',
): Record<string, Uint8Array> {
  const entries = listZip(bytes, label);
  const picked = entries.filter((entry) => wanted(entry.name));
  spend(
    budget,
    entries.length,
    picked.reduce((sum, entry) => sum + entry.originalSize, 0),
  );
  const bad = picked.find((entry) => entry.compression !== 0 && entry.compression !== 8);
  if (bad) throw new ExportFileError(EXPORT_MESSAGES.unsupportedCompression(bad.name), 'damaged');
  const names = new Set(picked.map((entry) => entry.name));
  try {
    return unzipSync(bytes, { filter: (file) => names.has(file.name) });
  } catch {
    throw new ExportFileError(EXPORT_MESSAGES.damaged(label), 'damaged');
  }
}

/** A gzip member's declared size is its last four bytes (RFC 1952 ISIZE), charged before inflating. */
export function gunzipWithin(bytes: Uint8Array, budget: InflateBudget, label: string): Uint8Array {
  if (!isGzip(bytes) || bytes.length < 18)
    throw new ExportFileError(EXPORT_MESSAGES.damaged(label), 'damaged');
  const end = bytes.length;
  const declared =
    (bytes[end - 4]! | (bytes[end - 3]! << 8) | (bytes[end - 2]! << 16) | (bytes[end - 1]! << 24)) >>> 0;
  spend(budget, 1, declared);
  try {
    return gunzipSync(bytes);
  } catch {
    throw new ExportFileError(EXPORT_MESSAGES.damaged(label), 'damaged');
  }
}

const decoder = new TextDecoder('utf-8');

/** A JSON entry, or null when it is not JSON (the reader says which recipe failed). */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
