import {
  CATEGORIES_COLLECTION,
  DIETARY_OPTIONS_COLLECTION,
  type Category,
  type DietaryOption,
} from '@domain/catalog/types';
import { collection, orderBy, query, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

export type LiveList<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T[] };

/**
 * A live collection with ids (reactfire; a listener error goes to the nearest LiveBoundary). An empty answer from
 * the local cache is not an empty list: it stays loading until the server has answered.
 */
function useLiveList<T extends { id: string }>(q: Query<T>): LiveList<T> {
  const { status, data: snapshot } = useFirestoreCollection<T>(q, { suspense: false });
  return useMemo(() => {
    if (status !== 'success' || !snapshot || (snapshot.empty && snapshot.metadata.fromCache)) {
      return { status: 'loading', data: undefined };
    }
    return { status: 'success', data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
  }, [status, snapshot]);
}

/** The categories the form offers, live, ordered by English name (spec 000 §3). */
export function useLiveCategories(): LiveList<Category> {
  const firestore = useFirestore();
  const q = useMemo(
    () => query(collection(firestore, CATEGORIES_COLLECTION), orderBy('nameEn')) as Query<Category>,
    [firestore],
  );
  return useLiveList(q);
}

/** The dietary options, live, in their order: one switch each (spec 000 §2). */
export function useLiveDietaryOptions(): LiveList<DietaryOption> {
  const firestore = useFirestore();
  const q = useMemo(
    () => query(collection(firestore, DIETARY_OPTIONS_COLLECTION), orderBy('order')) as Query<DietaryOption>,
    [firestore],
  );
  return useLiveList(q);
}
