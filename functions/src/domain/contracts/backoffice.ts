/**
 * The back office's HTTP calls (spec 002 §7 "Data consistency and export", "Migrations", "Analytics and
 * monitoring"; issue 15): admins only, each a POST with a JSON body.
 */
import { z } from 'zod';
import { cleanupInputSchema, type CleanupReport } from '../cleanup';
import { fixDataConsistencySchema, type ConsistencyResult } from '../consistency';
import type { ExportResult } from '../exporter';
import { migrationInputSchema, type EntityMigration, type MissingCollection } from '../migrations';
import type { MonitoringData } from '../monitoring';
import { postContract } from './define';
import { ADMIN_CALL_ERRORS } from './errorSets';
import {
  aggregationsInputSchema,
  analyticsQuerySchema,
  type AdminAnalyticsData,
  type AggregationStats,
} from '../analytics';
import { getContract } from './define';

/** What an action changed besides the report (ours: the spec's answer has the report only). */
export interface ConsistencyStats {
  /** Mirror rows rewritten from their documents, or removed (fix, clean). */
  readonly repaired?: number;
  /** Documents whose counters were recounted and written (recalculate). */
  readonly recalculated?: number;
  /** Event rows (views, shares) of recipes that no longer exist (clean). */
  readonly eventsRemoved?: number;
}

export const fixDataConsistency = postContract<{
  success: true;
  result: ConsistencyResult;
  stats: ConsistencyStats;
}>('admin', 'backoffice')('/api/admin/fix-data-consistency', fixDataConsistencySchema, ADMIN_CALL_ERRORS);

export const cleanOrphanedRecipes = postContract<{
  success: true;
  message: string;
  stats: { orphaned_removed: number };
  result: ConsistencyResult;
}>('admin', 'backoffice')('/api/admin/clean-orphaned-recipes', z.object({}).strict(), ADMIN_CALL_ERRORS);

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

export const migrateToSupabase = postContract<
  MigrationProgress & {
    success: true;
    stats: { users: number; recipes: number; favorites: number; follows: number };
  }
>('admin', 'backoffice')('/api/migrate-to-supabase', migrationInputSchema, ADMIN_CALL_ERRORS);

export const reMigrateRecipes = postContract<
  MigrationProgress & {
    success: true;
    total: number;
    migrated: number;
    skipped: number;
    errors: number;
    hasErrors: boolean;
  }
>('admin', 'backoffice')('/api/re-migrate-recipes', migrationInputSchema, ADMIN_CALL_ERRORS);

export interface MissingCollectionResult {
  readonly success: boolean;
  readonly count: number;
  readonly errors: readonly string[];
}

export const migrateMissingCollections = postContract<
  MigrationProgress & {
    success: true;
    totalMigrated: number;
    collections: Record<MissingCollection, MissingCollectionResult>;
  }
>('admin', 'backoffice')('/api/migrate-missing-collections', migrationInputSchema, ADMIN_CALL_ERRORS);

/** 002 §7: the Firestore structure (collections, counts, fields, subcollections), its summary and markdown report. */
export const exportFirebaseStructure = postContract<ExportResult & { success: true }>('admin', 'backoffice')(
  '/api/admin/export-firebase-structure',
  z.object({}).strict(),
  ADMIN_CALL_ERRORS,
);

/**
 * 002 §2 "Legacy Orphan Data Cleanup panel", §9 "Cleanup" (path ours: the spec names only "cleanup reads and
 * deletes"): analyze with dryRun true, clean with dryRun false, in batches of batchSize (50; the panel sends 25).
 */
export const adminCleanup = postContract<{ success: true; report: CleanupReport }>('admin', 'backoffice')(
  '/api/admin/cleanup',
  cleanupInputSchema,
  ADMIN_CALL_ERRORS,
);

/** 002 §7 "POST /api/admin/monitoring exists": the monitoring object of 002 §3 (request empty). */
export const adminMonitoring = postContract<MonitoringData>('admin', 'backoffice')(
  '/api/admin/monitoring',
  z.object({}).strict(),
  ADMIN_CALL_ERRORS,
);

// ------------------------------------------------------------------ the analytics screen (002 §7; issue 15): one tab per call (`section`)

export const adminAnalytics = getContract<{ success: true; data: AdminAnalyticsData }>('admin', 'backoffice')(
  '/api/admin/analytics',
  analyticsQuerySchema,
  ADMIN_CALL_ERRORS,
);

export const initializeAggregations = postContract<{ success: true; stats: AggregationStats }>(
  'admin',
  'backoffice',
)('/api/admin/initialize-aggregations', aggregationsInputSchema, ADMIN_CALL_ERRORS);

export const recalculateAggregations = postContract<{ success: true; stats: AggregationStats }>(
  'admin',
  'backoffice',
)('/api/admin/recalculate-aggregations', aggregationsInputSchema, ADMIN_CALL_ERRORS);
