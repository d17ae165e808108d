import type { EditableSettings, EditableSettingsCategory } from '@domain/settings';
import { apiCall } from '@/platform/api';

/** The enterprise settings' calls (contracts in domain/contracts/settings.ts), served by settings-api. */
export const settingsApi = {
  read: (signal?: AbortSignal) => apiCall('GET /api/admin/settings', { query: {}, signal }),
  save: <K extends EditableSettingsCategory>(category: K, value: EditableSettings[K]) =>
    apiCall('PUT /api/admin/settings', {
      body: { category, value },
    }),
  initialize: () => apiCall('POST /api/admin/initialize-settings', { body: {} }),
};

export const SETTINGS_KEY = ['admin', 'settings'] as const;
