/**
 * The back office's HTTP calls (spec 002 §7 "Data consistency and export", "Migrations", "Analytics and
 * monitoring"; issue 15): admins only, each a POST with a JSON body.
 */
import { z } from 'zod';
import { cleanupInputSchema, type CleanupReport } from '../cleanup';
import {
  fixDataConsistencySchema,
  runProgressInputSchema,
  type ConsistencyResult,
  type RunProgress,
} from '../consistency';
import type { ExportResult } from '../exporter';
import { migrationInputSchema, type EntityMigration, type MissingCollection } from '../migrations';
import type { MonitoringData } from '../monitoring';
import { ADMIN_CALL_ERRORS } from './errorSets';
import { contractFamily } from './family';
import {
  aggregationsInputSchema,
  analyticsQuerySchema,
  type AdminAnalyticsData,
  type AggregationStats,
} from '../analytics';
import { getContract } from './define';

/** A back-office call: admins only, a POST with a JSON body, refused or failing as every admin call does. */
const backOfficeCall = contractFamily('POST', 'admin', 'backoffice', ADMIN_CALL_ERRORS);

/** The body of a call that takes nothing. */
const NO_BODY = z.object({}).strict();

/** What an action changed besides the report (ours: the spec's answer has the report only). */
export interface ConsistencyStats {
  /** Mirror rows rewritten from their documents, or removed (fix, clean). */
  readonly repaired?: number;
  /** Documents whose counters were recounted and written (recalculate). */
  readonly recalculated?: number;
  /** Event rows (views, shares) of recipes that no longer exist (clean). */
  readonly eventsRemoved?: number;
}

export const fixDataConsistency = backOfficeCall<{
  success: true;
  result: ConsistencyResult;
  stats: ConsistencyStats;
}>()('/api/admin/fix-data-consistency', fixDataConsistencySchema);

export const cleanOrphanedRecipes = backOfficeCall<{
  success: true;
  message: string;
  stats: { orphaned_removed: number };
  result: ConsistencyResult;
}>()('/api/admin/clean-orphaned-recipes', NO_BODY);

/** What every migration call answers besides its own figures: where the run stands (issue 15: resumable). */
export interface MigrationProgress {
  readonly done: boolean;
  /** Send it back as `cursor` to go on; null when done. */
  readonly cursor: string | null;
  /** 0–100. */
  readonly progress: number;
  /** Milliseconds this call took. */
  readonly duration: number;
  /** Per mirror table: documents read, rows written, rows already current, errors. */
  readonly tables: Record<string, EntityMigration>;
}

export const migrateToSupabase = backOfficeCall<
  MigrationProgress & {
    success: true;
    stats: { users: number; recipes: number; favorites: number; follows: number };
  }
>()('/api/migrate-to-supabase', migrationInputSchema);

export const reMigrateRecipes = backOfficeCall<
  MigrationProgress & {
    success: true;
    total: number;
    migrated: number;
    skipped: number;
    errors: number;
    hasErrors: boolean;
  }
>()('/api/re-migrate-recipes', migrationInputSchema);

export interface MissingCollectionResult {
  readonly success: boolean;
  readonly count: number;
  readonly errors: readonly string[];
}

export const migrateMissingCollections = backOfficeCall<
  MigrationProgress & {
    success: true;
    totalMigrated: number;
    collections: Record<MissingCollection, MissingCollectionResult>;
  }
>()('/api/migrate-missing-collections', migrationInputSchema);

/** 002 §7: the Firestore structure (collections, counts, fields, subcollections), its summary and markdown report. */
export const exportFirebaseStructure = backOfficeCall<ExportResult & { success: true }>()(
  '/api/admin/export-firebase-structure',
  NO_BODY,
);

/**
 * 002 §2 "Legacy Orphan Data Cleanup panel", §9 "Cleanup" (path ours: the spec names only "cleanup reads and
 * deletes"): analyze with dryRun true, clean with dryRun false, in batches of batchSize (50; the panel sends 25).
 */
export const adminCleanup = backOfficeCall<{ success: true; report: CleanupReport }>()(
  '/api/admin/cleanup',
  cleanupInputSchema,
);

/**
 * Where the last (or the running) consistency check or cleanup stands (issue 30 §2, decision 0075; path ours): the
 * screens ask while their call is on its way. null before any run.
 */
export const adminRunProgress = backOfficeCall<{ success: true; progress: RunProgress | null }>()(
  '/api/admin/progress',
  runProgressInputSchema,
);

/** 002 §7 "POST /api/admin/monitoring exists": the monitoring object of 002 §3 (request empty). */
export const adminMonitoring = backOfficeCall<MonitoringData>()('/api/admin/monitoring', NO_BODY);

// ------------------------------------------------------------------ the analytics screen (002 §7; issue 15): one tab per call (`section`)

export const adminAnalytics = getContract<{ success: true; data: AdminAnalyticsData }>('admin', 'backoffice')(
  '/api/admin/analytics',
  analyticsQuerySchema,
  ADMIN_CALL_ERRORS,
);

export const initializeAggregations = backOfficeCall<{ success: true; stats: AggregationStats }>()(
  '/api/admin/initialize-aggregations',
  aggregationsInputSchema,
);

export const recalculateAggregations = backOfficeCall<{ success: true; stats: AggregationStats }>()(
  '/api/admin/recalculate-aggregations',
  aggregationsInputSchema,
);
