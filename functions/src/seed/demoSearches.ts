/**
 * The demo accounts' searches (issue 15; README "Demo accounts"): a few searches of the reader and the cook, recorded
 * through the same code as POST /api/user/search-history (the history document, then the search log), so the
 * header's recent searches and /admin/analytics' search tab show something. Runs once: a reader with a history is
 * left alone.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from '../platform/mirror/database';
import { addSearchHistory, readSearchHistory } from '../search/history';
import { logSearch } from '../search/log';

const READER_SEARCHES = ['lentil soup', 'hummus', 'salad', 'lentil soup', 'שקשוקה', 'salad', 'lentil soup'];
const COOK_SEARCHES = ['cake', 'salad', 'pancakes'];

export async function seedDemoSearches(
  deps: { db: Firestore; supabase: ServiceClient },
  readerUid: string,
  cookUid: string,
): Promise<{ searches: number }> {
  if ((await readSearchHistory(deps.db, readerUid)).length) return { searches: 0 };
  let searches = 0;
  for (const [uid, terms] of [
    [readerUid, READER_SEARCHES],
    [cookUid, COOK_SEARCHES],
  ] as const) {
    for (const searchTerm of terms) {
      const history = await addSearchHistory(deps.db, uid, { searchTerm });
      await logSearch(deps.supabase, uid, searchTerm, history);
      searches += 1;
    }
  }
  return { searches };
}
