/**
 * The back office's user callables (contracts in domain/contracts/operations.ts): the one admin guard → the
 * service (admin.ts) → the audit entry.
 */
import type { operations } from '../domain/contracts';
import { requireAdminCall } from '../platform/adminGuard';
import { recordAdminAction } from '../platform/audit';
import type { CallableHandler } from '../platform/callable';
import { getServiceClient } from '../platform/mirror/client';
import { forceUsername, listUsers, setUserActive, setUserVerified } from './admin';
import { usersDeps } from './deps';

const userTarget = (id: string) => ({ type: 'user', id });

export const adminListHandler: CallableHandler<typeof operations.usersAdminList> = async (input, request) => {
  await requireAdminCall(request);
  return listUsers(usersDeps(), getServiceClient(), input);
};

export const adminSetActiveHandler: CallableHandler<typeof operations.usersAdminSetActive> = async (
  input,
  request,
) => {
  const caller = await requireAdminCall(request);
  const deps = usersDeps();
  const { user, before, after } = await setUserActive(deps, input.userId, input.active);
  await recordAdminAction(deps.db, caller, {
    action: 'users-adminSetActive',
    target: userTarget(input.userId),
    before,
    after,
  });
  return { user };
};

export const adminSetVerifiedHandler: CallableHandler<typeof operations.usersAdminSetVerified> = async (
  input,
  request,
) => {
  const caller = await requireAdminCall(request);
  const deps = usersDeps();
  const { user, before, after } = await setUserVerified(deps, caller.uid, input.userId, input.verified);
  await recordAdminAction(deps.db, caller, {
    action: 'users-adminSetVerified',
    target: userTarget(input.userId),
    before,
    after,
  });
  return { user };
};

export const adminForceUsernameHandler: CallableHandler<typeof operations.usersAdminForceUsername> = async (
  input,
  request,
) => {
  const caller = await requireAdminCall(request);
  const deps = usersDeps();
  const { profile, before } = await forceUsername(deps, input);
  await recordAdminAction(deps.db, caller, {
    action: 'users-adminForceUsername',
    target: userTarget(input.userId),
    before,
    after: profile as Record<string, unknown>,
  });
  return { profile };
};
