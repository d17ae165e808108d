/**
 * Small, defensive readers for MirrorMapping.toRow(): a mirrored document may have been written by hand (console,
 * scripts), so a missing or mistyped field becomes a safe column value instead of a failed mirror write.
 */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function integer(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** Adds the timestamp columns that have a value; a missing one is left out so the column default applies. */
export function withTimestamps<Row extends object, Column extends string>(
  row: Row,
  timestamps: Record<Column, string | undefined>,
): Row & Partial<Record<Column, string>> {
  const result: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [column, value] of Object.entries(timestamps)) if (value !== undefined) result[column] = value;
  return result as Row & Partial<Record<Column, string>>;
}

/** The strings of an array field (anything else in it, or a field that is not an array, is left out). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
