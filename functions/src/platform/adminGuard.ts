/**
 * The one admin guard (spec 002 §6; DESIGN §6): every admin callable and every /api/admin/** handler, whatever its
 * group, starts with one of these. Signed in (401 otherwise), then users/{uid}.isAdmin read on the server (403
 * "Admin access required" otherwise), before anything is read or written for the call. The platform applies it
 * itself, right after the input is parsed (bad input stays a 400 naming the field, as for every call), to every
 * contract `isAdminContract` names (callable.ts, http.ts), so no handler can forget it. An HTTP handler gets the
 * admitted caller in its context (`admin`); a callable handler asking again gets the same caller for free.
 */
import type { CallableRequest, Request } from 'firebase-functions/https';
import { requireAdmin, requireAuth, requireBearer, type Caller } from './auth';
import { db } from './firebase';

/** Requests already found to come from an admin, with their caller. */
const admitted = new WeakMap<object, Caller>();

async function admit(request: object, identify: () => Promise<Caller> | Caller): Promise<Caller> {
  const known = admitted.get(request);
  if (known) return known;
  const caller = await identify();
  await requireAdmin(db(), caller.uid);
  admitted.set(request, caller);
  return caller;
}

/** For a callable: the admin calling it. */
export function requireAdminCall(request: Pick<CallableRequest<unknown>, 'auth'>): Promise<Caller> {
  return admit(request, () => requireAuth(request));
}

/** For an HTTP handler under /api/admin/: the admin whose bearer ID token the request carries. */
export function requireAdminRequest(req: Pick<Request, 'headers'>): Promise<Caller> {
  return admit(req, () => requireBearer(req));
}
