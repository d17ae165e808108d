import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from 'reactfire';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { clientId, readOutbox, storedOutbox, type Change } from './outbox';
import { flushOutbox, onOutboxChange, queueChange } from './sync';

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

/**
 * The list's outbox for `uid`, sent whenever there is a connection (the browser online and the server `reachable`),
 * and the state the page tells the shopper.
 */
export function useListSync(uid: string, reachable: boolean) {
  const { t } = useTranslation('shopping');
  const toast = useToast();
  const firestore = useFirestore();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine) && reachable;
  const outbox = useOutbox(uid);
  // what was made offline (on this page, or before a reload) is shown syncing, then synced
  const [madeOffline, setMadeOffline] = useState(() => !navigator.onLine || readOutbox(uid).length > 0);
  // the server out of reach counts as offline: what is made meanwhile is shown syncing, then synced
  if (!reachable && !madeOffline) setMadeOffline(true);
  const [sent, setSent] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wentOffline = () => {
      setMadeOffline(true);
      setSent(false);
    };
    window.addEventListener('offline', wentOffline);
    return () => window.removeEventListener('offline', wentOffline);
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void flushOutbox(uid, firestore, (_change, error) => toast.error(errorMessage(error, t('errors.change'))))
      .catch(() => false)
      .then((done) => {
        if (!live) return;
        if (done) setSent(true);
        else setTimeout(() => live && setAttempt((n) => n + 1), RETRY_MS);
      });
    return () => {
      live = false;
    };
  }, [online, uid, firestore, toast, t, attempt]);

  const queue = useCallback(
    (change: NewChange) => {
      setSent(false);
      queueChange(uid, { ...change, id: clientId() } as Change);
      if (navigator.onLine) setAttempt((n) => n + 1);
    },
    [uid],
  );
  const state: SyncState = !online ? 'offline' : !madeOffline ? 'idle' : sent ? 'synced' : 'syncing';
  return { state, outbox, queue };
}
