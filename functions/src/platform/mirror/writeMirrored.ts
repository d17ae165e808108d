/**
 * The one way a service writes mirrored documents (DESIGN §4): read the current documents → build the changes →
 * commit them (mirror first, then Firestore with the versions as preconditions) → when a document moved since it was
 * read (MirrorConflictError), do it all again from a fresh read, a few times, with a short jittered pause, before the
 * conflict reaches the user. A write reads documents others write too (an author's recipeCount, shared tags, a
 * profile), so such conflicts are normal under load.
 */
import { commitMirrored, type CommitDeps } from './commitMirrored';
import { MirrorConflictError, type CompanionWrite, type MirroredChange } from './types';

/** Commits one attempt's changes (and their Firestore-only companions) and returns each document's new version. */
export type Commit = (
  changes: readonly MirroredChange[],
  companions?: readonly CompanionWrite[],
) => Promise<number[]>;

export const CONFLICT_ATTEMPTS = 4;

export interface WriteOptions {
  readonly attempts?: number;
  /** The pause before attempt `tries + 1` (tests pass a no-op). */
  readonly pause?: (tries: number) => Promise<void>;
}

const jitteredPause = (tries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 20 * tries + Math.random() * 30));

/**
 * For a write to a hot document (one recipe's favorite or rating counts, one cook's follower count: many writers at
 * the same moment): more attempts than the default, each after an exponential pause with full jitter (up to 1 s), so
 * that the writers spread out instead of colliding again.
 */
export const HOT_DOCUMENT_WRITE: WriteOptions = {
  attempts: 25,
  pause: (tries) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** tries))),
};

/**
 * Runs `write` (which reads, builds and calls `commit` once) until it succeeds, fails with anything but a version
 * conflict, or has met `attempts` conflicts. Everything `write` does is redone on a retry, so it must re-read.
 */
export async function writeMirrored<T>(
  deps: CommitDeps,
  action: string,
  write: (commit: Commit) => Promise<T>,
  { attempts = CONFLICT_ATTEMPTS, pause = jitteredPause }: WriteOptions = {},
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    let committed = false;
    const commit: Commit = (changes, companions) => {
      if (committed) throw new Error(`writeMirrored(${action}): commit once per attempt`);
      committed = true;
      return commitMirrored(deps, action, changes, companions);
    };
    try {
      return await write(commit);
    } catch (error) {
      if (!(error instanceof MirrorConflictError) || tries >= attempts) throw error;
      await pause(tries);
    }
  }
}
