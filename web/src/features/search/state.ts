import { SEARCH } from '@domain/constants/search';

/**
 * The search's browser state (001 §3 "A device id is kept in local storage", §4 "Search state"): the device id
 * (a guest's key for the server's limit), the count of searches per user that resets after 5 minutes (past 15 the
 * search carries a human-check token), the 60 s block after a rate-limit error, and a guest's recent searches.
 * Every read tolerates a missing or broken value (private windows, storage full).
 */
const KEYS = {
  deviceId: 'matkon.deviceId',
  count: 'matkon.searchCount',
  lockedUntil: 'matkon.searchLockedUntil',
  history: 'matkon.searchHistory',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the state lives only for this page
  }
}

export function deviceId(): string {
  const known = read(KEYS.deviceId);
  if (known) return known;
  const id = crypto.randomUUID();
  write(KEYS.deviceId, id);
  return id;
}

interface Count {
  who: string;
  since: number;
  count: number;
}

/** Counts one search of `who` and tells whether it needs the human check (more than 15 in the window). */
export function countSearch(who: string, now = Date.now()): { needsHumanCheck: boolean } {
  let current: Count | null = null;
  try {
    current = JSON.parse(read(KEYS.count) ?? 'null') as Count | null;
  } catch {
    current = null;
  }
  const fresh = !current || current.who !== who || now - current.since >= SEARCH.humanCheckWindowMs;
  const next: Count = fresh ? { who, since: now, count: 1 } : { ...current!, count: current!.count + 1 };
  write(KEYS.count, JSON.stringify(next));
  return { needsHumanCheck: next.count > SEARCH.humanCheckAfterSearches };
}

/** Milliseconds left of the rate-limit block, 0 when searching is allowed. */
export function lockRemaining(now = Date.now()): number {
  const until = Number(read(KEYS.lockedUntil) ?? 0);
  return Number.isFinite(until) && until > now ? until - now : 0;
}

export function lockSearch(seconds: number | undefined, now = Date.now()): void {
  const ms = seconds && seconds > 0 ? seconds * 1000 : SEARCH.rateLimitLockMs;
  write(KEYS.lockedUntil, String(now + ms));
}

export interface RecentSearch {
  searchTerm: string;
  timestamp: string;
}

/** A guest's recent searches (newest first, one per term). */
export function readGuestHistory(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(read(KEYS.history) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is RecentSearch => typeof entry?.searchTerm === 'string')
      : [];
  } catch {
    return [];
  }
}

export function writeGuestHistory(entries: readonly RecentSearch[]): void {
  write(KEYS.history, JSON.stringify(entries.slice(0, 20)));
}

export function withTerm(
  entries: readonly RecentSearch[],
  searchTerm: string,
  now = new Date(),
): RecentSearch[] {
  return [
    { searchTerm, timestamp: now.toISOString() },
    ...entries.filter((entry) => entry.searchTerm.toLowerCase() !== searchTerm.toLowerCase()),
  ];
}

export function withoutTerm(entries: readonly RecentSearch[], searchTerm: string): RecentSearch[] {
  return entries.filter((entry) => entry.searchTerm.toLowerCase() !== searchTerm.toLowerCase());
}
