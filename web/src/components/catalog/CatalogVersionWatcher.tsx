import { CATALOG_VERSION_DOC, SETTINGS_COLLECTION, catalogVersionOf } from '@domain/catalog/answer';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { syncCatalogVersion } from './catalogStore';

/**
 * Watches settings/catalog (one document read, then one per catalogue change) and has the catalog answer fetched
 * again when its version moves. Its own chunk: it needs the Firestore SDK (decision 0011).
 */
export default function CatalogVersionWatcher() {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      doc(firestore, SETTINGS_COLLECTION, CATALOG_VERSION_DOC) as DocumentReference<Record<string, unknown>>,
    [firestore],
  );
  const { status, data } = useFirestoreDocData(ref, { suspense: false });
  const version = status === 'success' ? catalogVersionOf(data) : null;
  useEffect(() => {
    if (version !== null) syncCatalogVersion(version);
  }, [version]);
  return null;
}
