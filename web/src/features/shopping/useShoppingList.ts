/**
 * The household's list, live (issue 33 §2): which household the user is in comes from `shopping-list` (the server's
 * rule, platform/household.ts) and is kept on the device for offline visits; its lines and its settings (aisle
 * moves, staples) are Firestore listeners, which only members may hold (firestore.rules).
 */
import { HOUSEHOLDS_COLLECTION, SHOPPING_LINES_SUBCOLLECTION } from '@domain/household/document';
import type { StoredLine } from '@domain/household/shoppingList';
import { NO_STAPLE_CHOICES, type StapleChoices } from '@domain/shopping';
import { collection, doc, orderBy, query, type DocumentReference, type Query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { callFunction, toApiError } from '@/platform/api';
import { useLiveList, type LiveList } from '@/platform/useLiveList';

const householdKey = (uid: string) => `matkon.shoppingHousehold.${uid}`;

function storedHousehold(uid: string): string | null {
  try {
    return localStorage.getItem(householdKey(uid));
  } catch {
    return null;
  }
}

const RETRY_MS = 5_000;

/**
 * The id of the household whose list the user sees: the server's answer, else the one kept from the last visit.
 * `reachable` is false while the server cannot be reached (asked again every few seconds): the browser's own
 * online flag can say online on a page loaded without a connection.
 */
export function useHouseholdId(uid: string): { id: string | null; failed: boolean; reachable: boolean } {
  const [id, setId] = useState(() => storedHousehold(uid));
  const [failed, setFailed] = useState(false);
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      clearTimeout(retry);
      callFunction('shopping-list', {}).then(
        ({ householdId }) => {
          if (!live) return;
          setId(householdId);
          setFailed(false);
          setReachable(true);
          try {
            localStorage.setItem(householdKey(uid), householdId);
          } catch {
            // storage blocked: asked again on the next visit
          }
        },
        (error: unknown) => {
          if (!live) return;
          setFailed(true);
          const { code, fromServer } = toApiError(error);
          if (fromServer && code !== 'unavailable') return;
          setReachable(false);
          retry = setTimeout(ask, RETRY_MS);
        },
      );
    };
    ask();
    window.addEventListener('online', ask);
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('online', ask);
    };
  }, [uid]);
  return { id, failed, reachable };
}

export function useLiveLines(householdId: string): LiveList<StoredLine> {
  const firestore = useFirestore();
  const lines = useMemo(
    () =>
      query(
        collection(firestore, HOUSEHOLDS_COLLECTION, householdId, SHOPPING_LINES_SUBCOLLECTION),
        orderBy('createdAt'),
      ) as Query<StoredLine>,
    [firestore, householdId],
  );
  return useLiveList(lines);
}

interface ListSettingsDoc {
  staples?: Partial<StapleChoices>;
}

/** The household's staples (a household not stored yet has the defaults). */
export function useStaples(householdId: string): StapleChoices {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, HOUSEHOLDS_COLLECTION, householdId) as DocumentReference<ListSettingsDoc>,
    [firestore, householdId],
  );
  const { data } = useFirestoreDocData(ref, { suspense: false });
  return useMemo(
    () => ({
      added: data?.staples?.added ?? NO_STAPLE_CHOICES.added,
      removed: data?.staples?.removed ?? NO_STAPLE_CHOICES.removed,
    }),
    [data],
  );
}
