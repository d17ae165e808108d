/**
 * Fix and clean (spec 002 §7 fix-data-consistency, actions "fix" and "clean"): the mirror brought back to Firestore,
 * the source of truth, through the mirror's own authoritative write (platform/mirror/consistency.ts repairMirror):
 * a missing or stale row rewritten at its document's version, a row whose counters differ from its document's at
 * the same version rewritten, a row without a document removed behind a tombstone. Firestore is never written.
 */
import type { ConsistencyCollection } from '../../domain/consistency';
import { MIRROR_MAPPINGS } from '../../platform/mirror/mappings';
import { repairMirror, type MirrorDifference } from '../../platform/mirror/consistency';
import type { BackofficeDeps } from '../deps';
import { mappingsOf, orphanEvents } from './check';
import { COUNTED_ENTITIES, inspect, type Inspection, type InspectOptions } from './inspect';

const EVENT_BATCH = 100;

/** Rows whose counters differ from their document's at the same version: a write the mirror alone took. */
function staleCounterRows(inspection: Inspection): MirrorDifference[] {
  const entity = COUNTED_ENTITIES.find((counted) => counted.mapping === inspection.mapping);
  if (!entity || !inspection.counterIssues) return [];
  return inspection.counterIssues
    .filter((issue) => issue.issues.some((value) => value.firebase !== value.supabase))
    .map((issue) => {
      const id = issue.recipeId ?? issue.userId ?? '';
      const version = inspection.counterVersions?.get(id) ?? 0;
      return {
        table: inspection.mapping.table,
        id,
        kind: 'content',
        firestoreVersion: version,
        mirrorVersion: version,
      } as const;
    });
}

export async function fixConsistency(
  deps: BackofficeDeps,
  collection: ConsistencyCollection,
  options: InspectOptions = {},
): Promise<{ repaired: number; eventsRemoved: number }> {
  let repaired = 0;
  for (const mapping of mappingsOf(collection)) {
    const inspection = await inspect(deps, mapping, options);
    repaired += await repairMirror(
      deps,
      [...inspection.differences, ...staleCounterRows(inspection)],
      [mapping],
    );
  }
  const eventsRemoved = collection === 'shares' ? await removeOrphanEvents(deps, 'shares') : 0;
  return { repaired, eventsRemoved };
}

/** "Clean orphaned data": every mirror row without its document, and the event rows of recipes that are gone. */
export async function cleanOrphanedData(
  deps: BackofficeDeps,
  options: InspectOptions = {},
): Promise<{ repaired: number; eventsRemoved: number }> {
  let repaired = 0;
  for (const mapping of MIRROR_MAPPINGS) {
    const inspection = await inspect(deps, mapping, options);
    const orphans = inspection.differences.filter((difference) => difference.kind === 'missing-in-firestore');
    repaired += await repairMirror(deps, orphans, [mapping]);
  }
  return { repaired, eventsRemoved: await removeOrphanEvents(deps) };
}

async function removeOrphanEvents(deps: BackofficeDeps, only?: 'shares'): Promise<number> {
  const orphans = await orphanEvents(deps, only);
  let removed = 0;
  for (const kind of ['recipe_views', 'shares'] as const) {
    const ids = orphans.filter((orphan) => orphan.kind === kind).map((orphan) => orphan.recipe_id);
    for (let from = 0; from < ids.length; from += EVENT_BATCH) {
      const { count, error } = await deps.supabase
        .from(kind)
        .delete({ count: 'exact' })
        .in('recipe_id', ids.slice(from, from + EVENT_BATCH));
      if (error) throw new Error(`consistency: removing orphaned ${kind}: ${error.message}`);
      removed += count ?? 0;
    }
  }
  return removed;
}
