/**
 * The settings group's HTTP paths (spec 002 §2 "Enterprise Settings", §7 initialize-settings): admin only, served by
 * settings-api. The public part of the settings reaches every page through the catalog answer (decision 0022).
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { saveSettingsInputSchema, type EditableSettings, type EditableSettingsCategory } from '../settings';
import { getContract, httpContract, postContract } from './define';

/** Every category, each with who changed it last and when (null while it is only the defaults). */
export interface SettingsAnswer {
  settings: EditableSettings;
  /** false: no settings document exists yet (the screen offers initialization, 002 §2). */
  initialized: boolean;
  updated: Partial<Record<EditableSettingsCategory, { updatedAt: string; updatedBy: string }>>;
}

const READ: readonly ErrorCode[] = ['unauthenticated', 'permission-denied'];

export const adminSettings = getContract<SettingsAnswer>('admin', 'settings')(
  '/api/admin/settings',
  z.object({}),
  READ,
);

/** PUT /api/admin/settings: one category's whole value, checked with the rules of 002 §5 (400 naming the field). */
export const adminSaveSettings = httpContract<SettingsAnswer>(
  'admin',
  'settings',
)({
  method: 'PUT',
  path: '/api/admin/settings',
  from: 'body',
  input: saveSettingsInputSchema,
  errors: READ,
});

/** POST /api/admin/initialize-settings: every category back to the defaults of 002 §9. */
export const adminInitializeSettings = postContract<SettingsAnswer>('admin', 'settings')(
  '/api/admin/initialize-settings',
  z.object({}),
  READ,
);
