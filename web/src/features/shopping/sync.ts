/**
 * Sends the outbox (outbox.ts) in order, one change at a time, and says how far it got. A change the network could
 * not carry stays, and the rest wait behind it (order matters: an edit after an add); a change the server refused
 * is dropped and reported. Check-offs made offline are Firestore's pending writes: they are sent first
 * (waitForPendingWrites), so "clear checked" sent after them clears what the shopper checked.
 */
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { callFunction, toApiError, type ApiRequestError } from '@/platform/api';
import { neverReachedServer } from '@/platform/unreachable';
import { readOutbox, writeOutbox, type Change } from './outbox';

type Listener = () => void;
const listeners = new Set<Listener>();
let flushing: Promise<boolean> | null = null;

export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

/** Keeps `change` on the device until it is sent (flushOutbox). */
export function queueChange(uid: string, change: Change): void {
  writeOutbox(uid, [...readOutbox(uid), change]);
  changed();
}

function send(change: Change): Promise<unknown> {
  // one union member at a time: the call's input is its own
  return callFunction(change.name, change.input as never);
}

/**
 * Sends every waiting change; true when the outbox is empty after it (everything answered). `refused` hears each
 * change the server turned down.
 */
export function flushOutbox(
  uid: string,
  firestore: Firestore,
  refused: (change: Change, error: ApiRequestError) => void,
): Promise<boolean> {
  flushing ??= (async () => {
    try {
      await waitForPendingWrites(firestore);
      for (;;) {
        const [next] = readOutbox(uid);
        if (!next) return true;
        try {
          await send(next);
        } catch (cause) {
          // no connection, not "no": the change is kept and sent again
          if (neverReachedServer(cause)) return false;
          refused(next, toApiError(cause));
        }
        writeOutbox(
          uid,
          readOutbox(uid).filter((item) => item.id !== next.id),
        );
        changed();
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
