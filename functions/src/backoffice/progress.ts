/**
 * A run's progress recorded where the back office reads it (decision 0075): one small document per kind of run,
 * adminProgress/{run}, written at most once a second while the run walks its pages, and once when it ends. Functions
 * only (the rules deny clients; the screen asks through the progress call).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ProgressRun, RunProgress } from '../domain/consistency';
import type { ProgressListener } from '../platform/mirror/walk';
import { storedAs } from '../platform/storedAs';

export const PROGRESS_COLLECTION = 'adminProgress';
const WRITE_EVERY_MS = 1000;

export interface ProgressRecorder {
  /** Records that the run has started (nothing done yet), so the screen stops showing the last run's end. */
  start(): Promise<void>;
  readonly listener: ProgressListener;
  /** Records the run's end (the last figures, then done or failed). */
  finish(status: 'done' | 'failed'): Promise<void>;
}

export function progressRecorder(
  db: Firestore,
  run: ProgressRun,
  clock: () => number = Date.now,
): ProgressRecorder {
  const ref = db.collection(PROGRESS_COLLECTION).doc(run);
  const startedAt = new Date(clock()).toISOString();
  let scanned = 0;
  let lastDone = 0;
  let lastPass = '';
  let lastWrite = 0;
  let current: RunProgress | null = null;
  const write = async (progress: RunProgress) => {
    lastWrite = clock();
    await ref.set(progress);
  };
  const nothingYet = () => ({
    run,
    entity: '',
    pass: 'documents' as const,
    done: 0,
    total: 0,
    scanned: 0,
    startedAt,
  });
  return {
    async start() {
      await write({ ...nothingYet(), status: 'running', updatedAt: startedAt });
      // the first page is recorded at once
      lastWrite = 0;
    },
    async listener(step) {
      // `done` counts within one pass of one entity: what this page added is the step from its last figure
      const pass = `${step.table}/${step.pass}`;
      if (pass !== lastPass) [lastPass, lastDone] = [pass, 0];
      scanned += step.done - lastDone;
      lastDone = step.done;
      const now = clock();
      current = {
        run,
        status: 'running',
        entity: step.table,
        pass: step.pass,
        done: step.done,
        total: step.total,
        scanned,
        startedAt,
        updatedAt: new Date(now).toISOString(),
      };
      if (now - lastWrite >= WRITE_EVERY_MS) await write(current);
    },
    async finish(status) {
      await write({
        ...(current ?? nothingYet()),
        status,
        updatedAt: new Date(clock()).toISOString(),
      });
    },
  };
}

/** The run's last recorded progress, or null before its first run. */
export async function readProgress(db: Firestore, run: ProgressRun): Promise<RunProgress | null> {
  const snapshot = await db
    .collection(PROGRESS_COLLECTION)
    .withConverter(storedAs<RunProgress>())
    .doc(run)
    .get();
  return snapshot.data() ?? null;
}

/** Runs `work` with a recorder of `run`'s progress, recording its end whether it succeeds or fails. */
export async function withProgress<T>(
  db: Firestore,
  run: ProgressRun,
  work: (progress: ProgressListener) => Promise<T>,
): Promise<T> {
  const recorder = progressRecorder(db, run);
  await recorder.start();
  try {
    const result = await work(recorder.listener);
    await recorder.finish('done');
    return result;
  } catch (error) {
    await recorder.finish('failed');
    throw error;
  }
}
