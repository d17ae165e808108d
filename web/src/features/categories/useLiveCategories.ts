import { CATEGORIES_COLLECTION, type Category } from '@domain/catalog/types';
import { collection, orderBy, query, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

export type LiveList<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T[] };

/**
 * Every category, live, ordered by English name (spec 000 §3). reactfire throws a listener error to the
 * nearest error boundary (see LiveBoundary). An empty answer from the local cache (offline, or before the
 * server has replied) is not "no categories": it stays loading until the server says so.
 */
export function useLiveCategories(): LiveList<Category> {
  const firestore = useFirestore();
  const categoriesQuery = useMemo(
    () => query(collection(firestore, CATEGORIES_COLLECTION), orderBy('nameEn')) as Query<Category>,
    [firestore],
  );
  const { status, data: snapshot } = useFirestoreCollection<Category>(categoriesQuery, { suspense: false });
  return useMemo(() => {
    if (status !== 'success' || !snapshot || (snapshot.empty && snapshot.metadata.fromCache)) {
      return { status: 'loading', data: undefined };
    }
    return { status: 'success', data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
  }, [status, snapshot]);
}
