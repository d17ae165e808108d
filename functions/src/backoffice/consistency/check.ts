/**
 * Check (spec 002 §7 fix-data-consistency, action "check"): the report per collection of 002 §3. "all" covers every
 * mirrored entity and the share log; the screen's recipes, users, favorites and shares cover one each.
 */
import {
  collectionReport,
  type CollectionReport,
  type ConsistencyCollection,
  type ConsistencyResult,
} from '../../domain/consistency';
import {
  favoriteMapping,
  MIRROR_MAPPINGS,
  profileMapping,
  recipeMapping,
} from '../../platform/mirror/mappings';
import type { MirrorMapping } from '../../platform/mirror/types';
import type { BackofficeDeps } from '../deps';
import { inspect, type Inspection, type InspectOptions } from './inspect';

export const SHARES_REPORT = 'shares';

/** The mirrored entities a collection of the screen covers ("shares" is the share log, no mirrored entity). */
export function mappingsOf(collection: ConsistencyCollection): readonly MirrorMapping[] {
  switch (collection) {
    case 'all':
      return MIRROR_MAPPINGS;
    case 'recipes':
      return [recipeMapping];
    case 'users':
      return [profileMapping];
    case 'favorites':
      return [favoriteMapping];
    case 'shares':
      return [];
  }
}

export function reportOf(inspection: Inspection): CollectionReport {
  const idsOf = (kind: string) =>
    inspection.differences
      .filter((difference) => difference.kind === kind)
      .map((difference) => difference.id);
  return collectionReport({
    firebaseTotal: inspection.totals.firestore,
    supabaseTotal: inspection.totals.mirror,
    missingInSupabase: idsOf('missing-in-mirror'),
    missingInFirebase: idsOf('missing-in-firestore'),
    versionMismatches: idsOf('version'),
    ...(inspection.counterIssues ? { counterIssues: inspection.counterIssues } : {}),
  });
}

/**
 * The share log against the recipes' shareCount: Firestore's total is the sum of the counters, the mirror's the
 * rows of public.shares; a share of a recipe Firestore does not hold is missing there. The recipes' side is
 * gathered by their inspection (shares.ts).
 */
export async function sharesReport(deps: BackofficeDeps, recipes: Inspection): Promise<CollectionReport> {
  const shares = recipes.shares;
  if (!shares) throw new Error('consistency: the share log needs the recipes inspection');
  const orphans = await orphanEvents(deps, 'shares');
  const missing = new Set([...orphans.map((orphan) => orphan.recipe_id), ...shares.missingInFirebase]);
  return collectionReport({
    firebaseTotal: shares.firebaseTotal,
    supabaseTotal: orphans.reduce((sum, orphan) => sum + orphan.n, shares.edgeTotal),
    missingInSupabase: [],
    missingInFirebase: [...missing],
    versionMismatches: [],
    counterIssues: shares.counterIssues,
  });
}

export interface OrphanEvents {
  readonly kind: 'recipe_views' | 'shares';
  readonly recipe_id: string;
  readonly n: number;
}

/** Event rows (views, shares) of recipes the mirror does not hold, per recipe. */
export async function orphanEvents(
  deps: Pick<BackofficeDeps, 'supabase'>,
  kind?: OrphanEvents['kind'],
): Promise<OrphanEvents[]> {
  const { data, error } = await deps.supabase.rpc('admin_orphan_event_counts');
  if (error) throw new Error(`consistency: admin_orphan_event_counts: ${error.message}`);
  return ((data ?? []) as { kind: OrphanEvents['kind']; recipe_id: string; n: number | string }[])
    .map((row) => ({ kind: row.kind, recipe_id: row.recipe_id, n: Number(row.n) }))
    .filter((row) => !kind || row.kind === kind);
}

export async function checkConsistency(
  deps: BackofficeDeps,
  collection: ConsistencyCollection,
  options: InspectOptions = {},
): Promise<ConsistencyResult> {
  const result: Record<string, CollectionReport> = {};
  let recipes: Inspection | undefined;
  for (const mapping of mappingsOf(collection)) {
    const inspection = await inspect(deps, mapping, options);
    if (mapping === recipeMapping) recipes = inspection;
    result[mapping.table] = reportOf(inspection);
  }
  if (collection === 'all' || collection === 'shares') {
    result[SHARES_REPORT] = await sharesReport(
      deps,
      recipes ?? (await inspect(deps, recipeMapping, options)),
    );
  }
  return result;
}
