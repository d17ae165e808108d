/**
 * An admin handler reads top to bottom: the platform has parsed the input with the contract's schema and admitted
 * the caller through the one admin guard (platform/adminGuard.ts: signed in, users/{uid}.isAdmin) before the
 * handler runs; the service runs with the real stores, then a changing call writes its audit entry (audit.ts).
 */
import type { Caller } from '../../platform/auth';
import type { CallableContext } from '../../platform/callable';
import { recordAdminAction } from '../../platform/audit';
import { db } from '../../platform/firebase';
import { getMirror } from '../../platform/mirror/client';
import type { ServiceDeps } from '../../platform/mirror/deps';

export function serviceDeps(): ServiceDeps {
  return { db: db(), mirror: getMirror() };
}

/** `audit`: the action's name in the audit log, for a call that changes something (a read leaves it out). */
export function adminOnly<Input, Answer>(
  run: (deps: ServiceDeps, input: Input, caller: Caller) => Promise<Answer>,
  audit?: string,
): (input: Input, request: CallableContext) => Promise<Answer> {
  return async (input, { admin: caller }) => {
    const deps = serviceDeps();
    const answer = await run(deps, input, caller);
    if (audit)
      await recordAdminAction(deps.db, caller, {
        action: audit,
        after: { input, answer } as Record<string, unknown>,
      });
    return answer;
  };
}

/** A service whose result the callable answers under `key` (`{ category }`, `{ option }`). */
export function answeredAs<Key extends string, Input, Result>(
  key: Key,
  service: (deps: ServiceDeps, input: Input) => Promise<Result>,
): (deps: ServiceDeps, input: Input) => Promise<Record<Key, Result>> {
  return async (deps, input) => ({ [key]: await service(deps, input) }) as Record<Key, Result>;
}
