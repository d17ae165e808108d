/**
 * The search log of the admin analytics (public.search_events, decision 0020): every search a signed-in user
 * records, kept in Postgres beside the user's history document, at the history entry's own time (so the import of
 * histories in backoffice/analytics/aggregations.ts recognises it). Analytics never fail the user's action: a
 * failed write is logged and the history answer goes on.
 */
import type { ServiceClient } from '../platform/mirror/database';
import * as logger from 'firebase-functions/logger';
import { historySearchTerm } from '../domain/search/query';
import type { SearchHistoryEntry } from '../domain/search/types';

/** Logs the entry a search added to `history` (its first); nothing when the typed term was empty once cleaned. */
export async function logSearch(
  supabase: ServiceClient,
  uid: string,
  typed: string,
  history: readonly SearchHistoryEntry[],
): Promise<void> {
  const entry = history[0];
  if (!historySearchTerm(typed) || !entry) return;
  const { error } = await supabase
    .from('search_events')
    .insert({ user_id: uid, term: entry.searchTerm, searched_at: entry.timestamp });
  if (error) logger.warn('search log: the search was not recorded', { uid, error: error.message });
}

/** Clear All also forgets the user's searches in the log (their history is theirs to erase). */
export async function forgetSearches(supabase: ServiceClient, uid: string): Promise<void> {
  const { error } = await supabase.from('search_events').delete().eq('user_id', uid);
  if (error) logger.warn('search log: the searches were not forgotten', { uid, error: error.message });
}
