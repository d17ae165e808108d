/**
 * A mirror migration run (spec 002 §7 "Migrations"): the listed mappings copied in order, page by page, until the
 * call's time budget is spent; the answer's cursor resumes it (issue 15: idempotent, resumable, batched, with
 * progress). A page that fails is reported in its entity's errors and skipped, never stopping the run.
 */
import {
  decodeCursor,
  emptyEntityMigration,
  encodeCursor,
  MIGRATION_CALL_BUDGET_MS,
  MIGRATION_MESSAGES,
  type EntityMigration,
  type MigrationInput,
} from '../../domain/migrations';
import { AppError } from '../../domain/errors';
import type { MirrorMapping } from '../../platform/mirror/types';
import type { BackofficeDeps } from '../deps';
import { copyPage } from './copy';

export interface MigrationRun {
  readonly done: boolean;
  /** Pass it back to go on; null when done. */
  readonly cursor: string | null;
  /** 0–100: entities finished out of all, the current one counted as half. */
  readonly progress: number;
  /** What this call did, per table. */
  readonly tables: Record<string, EntityMigration>;
  readonly duration: number;
}

export async function migrate(
  deps: BackofficeDeps,
  mappings: readonly MirrorMapping[],
  input: MigrationInput,
  budgetMs: number = MIGRATION_CALL_BUDGET_MS,
): Promise<MigrationRun> {
  const started = Date.now();
  let position = { entity: 0, after: null as string | null };
  if (input.cursor) {
    const decoded = decodeCursor(input.cursor, mappings.length);
    if (!decoded)
      throw new AppError('invalid-argument', MIGRATION_MESSAGES.invalidCursor, { field: 'cursor' });
    position = { entity: decoded.entity, after: decoded.after };
  }
  const tables: Record<string, EntityMigration> = {};
  let pages = 0;
  const more = () => Date.now() - started < budgetMs && (input.pages === undefined || pages < input.pages);
  while (position.entity < mappings.length && more()) {
    pages += 1;
    const mapping = mappings[position.entity] as MirrorMapping;
    const tally = (tables[mapping.table] ??= emptyEntityMigration());
    const page = await copyPage(deps, mapping, position.after, input.batchSize, tally);
    position = page.finished
      ? { entity: position.entity + 1, after: null }
      : { ...position, after: page.last };
  }
  const done = position.entity >= mappings.length;
  const progress = done
    ? 100
    : Math.floor(((position.entity + (position.after ? 0.5 : 0)) / mappings.length) * 100);
  return {
    done,
    cursor: done ? null : encodeCursor(position),
    progress,
    tables,
    duration: Date.now() - started,
  };
}
