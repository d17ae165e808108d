/**
 * The mirror migrations (spec 002 §7 "Migrations"; issue 15): rebuild the mirror from Firestore for a new Supabase
 * project or after a restore. Heavy work in pages that survive a function timeout: each call goes on from the
 * `cursor` the previous one answered, until `done`; running it twice writes nothing new.
 */
import { z } from 'zod';

export const MIGRATION_PAGE = { default: 100, max: 300 } as const;
/** Ours: a call stops taking new pages after this long and answers its cursor (the function's timeout is 540 s). */
export const MIGRATION_CALL_BUDGET_MS = 45_000;

export const MIGRATION_MESSAGES = {
  invalidCursor: 'Invalid cursor: start again without one',
} as const;

export const migrationInputSchema = z
  .object({
    cursor: z.string().max(2000).optional(),
    batchSize: z.number().int().min(1).max(MIGRATION_PAGE.max).default(MIGRATION_PAGE.default),
    /** Pages this call takes at most (the panel's progress steps); else as many as the time budget allows. */
    pages: z.number().int().min(1).max(10_000).optional(),
  })
  .strict();
export type MigrationInput = z.infer<typeof migrationInputSchema>;

/** Where a migration stands: the entity being copied (by its position in the run's list) and the last key done. */
export interface MigrationCursor {
  readonly entity: number;
  readonly after: string | null;
}

export function encodeCursor(cursor: MigrationCursor): string {
  return JSON.stringify(cursor);
}

/** The cursor a call answered, or null when it is not one (the caller answers invalidCursor). */
export function decodeCursor(text: string, entities: number): MigrationCursor | null {
  try {
    const value = JSON.parse(text) as Partial<MigrationCursor>;
    const entityOk =
      Number.isInteger(value.entity) && (value.entity ?? -1) >= 0 && (value.entity ?? 0) < entities;
    const afterOk = value.after === null || typeof value.after === 'string';
    return entityOk && afterOk ? { entity: value.entity as number, after: value.after ?? null } : null;
  } catch {
    return null;
  }
}

export interface EntityMigration {
  /** Documents read. */
  read: number;
  /** Rows written (absent, or at another version than their document). */
  migrated: number;
  /** Rows already at their document's version. */
  skipped: number;
  errors: string[];
}

export const emptyEntityMigration = (): EntityMigration => ({ read: 0, migrated: 0, skipped: 0, errors: [] });

/** The collections of POST /api/migrate-missing-collections' answer (002 §7). */
export const MISSING_COLLECTIONS = [
  'favorites',
  'shares',
  'comments',
  'ratings',
  'recipeViews',
  'recipeAggregations',
] as const;
export type MissingCollection = (typeof MISSING_COLLECTIONS)[number];
