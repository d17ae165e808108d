/**
 * The back office's name for the one admin guard (platform/adminGuard.ts), which the platform already applies to
 * every back office path (isAdminContract): asking here again costs nothing (the guard remembers the request).
 */
import type { Request } from 'firebase-functions/https';
import { requireAdminRequest } from '../platform/adminGuard';

export async function requireBackofficeAdmin(req: Pick<Request, 'headers'>): Promise<string> {
  return (await requireAdminRequest(req)).uid;
}
