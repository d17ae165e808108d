/**
 * The back office's handlers (contracts in domain/contracts/backoffice.ts): the platform has admitted the admin
 * (isAdminContract) before any of them runs → the service → the report after it (002 §7: "A full check is re-run
 * afterwards"). Never cached.
 */
import { CONSISTENCY_MESSAGES } from '../domain/consistency';
import type { adminAnalytics, backoffice } from '../domain/contracts';
import { recordAdminAction } from '../platform/audit';
import { type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { getServiceClient } from '../platform/mirror/client';
import { rebuildAggregations } from './analytics/aggregations';
import { analyticsOf } from './analytics/figures';
import { runCleanup } from './cleanup/run';
import { checkConsistency } from './consistency/check';
import { cleanOrphanedRecipes } from './consistency/orphanedRecipes';
import { recalculateCounters } from './consistency/recalculate';
import { cleanOrphanedData, fixConsistency } from './consistency/repair';
import { backofficeDeps } from './deps';
import { exportFirestoreStructure } from './exporter';
import { readMonitoring } from './monitoring';
import { migrateEverything, migrateMissingCollections, reMigrateRecipes } from './migrations/runs';

export const fixDataConsistencyHandler: ContractRouteHandler<typeof backoffice.fixDataConsistency> = async ({
  input,
}) => {
  const deps = backofficeDeps();
  const { action, collection } = input;
  const stats =
    action === 'fix'
      ? await fixConsistency(deps, collection)
      : action === 'recalculate'
        ? { recalculated: await recalculateCounters(deps) }
        : action === 'clean'
          ? await cleanOrphanedData(deps)
          : {};
  const checked = action === 'check' || action === 'fix' ? collection : 'all';
  return reply(200, { success: true, result: await checkConsistency(deps, checked), stats }, PRIVATE);
};

export const cleanOrphanedRecipesHandler: ContractRouteHandler<
  typeof backoffice.cleanOrphanedRecipes
> = async () => {
  const deps = backofficeDeps();
  const removed = await cleanOrphanedRecipes(deps);
  return reply(
    200,
    {
      success: true,
      message: CONSISTENCY_MESSAGES.orphansRemoved(removed),
      stats: { orphaned_removed: removed },
      result: await checkConsistency(deps, 'all'),
    },
    PRIVATE,
  );
};

export const migrateToSupabaseHandler: ContractRouteHandler<typeof backoffice.migrateToSupabase> = async ({
  input,
}) => {
  return reply(200, await migrateEverything(backofficeDeps(), input), PRIVATE);
};

export const reMigrateRecipesHandler: ContractRouteHandler<typeof backoffice.reMigrateRecipes> = async ({
  input,
}) => {
  return reply(200, await reMigrateRecipes(backofficeDeps(), input), PRIVATE);
};

export const migrateMissingCollectionsHandler: ContractRouteHandler<
  typeof backoffice.migrateMissingCollections
> = async ({ input }) => {
  return reply(200, await migrateMissingCollections(backofficeDeps(), input), PRIVATE);
};

export const exportFirebaseStructureHandler: ContractRouteHandler<
  typeof backoffice.exportFirebaseStructure
> = async () => {
  return reply(200, { success: true, ...(await exportFirestoreStructure(backofficeDeps().db)) }, PRIVATE);
};

// ------------------------------------------------------------------ the analytics screen (decision 0020)

export const adminAnalyticsHandler: ContractRouteHandler<typeof adminAnalytics.adminAnalytics> = async ({
  input,
}) => {
  return reply(200, { success: true, data: await analyticsOf(backofficeDeps(), input.section) }, PRIVATE);
};

/** Both calls run the same idempotent import (decision 0020): the spec names two, the work is one. */
async function aggregationsAnswer() {
  return reply(200, { success: true as const, stats: await rebuildAggregations(backofficeDeps()) }, PRIVATE);
}

export const initializeAggregationsHandler: ContractRouteHandler<
  typeof adminAnalytics.initializeAggregations
> = aggregationsAnswer;

export const recalculateAggregationsHandler: ContractRouteHandler<
  typeof adminAnalytics.recalculateAggregations
> = aggregationsAnswer;

export const adminCleanupHandler: ContractRouteHandler<typeof backoffice.adminCleanup> = async ({
  input,
  admin,
}) => {
  const deps = backofficeDeps();
  const report = await runCleanup(deps, input);
  if (!input.dryRun) {
    await recordAdminAction(deps.db, admin, {
      action: 'backoffice-cleanup',
      target: { type: 'cleanup', id: input.types.join(',') },
      after: {
        types: input.types,
        batchSize: input.batchSize,
        found: report.totalFound,
        cleaned: report.totalCleaned,
        errors: report.types.reduce((sum, type) => sum + type.errors.length, 0),
      },
    });
  }
  return reply(200, { success: true, report }, PRIVATE);
};

export const adminMonitoringHandler: ContractRouteHandler<typeof backoffice.adminMonitoring> = async () => {
  return reply(200, await readMonitoring(getServiceClient()), PRIVATE);
};
