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

/** name_en … name_it from nameEn … nameIt: the four languages every catalogue entry is named in. */
export function localizedNames(doc: Record<string, unknown>) {
  return {
    name_en: text(doc.nameEn),
    name_he: text(doc.nameHe),
    name_fr: text(doc.nameFr),
    name_it: text(doc.nameIt),
  };
}

/** The strings of an array field (anything else in it, or a field that is not an array, is left out). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
