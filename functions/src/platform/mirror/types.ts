import { AppError, mirrorFailureMessage } from '../../domain/errors';

/**
 * The mirror protocol's contract (DESIGN §4). A mirrored entity declares one MirrorMapping;
 * services describe what they change as MirroredChange values and hand them to writeMirrored(), which commits them
 * with commitMirrored() and retries on a MirrorConflictError.
 */
import type { TablesInsert, Database } from './database.types';

export type VersionedDoc = Record<string, unknown> & { version: number };

type Tables = Database['public']['Tables'];

/** A Postgres table of the mirror, as generated from supabase/migrations (`npm run db:types`): one with the protocol's
 * firebase_id and source_version columns. */
export type MirroredTable = {
  [T in keyof Tables]: Tables[T]['Row'] extends { firebase_id: string; source_version: number } ? T : never;
}[keyof Tables];

/** The columns a mapping writes: the table's Insert type without the ones the protocol sets itself. */
export type MirrorInsert<T extends MirroredTable> = T extends MirroredTable
  ? Omit<TablesInsert<T>, 'firebase_id' | 'source_version' | 'synced_at'>
  : never;

/**
 * What the protocol itself reads of a mapping (commit, reconcile, document keys): the names, and the row as data it
 * passes on. Every MirrorMapping is one; so is the tests' probe of a table outside the generated types.
 */
export interface MirrorTarget {
  readonly collection: string;
  readonly parent?: string;
  readonly table: string;
  toRow(id: string, doc: VersionedDoc): MirrorRow;
}

export interface MirrorMapping<T extends MirroredTable = MirroredTable> {
  /** Firestore collection, e.g. 'categories'; for a subcollection mapping, its name under the parent document. */
  readonly collection: string;
  /**
   * For a subcollection mapping only: the top-level collection of the parent documents ('users' for
   * users/{uid}/collections/{id}). Its documents are then keyed '{parentId}/{id}' (documentKey.ts).
   */
  readonly parent?: string;
  /** Postgres table (snake_case plural), e.g. 'categories'. Has firebase_id (unique) and source_version. */
  readonly table: T;
  /**
   * The row's columns for a document, without firebase_id and source_version (the protocol adds those).
   * JSON values only (timestamps as ISO strings). A column left out keeps its value on update and its default on
   * insert, so return null for a field the document no longer has. Must not depend on `version`.
   */
  toRow(id: string, doc: VersionedDoc): MirrorInsert<T>;
}

export interface MirroredChange {
  readonly mapping: MirrorTarget;
  /** The document id; for a subcollection mapping '{parentId}/{id}' (subcollectionKey in documentKey.ts). */
  readonly id: string;
  /** The document as read before the change, or null when it does not exist yet. */
  readonly before: VersionedDoc | null;
  /** The new document without `version` (the protocol sets before.version + 1), or null to delete. */
  readonly after: Record<string, unknown> | null;
}

/**
 * A Firestore-only write that belongs to the same commit as the mirrored changes (the follower's twin of a follow
 * edge, a trend counter): no version, no row, written in the same transaction or not at all. Never a document of a
 * mirrored collection (that would skip the mirror): commitMirrored refuses one.
 */
export interface CompanionWrite {
  readonly path: string;
  /** null deletes the document. Field transforms (increment) are allowed. */
  readonly data: Record<string, unknown> | null;
  /** set with merge (counters, maps) instead of replacing the document. */
  readonly merge?: boolean;
}

/** A mirror row as Postgres returns it (to_jsonb of the row). */
export type MirrorRow = Record<string, unknown>;

/** One change as the SQL function mirror_apply takes it (supabase/migrations/*_protocol.sql). */
export interface MirrorApplyChange {
  readonly table: string;
  readonly firebase_id: string;
  /** The version written; null on a create lets the mirror pick the next one after any earlier life of the id. */
  readonly version: number | null;
  /** The columns (firebase_id and source_version are set by the mirror), or null to delete. */
  readonly row: MirrorRow | null;
  /** true: apply only if newer than the row and its tombstone (reconciler). false: authoritative (commitMirrored). */
  readonly only_if_newer: boolean;
}

export interface MirrorApplyResult {
  readonly table: string;
  readonly firebase_id: string;
  readonly applied: boolean;
  readonly version: number;
  /** The row as written (null for a delete or when not applied). */
  readonly written_row: MirrorRow | null;
  readonly previous_row: MirrorRow | null;
  readonly previous_tombstone: number | null;
}

/** Undo of one applied change; built from its MirrorApplyResult by restoreOf(). */
export interface MirrorRestoreChange {
  readonly table: string;
  readonly firebase_id: string;
  readonly deleted: boolean;
  readonly expected_version: number;
  readonly written_row: MirrorRow | null;
  readonly previous_row: MirrorRow | null;
  readonly previous_tombstone: number | null;
}

export interface MirrorRestoreResult {
  readonly table: string;
  readonly firebase_id: string;
  /** false when a newer write had replaced ours: that one is kept. */
  readonly restored: boolean;
}

export interface MirrorClient {
  apply(changes: readonly MirrorApplyChange[]): Promise<MirrorApplyResult[]>;
  restore(changes: readonly MirrorRestoreChange[]): Promise<MirrorRestoreResult[]>;
}

/** busy: the mirror is rate limiting (HTTP 429 or a "rate limit"/"Too many requests" message); connection: anything else. */
export type MirrorFailureKind = 'busy' | 'connection';

export class MirrorError extends Error {
  constructor(
    readonly kind: MirrorFailureKind,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MirrorError';
  }
}

/**
 * A document moved between the service's read and its commit (the Firestore version precondition failed; the mirror
 * was restored). writeMirrored() redoes the write from a fresh read; after its last attempt the user gets this error.
 */
export class MirrorConflictError extends AppError {
  constructor(action: string) {
    super('failed-precondition', mirrorFailureMessage(action, false), { reason: 'conflict' });
    this.name = 'MirrorConflictError';
  }
}

export function restoreOf(result: MirrorApplyResult): MirrorRestoreChange {
  return {
    table: result.table,
    firebase_id: result.firebase_id,
    deleted: result.written_row === null,
    expected_version: result.version,
    written_row: result.written_row,
    previous_row: result.previous_row,
    previous_tombstone: result.previous_tombstone,
  };
}

/** A document written without a version (console, scripts) counts as version 0. */
export function versionOf(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
