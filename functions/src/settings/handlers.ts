/**
 * The settings group's handlers (contracts in domain/contracts/settings.ts): the platform has parsed the input and
 * applied the one admin guard; the handler runs the service and writes the audit entry under the call's key
 * ('PUT /api/admin/settings'). Never cached.
 */
import type { settings } from '../domain/contracts';
import { recordAdminAction } from '../platform/audit';
import { db } from '../platform/firebase';
import { type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { initializeSettings, readAllSettings, saveSettings } from './service';

export const adminSettingsHandler: ContractRouteHandler<typeof settings.adminSettings> = async () =>
  reply(200, await readAllSettings(db()), PRIVATE);

export const adminSaveSettingsHandler: ContractRouteHandler<typeof settings.adminSaveSettings> = async ({
  input,
  admin: caller,
  call,
}) => {
  const change = await saveSettings(db(), caller.uid, input);
  await recordAdminAction(db(), caller, {
    action: call,
    target: { type: 'settings', id: input.category },
    before: change.before,
    after: change.after,
  });
  return reply(200, change.answer, PRIVATE);
};

export const adminInitializeSettingsHandler: ContractRouteHandler<
  typeof settings.adminInitializeSettings
> = async ({ admin: caller, call }) => {
  const change = await initializeSettings(db(), caller.uid);
  await recordAdminAction(db(), caller, {
    action: call,
    target: { type: 'settings', id: 'all' },
    before: change.before,
    after: change.after,
  });
  return reply(200, change.answer, PRIVATE);
};
