/**
 * The audit log of admin actions (beyond the spec: who, what, when, before and after), adminAuditLog/{id}. Written
 * by the functions after each admin action, read by admins through admin-auditLog; no client rule.
 */
export const ADMIN_AUDIT_COLLECTION = 'adminAuditLog';

export interface AuditTarget {
  type: string;
  id: string;
  /** Read time: the user's name, the recipe's title, the comment's opening words (null when gone or nameless). */
  name?: string | null;
}

export interface AuditEntry {
  id: string;
  /** The admin who acted. */
  actorId: string;
  actorEmail: string | null;
  /** Read time: the admin's display name, else username (null when gone or nameless). */
  actorName?: string | null;
  /** The call's deploy name or route, e.g. users-adminSetActive. */
  action: string;
  target: AuditTarget | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** The collections whose documents give an audit target its name. */
export const AUDIT_NAMED_TARGETS = {
  user: 'users',
  recipe: 'recipes',
  comment: 'comments',
  content: 'content',
} as const;
export type AuditNamedType = keyof typeof AUDIT_NAMED_TARGETS;

export const isAuditNamedType = (type: string): type is AuditNamedType =>
  Object.hasOwn(AUDIT_NAMED_TARGETS, type);

const COMMENT_NAME_LENGTH = 60;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The name a person reads for a stored document: a user's display name, else username; a recipe's or a content
 * page's title; a comment's first words. `fallback` (the entry's own before/after) names what was deleted since.
 */
export function auditNameOf(
  type: AuditNamedType,
  data: Record<string, unknown> | undefined,
  fallback: Record<string, unknown> | null = null,
): string | null {
  const source = data ?? fallback ?? {};
  const name =
    type === 'user'
      ? text(source.displayName) || text(source.username)
      : type === 'comment'
        ? text(source.content)
        : text(source.title);
  if (!name) return null;
  return name.length > COMMENT_NAME_LENGTH ? `${name.slice(0, COMMENT_NAME_LENGTH - 1)}…` : name;
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
