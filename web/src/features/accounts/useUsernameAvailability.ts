import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { USERNAMES_COLLECTION } from '@domain/profile';
import { isUsernameAvailable } from '@domain/username';
import { loadFirestore } from '@/platform/firebase';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** ours: how long typing must pause before the reservation is looked up (spec 000 §9's autocomplete debounce). */
export const AVAILABILITY_DEBOUNCE_MS = 300;

/**
 * Whether `username` is free for `uid` (spec 000 §4: no reservation, or one held by the same user), read from
 * usernames/{username} (public) once typing pauses. Advisory: the server's reservation decides. A failed read is
 * 'unknown' at once (no retries) and never blocks the form.
 */
export function useUsernameAvailability(username: string | null, uid: string | null): Availability {
  const settled = useDebouncedValue(username, AVAILABILITY_DEBOUNCE_MS);
  const asked = !!username && !!uid && settled === username;
  const query = useQuery({
    queryKey: ['username-availability', settled, uid],
    queryFn: () => lookUp(settled ?? '', uid ?? ''),
    enabled: asked,
    retry: false,
  });
  if (!username || !uid) return 'idle';
  if (!asked) return 'checking';
  if (query.isError) return 'unknown';
  return query.data ?? 'checking';
}

async function lookUp(username: string, uid: string): Promise<'available' | 'taken'> {
  const firestore = await loadFirestore();
  const snapshot = await getDoc(doc(firestore, USERNAMES_COLLECTION, username));
  const holder = snapshot.exists() ? (snapshot.get('userId') as string | undefined) : undefined;
  return isUsernameAvailable(holder, uid) ? 'available' : 'taken';
}
