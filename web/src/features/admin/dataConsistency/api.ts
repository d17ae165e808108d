import type { ConsistencyCollection } from '@domain/consistency';
import { apiCall } from '@/platform/api';

/** The consistency tool's calls (spec 002 §7; contracts in domain/contracts/backoffice.ts). */
export const consistencyApi = {
  run: (action: 'check' | 'fix' | 'recalculate' | 'clean', collection: ConsistencyCollection = 'all') =>
    apiCall('POST /api/admin/fix-data-consistency', { body: { action, collection } }),
  cleanOrphanedRecipes: () => apiCall('POST /api/admin/clean-orphaned-recipes', { body: {} }),
};
