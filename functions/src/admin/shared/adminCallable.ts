/**
 * An admin handler reads top to bottom: the platform has parsed the input with the contract's schema, then the
 * caller must be signed in and an admin by users/{uid}.isAdmin, then the service runs with the real stores.
 */
import type { CallableRequest } from 'firebase-functions/https';
import { requireAdmin, requireAuth, type Caller } from '../../platform/auth';
import { db } from '../../platform/firebase';
import { getMirror } from '../../platform/mirror/client';
import type { ServiceDeps } from '../../platform/mirror/deps';

export function serviceDeps(): ServiceDeps {
  return { db: db(), mirror: getMirror() };
}

export function adminOnly<Input, Answer>(
  run: (deps: ServiceDeps, input: Input, caller: Caller) => Promise<Answer>,
): (input: Input, request: CallableRequest<unknown>) => Promise<Answer> {
  return async (input, request) => {
    const caller = requireAuth(request);
    await requireAdmin(db(), caller.uid);
    return run(serviceDeps(), input, caller);
  };
}

/** A service whose result the callable answers under `key` (`{ category }`, `{ option }`). */
export function answeredAs<Key extends string, Input, Result>(
  key: Key,
  service: (deps: ServiceDeps, input: Input) => Promise<Result>,
): (deps: ServiceDeps, input: Input) => Promise<Record<Key, Result>> {
  return async (deps, input) => ({ [key]: await service(deps, input) }) as Record<Key, Result>;
}
