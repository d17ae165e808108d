/**
 * What the consistency check reads (spec 002 §2 "Data consistency screen"; issue 15): per mirrored entity, the
 * documents' versions (a projection, never whole documents) against the rows' source_version, and for the entities
 * that keep counters, the counters of both stores against what the edges count (one Postgres query per entity).
 */
import {
  counterIssuesOf,
  PROFILE_COUNTERS,
  RECIPE_COUNTERS,
  type CounterDefinition,
  type CounterIssue,
} from '../../domain/consistency';
import {
  compareEntity,
  firestoreDocuments,
  mirrorRows,
  type MirrorDifference,
} from '../../platform/mirror/consistency';
import { profileMapping, recipeMapping } from '../../platform/mirror/mappings';
import { versionOf, type MirrorMapping, type MirrorRow } from '../../platform/mirror/types';
import type { BackofficeDeps } from '../deps';

/** An entity whose documents keep counters of edges. */
export interface CountedEntity {
  readonly mapping: MirrorMapping;
  readonly counters: readonly CounterDefinition[];
  /** The document field shown as the issue's title. */
  readonly titleField: string;
  readonly idKey: 'recipeId' | 'userId';
  /** The edge-count query (supabase/migrations/20261129000600_back_office.sql) and its id column. */
  readonly edgeQuery: 'admin_recipe_edge_counts' | 'admin_profile_edge_counts';
  readonly edgeId: 'recipe_id' | 'user_id';
}

export const RECIPES_COUNTED: CountedEntity = {
  mapping: recipeMapping,
  counters: RECIPE_COUNTERS,
  titleField: 'title',
  idKey: 'recipeId',
  edgeQuery: 'admin_recipe_edge_counts',
  edgeId: 'recipe_id',
};

export const PROFILES_COUNTED: CountedEntity = {
  mapping: profileMapping,
  counters: PROFILE_COUNTERS,
  titleField: 'displayName',
  idKey: 'userId',
  edgeQuery: 'admin_profile_edge_counts',
  edgeId: 'user_id',
};

export const COUNTED_ENTITIES: readonly CountedEntity[] = [RECIPES_COUNTED, PROFILES_COUNTED];

export type Documents = ReadonlyMap<string, Record<string, unknown>>;
export type Rows = ReadonlyMap<string, MirrorRow>;

export interface Inspection {
  readonly mapping: MirrorMapping;
  readonly documents: Documents;
  readonly rows: Rows;
  readonly differences: readonly MirrorDifference[];
  /** For a counted entity: every document whose counters disagree, with what the edges count. */
  readonly counterIssues?: readonly CounterIssue[];
}

const PAGE = 1000;

/** Every row of an edge-count query by id, paged past PostgREST's row limit. */
export async function edgeCounts(
  deps: Pick<BackofficeDeps, 'supabase'>,
  entity: CountedEntity,
): Promise<Map<string, Record<string, unknown>>> {
  const counts = new Map<string, Record<string, unknown>>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await deps.supabase
      .rpc(entity.edgeQuery)
      .order(entity.edgeId)
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`consistency: ${entity.edgeQuery}: ${error.message}`);
    const page = (data ?? []) as Record<string, unknown>[];
    for (const row of page) counts.set(String(row[entity.edgeId]), row);
    if (page.length < PAGE) return counts;
  }
}

export async function inspect(deps: BackofficeDeps, mapping: MirrorMapping): Promise<Inspection> {
  const counted = COUNTED_ENTITIES.find((entity) => entity.mapping === mapping);
  const fields = [
    'version',
    ...(counted ? [counted.titleField, ...counted.counters.map((c) => c.field)] : []),
  ];
  const columns = ['firebase_id', 'source_version', ...(counted?.counters.map((c) => c.column) ?? [])];
  const [documents, rows, edges] = await Promise.all([
    firestoreDocuments(deps.db, mapping, fields),
    mirrorRows(deps.supabase, mapping.table, columns.join(', ')),
    counted ? edgeCounts(deps, counted) : undefined,
  ]);
  const differences = compareEntity(mapping, documents, rows, false);
  return {
    mapping,
    documents,
    rows,
    differences,
    ...(counted && edges ? { counterIssues: counterIssues(counted, documents, rows, edges) } : {}),
  };
}

/** Counters are compared where the row is at the document's version (any other row is reported as such). */
function counterIssues(
  entity: CountedEntity,
  documents: Documents,
  rows: Rows,
  edges: ReadonlyMap<string, Record<string, unknown>>,
): CounterIssue[] {
  const found: CounterIssue[] = [];
  for (const [id, doc] of documents) {
    const row = rows.get(id);
    if (!row || Number(row.source_version) !== versionOf(doc.version)) continue;
    const issues = counterIssuesOf(entity.counters, doc, row, edges.get(id) ?? {});
    if (issues.length === 0) continue;
    const title = typeof doc[entity.titleField] === 'string' ? (doc[entity.titleField] as string) : '';
    found.push({ title, [entity.idKey]: id, issues });
  }
  const key = (issue: CounterIssue) => issue.recipeId ?? issue.userId ?? '';
  return found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
