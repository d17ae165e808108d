/**
 * The cook's latest file import, live (users/{uid}/fileImports, which only the owner reads): the screen shows it
 * when the cook comes back, and follows it while the server runs it.
 */
import { FILE_IMPORTS_SUBCOLLECTION, type FileImportJob } from '@domain/exports/job';
import { collection, limit, orderBy, query, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveList, type LiveList } from '@/platform/useLiveList';

export type ImportJob = FileImportJob & { id: string };

export function useLatestImport(uid: string): LiveList<ImportJob> {
  const firestore = useFirestore();
  const latest = useMemo(
    () =>
      query(
        collection(firestore, 'users', uid, FILE_IMPORTS_SUBCOLLECTION),
        orderBy('createdAt', 'desc'),
        limit(1),
      ) as Query<ImportJob>,
    [firestore, uid],
  );
  return useLiveList(latest);
}
