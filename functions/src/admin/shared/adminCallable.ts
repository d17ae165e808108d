/**
 * An admin handler reads top to bottom: the platform has parsed the input with the contract's schema and admitted
 * the caller through the one admin guard (platform/accessGuard.ts: signed in, users/{uid}.isAdmin) before the
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

type AdminService<Input, Answer> = (deps: ServiceDeps, input: Input, caller: Caller) => Promise<Answer>;
type AdminHandler<Input, Answer> = (input: Input, request: CallableContext) => Promise<Answer>;

/** An admin call that only reads: the service runs with the real stores. */
export function adminOnly<Input, Answer>(run: AdminService<Input, Answer>): AdminHandler<Input, Answer> {
  return (input, { admin }) => run(serviceDeps(), input, admin);
}

/** An admin call that changes something: then its audit entry is written under the call's own name. */
export function audited<Input, Answer>(run: AdminService<Input, Answer>): AdminHandler<Input, Answer> {
  return async (input, { admin, call }) => {
    const deps = serviceDeps();
    const answer = await run(deps, input, admin);
    await recordAdminAction(deps.db, admin, {
      action: call,
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
