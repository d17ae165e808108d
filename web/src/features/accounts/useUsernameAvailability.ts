import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { USERNAMES_COLLECTION } from '@domain/profile';
import { isUsernameAvailable } from '@domain/username';
import { loadFirestore } from '@/platform/firebase';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** ours: how long typing must pause before the reservation is looked up (spec 000 §9's autocomplete debounce). */
export const AVAILABILITY_DEBOUNCE_MS = 300;

/**
 * Whether `username` is free for `uid` (spec 000 §4: no reservation, or one held by the same user), read from
 * usernames/{username} (public) while the user types. Advisory: the server's reservation decides. A failed read
 * is 'unknown' and never blocks the form.
 */
export function useUsernameAvailability(username: string | null, uid: string | null): Availability {
  const [result, setResult] = useState<{ username: string; availability: Availability } | null>(null);

  useEffect(() => {
    if (!username || !uid) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const firestore = await loadFirestore();
        const snapshot = await getDoc(doc(firestore, USERNAMES_COLLECTION, username));
        const holder = snapshot.exists() ? (snapshot.get('userId') as string | undefined) : undefined;
        if (!cancelled)
          setResult({ username, availability: isUsernameAvailable(holder, uid) ? 'available' : 'taken' });
      } catch {
        if (!cancelled) setResult({ username, availability: 'unknown' });
      }
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [username, uid]);

  if (!username || !uid) return 'idle';
  return result?.username === username ? result.availability : 'checking';
}
