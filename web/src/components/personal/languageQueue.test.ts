import { describe, expect, it } from 'vitest';
import { LanguageEventQueue, languageSession, type QueueClock, type QueuedEvent } from './languageQueue';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers: { at: number; run: () => void; every?: number; id: number }[] = [];
  let next = 1;
  const clock: QueueClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    setInterval: (run, ms) => {
      timers.push({ at: now + ms, run, every: ms, id: next });
      return next++;
    },
  };
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const due = timers[0];
      if (!due || due.at > until) break;
      now = due.at;
      if (due.every) due.at += due.every;
      else timers.shift();
      due.run();
      await Promise.resolve();
      await Promise.resolve();
    }
    now = until;
  }
  return { clock, advance };
}

const event = (n: number): QueuedEvent => ({
  recipe_id: `r${n}`,
  recipe_language: 'it',
  user_language: 'en',
  event_type: 'view',
  session_id: 's',
  timestamp: '2026-11-24T00:00:00.000Z',
});

describe('the language event queue (001 §9)', () => {
  it('sends at 10 events at once, else 2 s after the first', async () => {
    const { clock, advance } = fakeClock();
    const sent: number[] = [];
    const queue = new LanguageEventQueue(async (events) => void sent.push(events.length), clock);
    for (let n = 0; n < 12; n += 1) queue.add(event(n));
    await Promise.resolve();
    expect(sent).toEqual([10]);
    await advance(1999);
    expect(sent).toEqual([10]);
    await advance(1);
    expect(sent).toEqual([10, 2]);
  });

  it('flushes what waits every 5 s', async () => {
    const { clock, advance } = fakeClock();
    const sent: number[] = [];
    const queue = new LanguageEventQueue(async (events) => void sent.push(events.length), clock);
    queue.add(event(1));
    await advance(2000);
    expect(sent).toEqual([1]);
    queue.add(event(2));
    await queue.flush();
    queue.add(event(3));
    await advance(3000); // the 5 s timer fires before the 2 s delay of event 3
    expect(sent).toEqual([1, 1, 1]);
  });

  it('requeues a failed batch only while fewer than 50 events wait', async () => {
    const { clock } = fakeClock();
    let fail = true;
    const sent: number[] = [];
    const queue = new LanguageEventQueue(async (events) => {
      if (fail) throw new Error('offline');
      sent.push(events.length);
    }, clock);
    for (let n = 0; n < 5; n += 1) queue.add(event(n));
    await queue.flush();
    expect(queue.size).toBe(5);
    for (let n = 0; n < 45; n += 1) queue.add(event(n));
    await Promise.resolve();
    await Promise.resolve();
    // 50 waited: the failed batch of 10 was dropped
    expect(queue.size).toBeLessThan(50);
    fail = false;
    await queue.flush();
    expect(sent[0]).toBe(10);
  });
});

describe('language sessions (30 minutes)', () => {
  it('keeps the id while events come within 30 minutes, and starts a new one after', () => {
    const stored = new Map<string, string>();
    const store = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    const first = languageSession('user-1', 0, store);
    expect(languageSession('user-1', 29 * 60_000, store)).toBe(first);
    expect(languageSession('user-1', 58 * 60_000, store)).toBe(first);
    const later = languageSession('user-1', 89 * 60_000, store);
    expect(later).not.toBe(first);
    expect(languageSession('user-2', 89 * 60_000 + 1, store)).not.toBe(later);
  });
});
