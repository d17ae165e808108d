/**
 * The one admin guard (spec 002 §6; DESIGN §6): every admin callable and every /api/admin/** handler, whatever its
 * group, starts with one of these. Signed in (401 otherwise), then users/{uid}.isAdmin read on the server (403
 * "Admin access required" otherwise), before anything is read or written for the call. The platform applies it
 * itself, right after the input is parsed (bad input stays a 400 naming the field, as for every call), to every
 * contract that declares `access: 'admin'` (callable.ts, http.ts; decision 0047), so no handler can forget it. Every handler, callable or
 * HTTP, gets the admitted caller in its context (`admin`) and never asks again.
 */
import type { CallableRequest, Request } from 'firebase-functions/https';
import { requireAdmin, requireAuth, requireBearer, type Caller } from './auth';
import { db } from './firebase';

async function admit(identify: () => Promise<Caller> | Caller): Promise<Caller> {
  const caller = await identify();
  await requireAdmin(db(), caller.uid);
  return caller;
}

/** For a callable: the admin calling it. */
export function requireAdminCall(request: Pick<CallableRequest<unknown>, 'auth'>): Promise<Caller> {
  return admit(() => requireAuth(request));
}

/** For an HTTP handler under /api/admin/: the admin whose bearer ID token the request carries. */
export function requireAdminRequest(req: Pick<Request, 'headers'>): Promise<Caller> {
  return admit(() => requireBearer(req));
}

/** What the platform tells a contract's handler about its caller. */
export interface AdmittedCall {
  /**
   * The admin the guard admitted for an admin contract, for the audit log. The guard runs before the handler, so a
   * handler never asks again; reading it for any other contract is a wiring mistake and throws.
   */
  readonly admin: Caller;
  /** The call's contract: its deploy name (callable) or 'METHOD /path' (HTTP), e.g. the audit entry's action. */
  readonly call: string;
}

/** `context` with its call and its `admin` (read lazily: a handler of a contract open to all never reads it). */
export function withAdmitted<T extends object>(
  context: T,
  contractKey: string,
  admin: Caller | undefined,
): T & AdmittedCall {
  return Object.defineProperties(context, {
    call: { enumerable: true, value: contractKey },
    admin: {
      enumerable: true,
      get() {
        if (!admin) throw new Error(`${contractKey} is not an admin contract: it has no admitted admin`);
        return admin;
      },
    },
  }) as T & AdmittedCall;
}
