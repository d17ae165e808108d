import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import type { UserProfile } from '@/platform/session';

export type Live<T> = { status: 'loading' } | { status: 'missing' } | { status: 'found'; data: T };

/**
 * One document, live. A "missing" answer from the local cache (before the server replied) is still loading, so a
 * channel never flashes "User not found". Listener errors go to the nearest LiveBoundary (reactfire throws them).
 */
function useLiveDoc<T>(path: string): Live<T> {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, path) as DocumentReference<T>, [firestore, path]);
  const { status, data: snapshot } = useFirestoreDoc<T>(ref, { suspense: false });
  return useMemo<Live<T>>(() => {
    if (status !== 'success' || !snapshot) return { status: 'loading' };
    if (!snapshot.exists())
      return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'missing' };
    return { status: 'found', data: snapshot.data() };
  }, [status, snapshot]);
}

/** usernames/{username} → its userId (spec 000 §3 "Username reservation"). */
export function useUsernameOwner(username: string): Live<string> {
  const reservation = useLiveDoc<{ userId?: string }>(`usernames/${username}`);
  if (reservation.status !== 'found') return reservation;
  const userId = reservation.data.userId;
  return userId ? { status: 'found', data: userId } : { status: 'missing' };
}

/** users/{uid}, live. A deactivated profile (isActive false) reads as missing. */
export function useChannelProfile(uid: string): Live<UserProfile & { uid: string }> {
  const profile = useLiveDoc<UserProfile>(`users/${uid}`);
  if (profile.status !== 'found') return profile;
  if (profile.data.isActive === false) return { status: 'missing' };
  return { status: 'found', data: { ...profile.data, uid } };
}
