import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { firestoreWritesSent } from '@/platform/firebase';
import { clientId, readOutbox, storedOutbox, type Change } from '@/platform/outbox/outbox';
import { flushOutbox, onOutboxChange, onQueued, pageSendsOutbox, queueChange } from '@/platform/outbox/sync';

/**
 * `offline`: no connection, changes kept on the device. `syncing`: back online, sending them. `synced`: everything
 * made offline has reached the server. `idle`: online, and nothing was waiting.
 */
export type SyncState = 'idle' | 'offline' | 'syncing' | 'synced';

const RETRY_MS = 5_000;

function subscribeOnline(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** A change as the page makes it: the outbox gives it its id. */
export type NewChange = Change extends infer C ? (C extends Change ? Omit<C, 'id'> : never) : never;

/** `uid`'s outbox, parsed again only when the stored text changed (useSyncExternalStore wants a stable answer). */
function useOutbox(uid: string): Change[] {
  const last = useRef<{ text: string; changes: Change[] }>({ text: '', changes: [] });
  return useSyncExternalStore(onOutboxChange, () => {
    const text = storedOutbox(uid);
    if (text !== last.current.text) last.current = { text, changes: readOutbox(uid) };
    return last.current.changes;
  });
}

export interface OutboxSyncOptions {
  /** False while the server cannot be reached though the browser says online (a page loaded offline). */
  reachable?: boolean;
  /** The toast of a refused change when the server's answer names no problem. */
  refusedMessage: string;
  /** Hears each change the server answered (the plan reads its weeks again). */
  answered?: (change: Change) => void;
}

/**
 * `uid`'s outbox (the list's and the plan's changes, decision 0070), sent whenever there is a connection (the
 * browser online and the server reachable), and the state the page tells the user.
 */
export function useOutboxSync(
  uid: string,
  { reachable = true, refusedMessage, answered }: OutboxSyncOptions,
) {
  const toast = useToast();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine) && reachable;
  const outbox = useOutbox(uid);
  // what was made offline (on this page, or before a reload) is shown syncing, then synced
  const [madeOffline, setMadeOffline] = useState(() => !navigator.onLine || readOutbox(uid).length > 0);
  // the server out of reach counts as offline: what is made meanwhile is shown syncing, then synced
  if (!reachable && !madeOffline) setMadeOffline(true);
  const [sent, setSent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hooks = useRef({ refusedMessage, answered });
  useEffect(() => {
    hooks.current = { refusedMessage, answered };
  });

  useEffect(pageSendsOutbox, []);

  useEffect(() => {
    const wentOffline = () => {
      setMadeOffline(true);
      setSent(false);
    };
    window.addEventListener('offline', wentOffline);
    // a change queued here or by another screen's dialog: sent at once when there is a connection
    const stopQueued = onQueued(() => {
      setSent(false);
      if (navigator.onLine) setAttempt((n) => n + 1);
    });
    return () => {
      window.removeEventListener('offline', wentOffline);
      stopQueued();
    };
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void flushOutbox(uid, {
      listWritesSent: firestoreWritesSent,
      refused: (_change, error) => toast.error(errorMessage(error, hooks.current.refusedMessage)),
      answered: (change) => hooks.current.answered?.(change),
    })
      .catch(() => false)
      .then((done) => {
        if (!live) return;
        if (done) setSent(true);
        else {
          // the server out of reach though the browser says online: what waits is shown syncing, then synced
          setMadeOffline(true);
          setTimeout(() => live && setAttempt((n) => n + 1), RETRY_MS);
        }
      });
    return () => {
      live = false;
    };
  }, [online, uid, toast, attempt]);

  const queue = useCallback(
    (change: NewChange) => queueChange(uid, { ...change, id: clientId() } as Change),
    [uid],
  );
  const state: SyncState = !online ? 'offline' : !madeOffline ? 'idle' : sent ? 'synced' : 'syncing';
  return { state, outbox, queue };
}

export type OutboxSync = ReturnType<typeof useOutboxSync>;
