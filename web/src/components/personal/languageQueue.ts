/**
 * The browser's language-event queue (spec 001 §4 "Language events", §9): events wait in a queue and go to
 * POST /api/language-interaction in batches — at once when 10 are waiting, 2 s after the first of a batch, and
 * by a 5 s timer; a batch that fails goes back to the front only while fewer than 50 wait (else it is dropped,
 * so an offline tab never grows without bound). Sessions last 30 minutes from the last event.
 * Timers and storage are injected, so the rules are tested without a browser.
 */
import { LANGUAGE_QUEUE, type LanguageEventType } from '@domain/personal/constants';
import type { RecipeLanguage } from '@domain/recipe/types';

export interface QueuedEvent {
  recipe_id: string;
  recipe_language: RecipeLanguage;
  user_language: RecipeLanguage;
  event_type: LanguageEventType;
  session_id: string;
  timestamp: string;
  metadata?: Record<string, string | number | boolean | null>;
}

export interface QueueClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
}

export class LanguageEventQueue {
  private queue: QueuedEvent[] = [];
  private delay: unknown = null;
  private interval: unknown = null;
  private sending = false;

  constructor(
    private readonly send: (events: QueuedEvent[]) => Promise<unknown>,
    private readonly clock: QueueClock,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  add(event: QueuedEvent): void {
    this.queue.push(event);
    this.interval ??= this.clock.setInterval(() => void this.flush(), LANGUAGE_QUEUE.flushIntervalMs);
    if (this.queue.length >= LANGUAGE_QUEUE.batchSize) {
      void this.flush();
    } else {
      this.delay ??= this.clock.setTimeout(() => void this.flush(), LANGUAGE_QUEUE.batchDelayMs);
    }
  }

  async flush(): Promise<void> {
    if (this.delay !== null) this.clock.clearTimeout(this.delay);
    this.delay = null;
    if (this.sending || this.queue.length === 0) return;
    const batch = this.queue.splice(0, LANGUAGE_QUEUE.batchSize);
    this.sending = true;
    try {
      await this.send(batch);
    } catch {
      if (this.queue.length + batch.length < LANGUAGE_QUEUE.requeueBelow) this.queue.unshift(...batch);
    } finally {
      this.sending = false;
    }
    if (this.queue.length >= LANGUAGE_QUEUE.batchSize) void this.flush();
  }
}

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const SESSION_KEY = 'matkon.languageSession';

/** The user's session id: kept while events come less than 30 minutes apart, a new one after (001 §9). */
export function languageSession(uid: string, now: number, store: SessionStore | null): string {
  let saved: { uid?: string; id?: string; last?: number } = {};
  try {
    saved = JSON.parse(store?.getItem(SESSION_KEY) ?? '{}') as typeof saved;
  } catch {
    saved = {};
  }
  const alive =
    saved.uid === uid && typeof saved.id === 'string' && now - (saved.last ?? 0) < LANGUAGE_QUEUE.sessionMs;
  const id = alive
    ? saved.id!
    : `${uid.slice(0, 8)}-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    store?.setItem(SESSION_KEY, JSON.stringify({ uid, id, last: now }));
  } catch {
    // storage full or blocked: the session lives in this page only
  }
  return id;
}
