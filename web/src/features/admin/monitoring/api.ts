import { apiCall } from '@/platform/api';

/** The monitoring object of spec 002 §3 (contract adminMonitoring). */
export const monitoringApi = {
  read: (signal?: AbortSignal) => apiCall('POST /api/admin/monitoring', { body: {}, signal }),
};
