/**
 * A signed-in user's search history (001 §3 "Search history entry", §7 /api/user/search-history), in
 * users/{uid}/private/searchHistory (readable by its owner only; written here in a transaction): the latest
 * SEARCH_HISTORY_KEEP terms, newest first, one entry per term (compared case-insensitively).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SEARCH_HISTORY_KEEP, searchHistoryPath } from '../domain/search/schema';
import { historySearchTerm } from '../domain/search/query';
import type { SearchHistoryEntry } from '../domain/search/types';
import { toIsoString } from '../domain/time';

function historyRef(db: Firestore, uid: string) {
  return db.doc(searchHistoryPath(uid));
}

function entriesOf(data: FirebaseFirestore.DocumentData | undefined): SearchHistoryEntry[] {
  const entries: unknown = data?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (entry): entry is SearchHistoryEntry =>
      typeof entry?.searchTerm === 'string' && typeof entry?.timestamp === 'string',
  );
}

const sameTerm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function readSearchHistory(db: Firestore, uid: string): Promise<SearchHistoryEntry[]> {
  return entriesOf((await historyRef(db, uid).get()).data());
}

async function changeHistory(
  db: Firestore,
  uid: string,
  change: (entries: SearchHistoryEntry[]) => SearchHistoryEntry[],
): Promise<SearchHistoryEntry[]> {
  const ref = historyRef(db, uid);
  return db.runTransaction(async (tx) => {
    const next = change(entriesOf((await tx.get(ref)).data())).slice(0, SEARCH_HISTORY_KEEP);
    tx.set(ref, { entries: next });
    return next;
  });
}

export async function addSearchHistory(
  db: Firestore,
  uid: string,
  input: { searchTerm: string; timestamp?: string | number | undefined },
  now: Date = new Date(),
): Promise<SearchHistoryEntry[]> {
  const searchTerm = historySearchTerm(input.searchTerm);
  if (!searchTerm) return readSearchHistory(db, uid);
  const given = input.timestamp === undefined ? undefined : toIsoString(input.timestamp);
  const timestamp = given && Date.parse(given) <= now.getTime() ? given : now.toISOString();
  return changeHistory(db, uid, (entries) => [
    { searchTerm, timestamp },
    ...entries.filter((entry) => !sameTerm(entry.searchTerm, searchTerm)),
  ]);
}

export async function deleteSearchHistory(
  db: Firestore,
  uid: string,
  input: { searchTerm?: string | undefined; clearAll?: boolean | undefined },
): Promise<SearchHistoryEntry[]> {
  if (input.clearAll) return changeHistory(db, uid, () => []);
  const term = input.searchTerm;
  return changeHistory(db, uid, (entries) =>
    term === undefined ? entries : entries.filter((entry) => !sameTerm(entry.searchTerm, term)),
  );
}
