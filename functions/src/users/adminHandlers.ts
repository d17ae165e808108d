/**
 * The back office's user callables (contracts in domain/contracts/operations.ts): the platform has admitted the
 * admin → the service (admin.ts) → the audit entry (auditedCallable).
 */
import { operations } from '../domain/contracts';
import { auditedCallable } from '../platform/audit';
import type { CallableHandler } from '../platform/callable';
import { getServiceClient } from '../platform/mirror/client';
import { forceUsername, listUsers, setUserActive, setUserVerified } from './admin';
import { usersDeps } from './deps';

const userTarget = (id: string) => ({ type: 'user', id });

export const adminListHandler: CallableHandler<typeof operations.usersAdminList> = async (input) =>
  listUsers(usersDeps(), getServiceClient(), input);

export const adminSetActiveHandler = auditedCallable(operations.usersAdminSetActive, async (input) => {
  const { user, before, after } = await setUserActive(usersDeps(), input.userId, input.active);
  return { answer: { user }, target: userTarget(input.userId), before, after };
});

export const adminSetVerifiedHandler = auditedCallable(
  operations.usersAdminSetVerified,
  async (input, admin) => {
    const { user, before, after } = await setUserVerified(
      usersDeps(),
      admin.uid,
      input.userId,
      input.verified,
    );
    return { answer: { user }, target: userTarget(input.userId), before, after };
  },
);

export const adminForceUsernameHandler = auditedCallable(
  operations.usersAdminForceUsername,
  async (input) => {
    const { profile, before } = await forceUsername(usersDeps(), input);
    return {
      answer: { profile },
      target: userTarget(input.userId),
      before,
      after: profile as Record<string, unknown>,
    };
  },
);
