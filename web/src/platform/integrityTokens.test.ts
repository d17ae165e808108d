import { APP_INTEGRITY } from '@domain/constants/timing';
import { describe, expect, it } from 'vitest';
import { createIntegrityTokens, type IntegrityClock } from './integrityTokens';

const MINUTE = 60_000;

/** A clock the test moves by hand; `every` tasks run when their time comes. */
function fakeClock(start = Date.UTC(2026, 10, 23, 12)) {
  let now = start;
  const tasks: { every: number; next: number; task: () => void; live: boolean }[] = [];
  const clock: IntegrityClock = {
    now: () => now,
    every(ms, task) {
      const entry = { every: ms, next: now + ms, task, live: true };
      tasks.push(entry);
      return () => {
        entry.live = false;
      };
    },
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = tasks.filter((t) => t.live && t.next <= target).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.task();
    }
    now = target;
  };
  return { clock, advance, now: () => now };
}

/** A JWT-shaped token issued at `iat` (seconds), numbered so tests can tell tokens apart. */
function jwt(n: number, iatMs: number): string {
  const body = btoa(JSON.stringify({ n, iat: Math.floor(iatMs / 1000) }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJub25lIn0.${body}.`;
}

/** A token source that issues numbered tokens at the clock's time, failing as scripted. */
function source(now: () => number, failures: unknown[] = []) {
  const calls: boolean[] = [];
  let issued = 0;
  const get = async (forceRefresh: boolean) => {
    calls.push(forceRefresh);
    if (failures.length > 0) throw failures.shift();
    issued += 1;
    return jwt(issued, now());
  };
  return { get, calls, issued: () => issued };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const quiet = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('app-integrity tokens (spec 000 §9: cached about 55 minutes)', () => {
  it('the spec constants', () => {
    expect(APP_INTEGRITY).toMatchObject({
      tokenCacheMs: 55 * MINUTE,
      forcedRefreshMs: 50 * MINUTE,
      failuresBeforeRefresh: 5,
      retriesPerCall: 1,
    });
  });

  it('answers the cached token for 55 minutes after it was issued, then fetches a new one', async () => {
    const { clock, advance, now } = fakeClock();
    const src = source(now);
    const tokens = createIntegrityTokens({ source: src.get, clock });
    const first = await tokens.token();
    advance(54 * MINUTE);
    expect(await tokens.token()).toBe(first);
    expect(src.calls).toEqual([false]);
    advance(MINUTE);
    const second = await tokens.token();
    expect(second).not.toBe(first);
    expect(src.issued()).toBe(2);
  });

  it("counts the 55 minutes from the token's own iat: a token the SDK kept 50 minutes lasts 5 more", async () => {
    const { clock, advance, now } = fakeClock();
    const issuedEarlier = jwt(0, now() - 50 * MINUTE);
    const calls: boolean[] = [];
    const tokens = createIntegrityTokens({
      source: async (force) => (calls.push(force), force ? jwt(1, now()) : issuedEarlier),
      clock,
    });
    expect(await tokens.token()).toBe(issuedEarlier);
    advance(5 * MINUTE);
    expect(await tokens.token()).toBe(jwt(1, now()));
    expect(calls).toEqual([false, true]);
  });

  it('asks once for concurrent calls', async () => {
    const { clock, now } = fakeClock();
    const src = source(now);
    const tokens = createIntegrityTokens({ source: src.get, clock });
    const answers = await Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    expect(new Set(answers).size).toBe(1);
    expect(src.calls).toHaveLength(1);
  });
});

describe('failures: retry once, then warn and continue', () => {
  it("retries a failed fetch once and answers the retry's token", async () => {
    const { clock, now } = fakeClock();
    const src = source(now, [new Error('network')]);
    const log = quiet();
    const tokens = createIntegrityTokens({ source: src.get, clock, warn: log.warn });
    expect(await tokens.token()).toBe(jwt(1, now()));
    expect(src.calls).toHaveLength(2);
    expect(log.warnings).toEqual([]);
    expect(tokens.failures()).toBe(0);
  });

  it('after the retry fails too, warns and answers null (the call goes on without a token)', async () => {
    const { clock, now } = fakeClock();
    const src = source(now, [new Error('network'), new Error('network')]);
    const log = quiet();
    const tokens = createIntegrityTokens({ source: src.get, clock, warn: log.warn });
    expect(await tokens.token()).toBeNull();
    expect(src.calls).toHaveLength(2);
    expect(log.warnings).toEqual(['App integrity token unavailable; continuing without it.']);
    expect(tokens.failures()).toBe(1);
    expect(await tokens.token()).toBe(jwt(1, now()));
  });

  it('when throttled, warns at once without retrying', async () => {
    const { clock, now } = fakeClock();
    const throttled = Object.assign(new Error('Requests throttled'), { code: 'appCheck/throttled' });
    const src = source(now, [throttled]);
    const log = quiet();
    const tokens = createIntegrityTokens({ source: src.get, clock, warn: log.warn });
    expect(await tokens.token()).toBeNull();
    expect(src.calls).toHaveLength(1);
    expect(log.warnings).toEqual(['App integrity token throttled; continuing without it.']);
  });
});

describe('the application root (spec 002 §4)', () => {
  it('forces a refresh every 50 minutes, before the cached token is 55 minutes old', async () => {
    const { clock, advance, now } = fakeClock();
    const src = source(now);
    const tokens = createIntegrityTokens({ source: src.get, clock });
    const stop = tokens.start();
    const first = await tokens.token();
    advance(49 * MINUTE);
    await flush();
    expect(src.calls).toEqual([false]);
    advance(MINUTE);
    await flush();
    expect(src.calls).toEqual([false, true]);
    const refreshed = await tokens.token();
    expect(refreshed).not.toBe(first);
    advance(50 * MINUTE);
    await flush();
    expect(src.calls).toEqual([false, true, true]);
    stop();
    advance(50 * MINUTE);
    await flush();
    expect(src.calls).toHaveLength(3);
  });

  it('forces a refresh after the fifth counted failure and starts counting again', async () => {
    const { clock, now } = fakeClock();
    const src = source(now);
    const tokens = createIntegrityTokens({ source: src.get, clock });
    const first = await tokens.token();
    for (let i = 0; i < 4; i += 1) tokens.recordFailure();
    await flush();
    expect(tokens.failures()).toBe(4);
    expect(src.calls).toEqual([false]);
    tokens.recordFailure();
    await flush();
    expect(src.calls).toEqual([false, true]);
    expect(tokens.failures()).toBe(0);
    expect(await tokens.token()).not.toBe(first);
  });
});
