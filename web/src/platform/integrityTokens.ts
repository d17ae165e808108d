import { APP_INTEGRITY } from '@domain/constants/timing';

/**
 * The app-integrity token's lifecycle (spec 000 §7, §8 "Bot-check runtime", §9; 002 §4, §8, §9; decision 0009),
 * pure: the token source and the clock are given, so the tests drive it with a fake clock.
 *
 * - `token()` before every call: the cached token while it is younger than 55 minutes (counted from its `iat`
 *   when it has one), else a new one; a failed fetch is retried once; when none can be had (unavailable,
 *   throttled) it warns in the console and answers null, and the call goes on without one.
 * - `refresh()` forces a new token; `start()` is the application root's schedule (a forced refresh every 50
 *   minutes); `recordFailure()` counts integrity failures, and the fifth forces a refresh and resets the count.
 */
export type TokenSource = (forceRefresh: boolean) => Promise<string>;

export interface IntegrityClock {
  now(): number;
  /** Runs `task` every `ms`; answers the cancel. */
  every(ms: number, task: () => void): () => void;
}

export interface IntegrityTokensOptions {
  readonly source: TokenSource;
  readonly clock: IntegrityClock;
  readonly warn?: (message: string, error: unknown) => void;
}

export interface IntegrityTokens {
  token(): Promise<string | null>;
  refresh(): Promise<string | null>;
  recordFailure(): void;
  /** Starts the forced-refresh schedule; answers the stop. */
  start(): () => void;
  /** Failures counted since the last forced refresh. */
  failures(): number;
}

export const browserClock: IntegrityClock = {
  now: () => Date.now(),
  every: (ms, task) => {
    const timer = setInterval(task, ms);
    return () => clearInterval(timer);
  },
};

/** App Check's throttling errors (the SDK backs off after failed exchanges): retrying at once cannot help. */
export function isThrottled(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^appCheck\/(initial-)?throttle/.test(code);
}

/** The token's `iat` in ms, when it is a JWT that has one (App Check tokens do). */
export function issuedAtMs(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

interface Cached {
  readonly token: string;
  readonly issuedAt: number;
}

export function createIntegrityTokens({
  source,
  clock,
  warn = (message, error) => console.warn(message, error),
}: IntegrityTokensOptions): IntegrityTokens {
  let cached: Cached | undefined;
  let pending: Promise<string | null> | undefined;
  let failures = 0;

  const fresh = (entry: Cached | undefined): entry is Cached =>
    entry !== undefined && clock.now() - entry.issuedAt < APP_INTEGRITY.tokenCacheMs;

  const remember = (token: string): Cached => {
    const now = clock.now();
    const issued = issuedAtMs(token);
    return { token, issuedAt: issued !== undefined && issued <= now ? issued : now };
  };

  /** One attempt and, unless throttled, one retry; a source token already too old is replaced by a forced one. */
  async function fetchToken(forceRefresh: boolean): Promise<string | null> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= APP_INTEGRITY.retriesPerCall; attempt += 1) {
      try {
        let entry = remember(await source(forceRefresh));
        if (!fresh(entry)) entry = remember(await source(true));
        cached = entry;
        return entry.token;
      } catch (error) {
        lastError = error;
        if (isThrottled(error)) break;
      }
    }
    warn(
      isThrottled(lastError)
        ? 'App integrity token throttled; continuing without it.'
        : 'App integrity token unavailable; continuing without it.',
      lastError,
    );
    tokens.recordFailure();
    return null;
  }

  function single(forceRefresh: boolean): Promise<string | null> {
    pending ??= fetchToken(forceRefresh).finally(() => {
      pending = undefined;
    });
    return pending;
  }

  const tokens: IntegrityTokens = {
    async token() {
      if (fresh(cached)) return cached.token;
      // The SDK keeps the token it last gave: once ours is too old, so is its copy.
      return single(cached !== undefined);
    },
    refresh() {
      failures = 0;
      return single(true);
    },
    recordFailure() {
      failures += 1;
      if (failures >= APP_INTEGRITY.failuresBeforeRefresh) void tokens.refresh();
    },
    start() {
      return clock.every(APP_INTEGRITY.forcedRefreshMs, () => void tokens.refresh());
    },
    failures: () => failures,
  };
  return tokens;
}
