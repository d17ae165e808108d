/**
 * The back office's handlers (contracts in domain/contracts/backoffice.ts): the platform has admitted the admin
 * (the contracts declare access: admin) before any of them runs → the service → the report after it (002 §7: "A full check is re-run
 * afterwards"). Never cached.
 */
import { CONSISTENCY_MESSAGES } from '../domain/consistency';
import { backoffice } from '../domain/contracts';
import { recordAdminAction } from '../platform/audit';
import { type ContractRouteHandler, PRIVATE, privateRoute, reply } from '../platform/http';
import { getServiceClient } from '../platform/mirror/client';
import { rebuildAggregations } from './analytics/aggregations';
import { analyticsOf } from './analytics/figures';
import { runCleanup } from './cleanup/run';
import { checkConsistency } from './consistency/check';
import { cleanOrphanedRecipes } from './consistency/orphanedRecipes';
import { recalculateCounters } from './consistency/recalculate';
import { cleanOrphanedData, fixConsistency } from './consistency/repair';
import { backofficeDeps } from './deps';
import { readProgress, withProgress } from './progress';
import { exportFirestoreStructure } from './exporter';
import { readMonitoring } from './monitoring';
import { migrateEverything, migrateMissingCollections, reMigrateRecipes } from './migrations/runs';

export const fixDataConsistencyHandler: ContractRouteHandler<typeof backoffice.fixDataConsistency> = async ({
  input,
}) => {
  const deps = backofficeDeps();
  const { action, collection } = input;
  const answer = await withProgress(deps.db, 'consistency', async (progress) => {
    const stats =
      action === 'fix'
        ? await fixConsistency(deps, collection, { progress })
        : action === 'recalculate'
          ? { recalculated: await recalculateCounters(deps, { progress }) }
          : action === 'clean'
            ? await cleanOrphanedData(deps, { progress })
            : {};
    const checked = action === 'check' || action === 'fix' ? collection : 'all';
    return { success: true as const, result: await checkConsistency(deps, checked, { progress }), stats };
  });
  return reply(200, answer, PRIVATE);
};

export const cleanOrphanedRecipesHandler: ContractRouteHandler<
  typeof backoffice.cleanOrphanedRecipes
> = async () => {
  const deps = backofficeDeps();
  const answer = await withProgress(deps.db, 'consistency', async (progress) => {
    const removed = await cleanOrphanedRecipes(deps, { progress });
    return {
      success: true as const,
      message: CONSISTENCY_MESSAGES.orphansRemoved(removed),
      stats: { orphaned_removed: removed },
      result: await checkConsistency(deps, 'all', { progress }),
    };
  });
  return reply(200, answer, PRIVATE);
};

export const migrateToSupabaseHandler = privateRoute(backoffice.migrateToSupabase, (input) =>
  migrateEverything(backofficeDeps(), input),
);

export const reMigrateRecipesHandler = privateRoute(backoffice.reMigrateRecipes, (input) =>
  reMigrateRecipes(backofficeDeps(), input),
);

export const migrateMissingCollectionsHandler = privateRoute(backoffice.migrateMissingCollections, (input) =>
  migrateMissingCollections(backofficeDeps(), input),
);

export const exportFirebaseStructureHandler = privateRoute(backoffice.exportFirebaseStructure, async () => ({
  success: true as const,
  ...(await exportFirestoreStructure(backofficeDeps().db)),
}));

// ------------------------------------------------------------------ the analytics screen (decision 0020)

export const adminAnalyticsHandler = privateRoute(backoffice.adminAnalytics, async (input) => ({
  success: true as const,
  data: await analyticsOf(backofficeDeps(), input.section),
}));

/** Both calls run the same idempotent import (decision 0020): the spec names two, the work is one. */
async function aggregationsAnswer() {
  return reply(200, { success: true as const, stats: await rebuildAggregations(backofficeDeps()) }, PRIVATE);
}

export const initializeAggregationsHandler: ContractRouteHandler<typeof backoffice.initializeAggregations> =
  aggregationsAnswer;

export const recalculateAggregationsHandler: ContractRouteHandler<typeof backoffice.recalculateAggregations> =
  aggregationsAnswer;

export const adminCleanupHandler: ContractRouteHandler<typeof backoffice.adminCleanup> = async ({
  input,
  admin,
}) => {
  const deps = backofficeDeps();
  const report = await withProgress(deps.db, 'cleanup', (progress) => runCleanup(deps, input, { progress }));
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

export const adminRunProgressHandler = privateRoute(backoffice.adminRunProgress, async (input) => ({
  success: true as const,
  progress: await readProgress(backofficeDeps().db, input.run),
}));

export const adminMonitoringHandler = privateRoute(backoffice.adminMonitoring, () =>
  readMonitoring(getServiceClient()),
);
