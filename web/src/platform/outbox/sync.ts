/**
 * Sends the outbox (outbox.ts) in order, one change at a time, and says how far it got. A change the network could
 * not carry stays, and the rest wait behind it (order matters: an edit after an add, a move after an add); a change
 * the server refused is dropped and reported. Check-offs made offline are Firestore's pending writes: they are sent
 * before the first list change (`listWritesSent`), so "clear checked" sent after them clears what the shopper
 * checked; the plan's changes need no Firestore, so a page with only those never loads it.
 */
import { callFunction, toApiError, type ApiRequestError } from '@/platform/api';
import { neverReachedServer } from '@/platform/unreachable';
import { isListChange, readOutbox, writeOutbox, type Change } from './outbox';

type Listener = () => void;
const listeners = new Set<Listener>();
const queuedListeners = new Set<Listener>();
let flushing: Promise<boolean> | null = null;
let pagesSending = 0;

const listen = (set: Set<Listener>, listener: Listener) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/** Hears every change of the outbox (a change queued, one answered). */
export const onOutboxChange = (listener: Listener): (() => void) => listen(listeners, listener);

/** Hears a change queued, from whichever screen (a page's sync sends it at once when online). */
export const onQueued = (listener: Listener): (() => void) => listen(queuedListeners, listener);

const changed = () => listeners.forEach((listener) => listener());

/**
 * A page that shows the outbox (the plan, the list) sends it itself, with its own hooks; while one is open the
 * app-wide sender (components/outbox/OutboxSender) leaves it to the page. Answers the page's release.
 */
export function pageSendsOutbox(): () => void {
  pagesSending += 1;
  return () => {
    pagesSending -= 1;
  };
}

export const aPageSendsOutbox = (): boolean => pagesSending > 0;

/** Keeps `change` on the device until it is sent (flushOutbox). */
export function queueChange(uid: string, change: Change): void {
  writeOutbox(uid, [...readOutbox(uid), change]);
  changed();
  queuedListeners.forEach((listener) => listener());
}

function send(change: Change): Promise<unknown> {
  // one union member at a time: the call's input is its own
  return callFunction(change.name, change.input as never);
}

export interface FlushHooks {
  /** Resolves once Firestore's own pending writes (check-offs) are acknowledged. */
  listWritesSent: () => Promise<void>;
  /** Hears each change the server turned down. */
  refused: (change: Change, error: ApiRequestError) => void;
  /** Hears each change the server made, while it is still in the outbox (a page may then show it as made). */
  answered?: (change: Change) => void;
}

/** Sends every waiting change; true when the outbox is empty after it (everything answered). */
export function flushOutbox(uid: string, hooks: FlushHooks): Promise<boolean> {
  // one flush at a time; forgotten once settled (`finally` runs after the assignment, also for an empty outbox)
  flushing ??= sendAll(uid, hooks).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(uid: string, hooks: FlushHooks): Promise<boolean> {
  let writesSent = false;
  for (;;) {
    const [next] = readOutbox(uid);
    if (!next) return true;
    if (isListChange(next) && !writesSent) {
      await hooks.listWritesSent();
      writesSent = true;
    }
    let done = true;
    try {
      await send(next);
    } catch (cause) {
      // no connection, not "no": the change is kept and sent again
      if (neverReachedServer(cause)) return false;
      hooks.refused(next, toApiError(cause));
      done = false;
    }
    if (done) hooks.answered?.(next);
    writeOutbox(
      uid,
      readOutbox(uid).filter((item) => item.id !== next.id),
    );
    changed();
  }
}
