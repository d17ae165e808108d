/** Moves `id` to `index` (clamped) in a list of ids; returns a new array. */
export function moveTo(ids: readonly string[], id: string, index: number): string[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(rest.length, index));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Moves `id` just before or after `targetId` (drag and drop). */
export function moveNextTo(ids: readonly string[], id: string, targetId: string, after: boolean): string[] {
  if (id === targetId) return [...ids];
  const rest = ids.filter((x) => x !== id);
  const target = rest.indexOf(targetId);
  if (target === -1) return [...ids];
  return moveTo(ids, id, after ? target + 1 : target);
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
