/**
 * One cleanup run (spec 002 §4 "Orphan cleanup", §9 "Cleanup"; issue 15): the orphans of each chosen type found
 * against the recipes Firestore holds, a page at a time (find.ts); a dry run reports them, a clean removes them in batches of `batchSize`
 * with a pause between batches (1 s), collecting each item's failure without stopping.
 */
import {
  batchesOf,
  CLEANUP,
  cleanupReport,
  typeReport,
  type CleanupInput,
  type CleanupReport,
  type CleanupTypeReport,
} from '../../domain/cleanup';
import type { BackofficeDeps } from '../deps';
import { cleanBatch } from './clean';
import { findOrphans, type FindOptions } from './find';

export interface RunOptions extends FindOptions {
  /** The pause between batches (tests pass a recorder). */
  readonly pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runCleanup(
  deps: BackofficeDeps,
  input: CleanupInput,
  { pause = sleep, ...find }: RunOptions = {},
): Promise<CleanupReport> {
  const reports: CleanupTypeReport[] = [];
  let batches = 0;
  for (const type of input.types) {
    const items = await findOrphans(deps, type, find);
    if (input.dryRun) {
      reports.push(typeReport(type, items, 0, []));
      continue;
    }
    let cleaned = 0;
    const errors: string[] = [];
    for (const batch of batchesOf(items, input.batchSize)) {
      if (batches > 0) await pause(CLEANUP.batchPauseMs);
      batches += 1;
      const result = await cleanBatch(deps, type, batch);
      cleaned += result.cleaned;
      errors.push(...result.errors);
    }
    reports.push(typeReport(type, items, cleaned, errors));
  }
  return cleanupReport(input, batches, reports);
}
