/**
 * The audit log of admin actions (beyond the spec: who, what, when, before and after), adminAuditLog/{id}. Written
 * by the functions after each admin action, read by admins through admin-auditLog; no client rule.
 */
export const ADMIN_AUDIT_COLLECTION = 'adminAuditLog';

export interface AuditEntry {
  id: string;
  /** The admin who acted. */
  actorId: string;
  actorEmail: string | null;
  /** The call's deploy name or route, e.g. users-adminSetActive. */
  action: string;
  target: { type: string; id: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** Only what changed: the fields of `before` and `after` whose values differ (both null-safe). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
  return { before: pick(before), after: pick(after) };
}
