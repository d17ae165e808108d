/**
 * The one admin check of the back office's calls: a bearer token of a user whose users/{uid}.isAdmin is true (the
 * check GET /api/admin/trending-users and the categories use). One function, so the shared admin guard of the
 * admin area replaces it in one place.
 */
import type { Request } from 'firebase-functions/https';
import { requireAdminRequest } from '../platform/adminGuard';
import { requireAdmin, requireBearer, type Caller } from '../platform/auth';
import { db } from '../platform/firebase';

export async function requireBackofficeAdmin(req: Pick<Request, 'headers'>): Promise<string> {
  const { uid } = await requireBearer(req);
  await requireAdmin(db(), uid);
  return uid;
}

/** The same check, answering the admin's identity for the audit log (remembered per request: no second read). */
export function requireBackofficeCaller(req: Pick<Request, 'headers'>): Promise<Caller> {
  return requireAdminRequest(req);
}
