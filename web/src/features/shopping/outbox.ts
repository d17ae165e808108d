/**
 * The list's changes waiting to be sent (issue 33 §3, decision 0070): every change other than a check-off is a call,
 * kept on this device (localStorage, per user) until the server has answered it. The calls are idempotent (a line
 * added by hand carries its own id, every source replaces itself), so a change sent twice (a reload mid-send, two
 * tabs) changes the list once. Check-offs are Firestore writes, which Firestore's persistent cache keeps instead.
 */
import type { CallInput } from '@/platform/api';

export type ListCall =
  | 'shopping-add'
  | 'shopping-addRecipe'
  | 'shopping-fromPlan'
  | 'shopping-edit'
  | 'shopping-remove'
  | 'shopping-clearChecked'
  | 'shopping-moveAisle'
  | 'shopping-setStaple';

export type Change = { [N in ListCall]: { id: string; name: N; input: CallInput<N> } }[ListCall];

const storageKey = (uid: string) => `matkon.shoppingOutbox.${uid}`;

/** An id for a change or a line made on this device (a document id: letters and digits). */
export function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
}

/** The outbox as stored: a string that changes whenever the outbox does. */
export function storedOutbox(uid: string): string {
  try {
    return localStorage.getItem(storageKey(uid)) ?? '[]';
  } catch {
    return '[]';
  }
}

export function readOutbox(uid: string): Change[] {
  try {
    const stored: unknown = JSON.parse(storedOutbox(uid));
    return Array.isArray(stored) ? (stored as Change[]) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(uid: string, changes: readonly Change[]): void {
  try {
    if (changes.length) localStorage.setItem(storageKey(uid), JSON.stringify(changes));
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // storage blocked (private mode): the change is sent now or lost with the page, as before this queue
  }
}
