/**
 * Timestamps in documents are ISO-8601 strings. Documents written elsewhere (console, scripts, older code) may
 * hold a Date or a Firestore Timestamp instead: this reads any of them without importing firebase.
 */
export function toIsoString(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (value && typeof value === 'object') {
    const candidate = value as {
      toDate?: unknown;
      seconds?: unknown;
      _seconds?: unknown;
      nanoseconds?: unknown;
    };
    if (typeof candidate.toDate === 'function')
      return toIsoString((candidate.toDate as () => unknown).call(value));
    const seconds = typeof candidate.seconds === 'number' ? candidate.seconds : candidate._seconds;
    if (typeof seconds === 'number') {
      const nanos = typeof candidate.nanoseconds === 'number' ? candidate.nanoseconds : 0;
      return new Date(seconds * 1000 + Math.floor(nanos / 1e6)).toISOString();
    }
  }
  return undefined;
}
