/**
 * POST /api/admin/initialize-aggregations and recalculate-aggregations (002 §7; decisions 0020, 0066). Both calls
 * copy every user's search history into public.search_events (the searches users made before the search log
 * existed; an entry already logged is skipped: safe to run twice, resumable by running again), compute every
 * analytics tab again (what the screen shows "as of" until the next scheduled refresh) and count the recipes the
 * analytics read.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from '../../platform/mirror/database';
import { ANALYTICS_MESSAGES, type AggregationStats } from '../../domain/analytics';
import { AppError } from '../../domain/errors';
import { refreshAnalytics } from './figures';

const PAGE = 300;
const HISTORY_DOC = 'searchHistory';

interface Deps {
  db: Firestore;
  supabase: ServiceClient;
}

// a type, not an interface: it is then Json, what admin_import_search_history takes
type Entry = {
  userId: string;
  term: string;
  at: string;
};

function entriesOf(userId: string, data: FirebaseFirestore.DocumentData | undefined): Entry[] {
  const entries: unknown = data?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { searchTerm?: unknown; timestamp?: unknown }) =>
    typeof entry?.searchTerm === 'string' &&
    entry.searchTerm.trim() &&
    typeof entry.timestamp === 'string' &&
    !Number.isNaN(Date.parse(entry.timestamp))
      ? [{ userId, term: entry.searchTerm.trim(), at: entry.timestamp }]
      : [],
  );
}

async function importPage(deps: Deps, entries: Entry[]): Promise<number> {
  if (!entries.length) return 0;
  const { data, error } = await deps.supabase.rpc('admin_import_search_history', { p_entries: entries });
  if (error) throw new AppError('unavailable', ANALYTICS_MESSAGES.aggregationsFailed);
  return Number(data ?? 0);
}

export async function rebuildAggregations(deps: Deps): Promise<AggregationStats> {
  let historiesRead = 0;
  let searchesImported = 0;
  let cursor: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = deps.db.collectionGroup('private').orderBy(FieldPath.documentId()).limit(PAGE);
    if (cursor) page = page.startAfter(cursor);
    const snapshot = await page.get();
    const histories = snapshot.docs.filter((doc) => doc.id === HISTORY_DOC && doc.ref.parent.parent);
    const entries = histories.flatMap((doc) => entriesOf(doc.ref.parent.parent!.id, doc.data()));
    searchesImported += await importPage(deps, entries);
    historiesRead += histories.length;
    if (snapshot.size < PAGE) break;
    cursor = snapshot.docs[snapshot.docs.length - 1];
  }
  const { asOf } = await refreshAnalytics(deps);
  const { count, error } = await deps.supabase.from('recipes').select('*', { count: 'exact', head: true });
  if (error) throw new AppError('unavailable', ANALYTICS_MESSAGES.aggregationsFailed);
  return { recipesProcessed: count ?? 0, historiesRead, searchesImported, analyticsAsOf: asOf };
}
