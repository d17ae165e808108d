/**
 * The changes waiting to be sent (issue 33 §3, decision 0070): the shopping list's and the plan's changes are calls,
 * kept on this device (localStorage, one outbox per user, in the order they were made) until the server has
 * answered them. The calls are idempotent (a line or an entry added carries its own id, a list's source replaces
 * itself, a move sends the whole entry, a removal of what is gone is done), so a change sent twice (a reload
 * mid-send, two tabs) changes the list or the plan once. Check-offs are Firestore writes, which Firestore's
 * persistent cache keeps instead.
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

export type PlanCall = 'plan-add' | 'plan-move' | 'plan-remove';

export type OutboxCall = ListCall | PlanCall;

/**
 * A change: its own id, the call and its input. `title` is what the page draws of it until the server has it (a
 * recipe's title, which the call does not carry).
 */
export type Change = {
  [N in OutboxCall]: { id: string; name: N; input: CallInput<N>; title?: string };
}[OutboxCall];

export const isListChange = (change: Change): boolean => change.name.startsWith('shopping-');

const storageKey = (uid: string) => `matkon.outbox.${uid}`;
/** Where the list's outbox was kept before the plan's changes joined it: read once, then moved. */
const listOnlyKey = (uid: string) => `matkon.shoppingOutbox.${uid}`;

/** An id for a change or a line made on this device (a document id: letters and digits). */
export function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
}

/** The outbox as stored: a string that changes whenever the outbox does. */
export function storedOutbox(uid: string): string {
  try {
    return localStorage.getItem(storageKey(uid)) ?? localStorage.getItem(listOnlyKey(uid)) ?? '[]';
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
    localStorage.removeItem(listOnlyKey(uid));
    if (changes.length) localStorage.setItem(storageKey(uid), JSON.stringify(changes));
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // storage blocked (private mode): the change is sent now or lost with the page, as before this queue
  }
}
