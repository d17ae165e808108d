import { CLEANUP, type CleanupType } from '@domain/cleanup';
import { apiCall } from '@/platform/api';

/** The cleanup panel's call (contract adminCleanup): analyze is a dry run; a clean from the panel goes 25 a batch. */
export const cleanupApi = {
  analyze: (types: readonly CleanupType[]) =>
    apiCall('POST /api/admin/cleanup', {
      body: { types: [...types], dryRun: true, batchSize: CLEANUP.batchSize },
    }),
  clean: (types: readonly CleanupType[]) =>
    apiCall('POST /api/admin/cleanup', {
      body: { types: [...types], dryRun: false, batchSize: CLEANUP.livePanelBatchSize },
    }),
};
