/**
 * The back office's user callables (contracts in domain/contracts/users.ts): the platform has admitted the
 * admin → the service (admin.ts) → the audit entry (auditedCallable).
 */
import { users } from '../domain/contracts';
import { auditedCallable } from '../platform/audit';
import type { CallableHandler } from '../platform/callable';
import { getServiceClient } from '../platform/mirror/client';
import { forceUsername, listUsers, setUserActive, setUserVerified } from './admin';
import { usersDeps } from './deps';

const userTarget = (id: string) => ({ type: 'user', id });

export const adminListHandler: CallableHandler<typeof users.usersAdminList> = async (input) =>
  listUsers(usersDeps(), getServiceClient(), input);

export const adminSetActiveHandler = auditedCallable(users.usersAdminSetActive, async (input) => {
  const { user, before, after } = await setUserActive(usersDeps(), input.userId, input.active);
  return { answer: { user }, target: userTarget(input.userId), before, after };
});

export const adminSetVerifiedHandler = auditedCallable(users.usersAdminSetVerified, async (input, admin) => {
  const { user, before, after } = await setUserVerified(usersDeps(), admin.uid, input.userId, input.verified);
  return { answer: { user }, target: userTarget(input.userId), before, after };
});

export const adminForceUsernameHandler = auditedCallable(users.usersAdminForceUsername, async (input) => {
  const { profile, before } = await forceUsername(usersDeps(), input);
  return {
    answer: { profile },
    target: userTarget(input.userId),
    before,
    after: profile as Record<string, unknown>,
  };
});
