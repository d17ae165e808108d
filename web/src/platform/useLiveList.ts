import type { Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollection } from 'reactfire';

export type LiveList<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T[] };

/**
 * A live Firestore query as plain objects with their ids (reactfire; needs an ancestor <FirebaseReady>).
 * reactfire shares one listener between every component that asks for the same query, so a page holds one
 * subscription per query however many components read it. Listener errors go to the nearest LiveBoundary
 * (reactfire throws them). An empty answer from the local cache (offline, or before the server replied) is not
 * an empty list: it stays loading until the server has answered.
 */
export function useLiveList<T extends { id: string }>(q: Query<T>): LiveList<T> {
  const { status, data: snapshot } = useFirestoreCollection<T>(q, { suspense: false });
  return useMemo(() => {
    if (status !== 'success' || !snapshot || (snapshot.empty && snapshot.metadata.fromCache)) {
      return { status: 'loading', data: undefined };
    }
    return { status: 'success', data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
  }, [status, snapshot]);
}
