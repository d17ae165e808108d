/** Characters as the user sees them (an emoji is one). */
export function countCharacters(value: string): number {
  return Array.from(value).length;
}

/** The ids a field's control is described by: its error, hint and counter, in that order. */
export function describedBy(
  id: string,
  parts: { error?: boolean; hint?: boolean; counter?: boolean },
): string | undefined {
  return (
    [parts.error ? `${id}-error` : '', parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : '']
      .filter(Boolean)
      .join(' ') || undefined
  );
}
