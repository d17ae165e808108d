/**
 * The legacy orphan data cleanup (spec 002 §2 "Legacy Orphan Data Cleanup panel", §4 "Orphan cleanup", §5
 * "Cleanup", §8 "Cleanup", §9 "Cleanup"; issue 15): what it is asked, what it answers, and how a run is cut into
 * batches. An orphan is what a store keeps about a recipe Firestore no longer holds.
 */
import { z } from 'zod';
import { CLEANUP, CLEANUP_TYPES, type CleanupRisk, type CleanupType } from '../constants/admin';

export { CLEANUP, CLEANUP_TYPES, type CleanupRisk, type CleanupType };

/** The spec's texts (002 §5, §8). */
export const CLEANUP_MESSAGES = {
  analysisFirst: 'Please run analysis first to see what will be cleaned.',
  analysisFailed: 'Analysis failed',
  fullAnalysisFailed: 'Full analysis failed',
  cleanupFailed: 'Cleanup failed',
  ratingsWarning: 'Ratings subcollection orphans require manual verification',
  noTypes: 'Select at least one cleanup type',
} as const;

/** The action a mirror failure names ("Unable to clean orphaned data: …"). */
export const CLEANUP_ACTION_TEXT = 'clean orphaned data';

export const cleanupInputSchema = z
  .object({
    types: z
      .array(z.enum(CLEANUP_TYPES))
      .min(1, CLEANUP_MESSAGES.noTypes)
      .max(CLEANUP_TYPES.length)
      .transform((types) => [...new Set(types)]),
    dryRun: z.boolean().default(CLEANUP.dryRunDefault),
    batchSize: z.number().int().min(1).max(CLEANUP.batchSize).default(CLEANUP.batchSize),
  })
  .strict();
export type CleanupInput = z.infer<typeof cleanupInputSchema>;

/** One orphan: what the run acts on (a document key, a tag, a recipe id) and the missing recipes it refers to. */
export interface CleanupItem {
  readonly id: string;
  readonly recipeIds: readonly string[];
}

/** How many item ids a report lists (the first ones, sorted). */
export const CLEANUP_SAMPLE = 10;

export interface CleanupTypeReport {
  readonly type: CleanupType;
  readonly risk: CleanupRisk;
  /** Orphans found (by the analysis, or before a clean). */
  readonly found: number;
  /** Orphans removed (0 on a dry run). */
  readonly cleaned: number;
  /** The first CLEANUP_SAMPLE item ids, sorted. */
  readonly sample: readonly string[];
  /** Per-item failures ("{id}: {message}"); they never stop the run. */
  readonly errors: readonly string[];
  readonly warning?: string;
}

export interface CleanupReport {
  readonly dryRun: boolean;
  readonly batchSize: number;
  readonly batches: number;
  readonly totalFound: number;
  readonly totalCleaned: number;
  readonly types: readonly CleanupTypeReport[];
}

export function typeReport(
  type: CleanupType,
  items: readonly CleanupItem[],
  cleaned: number,
  errors: readonly string[],
): CleanupTypeReport {
  return {
    type,
    risk: CLEANUP.risk[type],
    found: items.length,
    cleaned,
    sample: items
      .map((item) => item.id)
      .sort()
      .slice(0, CLEANUP_SAMPLE),
    errors,
    ...(type === 'ratingsSubcollections' && items.length > 0
      ? { warning: CLEANUP_MESSAGES.ratingsWarning }
      : {}),
  };
}

export function cleanupReport(
  input: Pick<CleanupInput, 'dryRun' | 'batchSize'>,
  batches: number,
  types: readonly CleanupTypeReport[],
): CleanupReport {
  return {
    dryRun: input.dryRun,
    batchSize: input.batchSize,
    batches,
    totalFound: types.reduce((sum, type) => sum + type.found, 0),
    totalCleaned: types.reduce((sum, type) => sum + type.cleaned, 0),
    types,
  };
}

/** The items of a type cut into batches of `size`. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let from = 0; from < items.length; from += size) batches.push(items.slice(from, from + size));
  return batches;
}

/** The recipe ids of `referenced` that are not in `existing`, sorted, once each. */
export function missingRecipes(referenced: readonly unknown[], existing: ReadonlySet<string>): string[] {
  const missing = new Set<string>();
  for (const id of referenced) if (typeof id === 'string' && id && !existing.has(id)) missing.add(id);
  return [...missing].sort();
}
