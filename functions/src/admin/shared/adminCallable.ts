/**
 * An admin callable reads top to bottom: the platform parses the input with the domain schema, then the caller
 * must be signed in and an admin by users/{uid}.isAdmin, then the service runs with the real stores.
 */
import type { z } from 'zod';
import { requireAdmin, requireAuth, type Caller } from '../../platform/auth';
import { callable } from '../../platform/callable';
import { db } from '../../platform/firebase';
import { getMirror } from '../../platform/mirror/client';
import { mirrorServiceKey } from '../../platform/params';
import type { ServiceDeps } from '../../platform/mirror/deps';

export function serviceDeps(): ServiceDeps {
  return { db: db(), mirror: getMirror() };
}

export function adminCallable<Schema extends z.ZodType, Result>(
  schema: Schema,
  run: (deps: ServiceDeps, input: z.output<Schema>, caller: Caller) => Promise<Result>,
) {
  return callable(
    schema,
    async (input, request) => {
      const caller = requireAuth(request);
      await requireAdmin(db(), caller.uid);
      return run(serviceDeps(), input, caller);
    },
    { secrets: [mirrorServiceKey] },
  );
}
