/**
 * Where a long back-office run stands (issue 30 §2, decision 0075): the consistency check and the cleanup analysis
 * walk the stores a page at a time and record, as they go, the entity they are on, how many of its documents (or
 * mirror rows) they have checked of how many there are, and how many they have read in all. The screen shows it
 * while the run's call is on its way ("Checked 12,000 of 100,000 recipes").
 */

import { z } from 'zod';

export const PROGRESS_RUNS = ['consistency', 'cleanup'] as const;
export type ProgressRun = (typeof PROGRESS_RUNS)[number];

export const runProgressInputSchema = z.object({ run: z.enum(PROGRESS_RUNS) }).strict();

export interface RunProgress {
  readonly run: ProgressRun;
  readonly status: 'running' | 'done' | 'failed';
  /** The mirror table (or cleanup source) being walked. */
  readonly entity: string;
  /** Its documents in Firestore, then its rows in the mirror. */
  readonly pass: 'documents' | 'rows';
  readonly done: number;
  /** Firestore's (or Postgres's) count, taken when the pass started: an estimate while writes go on. */
  readonly total: number;
  /** Documents and rows read by the whole run so far. */
  readonly scanned: number;
  readonly startedAt: string;
  readonly updatedAt: string;
}
