/**
 * The back office's name for the one admin guard (platform/adminGuard.ts), which the platform already applies to
 * every back office path (isAdminContract): asking here again costs nothing (the guard remembers the request).
 */
import type { Request } from 'firebase-functions/https';
import { requireAdminRequest } from '../platform/adminGuard';
import type { Caller } from '../platform/auth';

export async function requireBackofficeAdmin(req: Pick<Request, 'headers'>): Promise<string> {
  return (await requireAdminRequest(req)).uid;
}

/** The same check, answering the admin's identity for the audit log (remembered per request: no second read). */
export function requireBackofficeCaller(req: Pick<Request, 'headers'>): Promise<Caller> {
  return requireAdminRequest(req);
}
