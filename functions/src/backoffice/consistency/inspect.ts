/**
 * What the consistency check reads (spec 002 §2 "Data consistency screen"; issue 15): per mirrored entity, the
 * documents' versions (a projection, never whole documents) against the rows' source_version, and for the entities
 * that keep counters, the counters of both stores against what the edges count. A page at a time (issue 30 §2,
 * decision 0075): no whole collection or table is held in memory, only what is reported.
 */
import {
  counterIssuesOf,
  PROFILE_COUNTERS,
  RECIPE_COUNTERS,
  type CounterDefinition,
  type CounterIssue,
} from '../../domain/consistency';
import { compareEntity, orphanDifferences, type MirrorDifference } from '../../platform/mirror/consistency';
import { perChunk } from '../../platform/mirror/paging';
import { walkEntity, type ProgressListener } from '../../platform/mirror/walk';
import { profileMapping, recipeMapping } from '../../platform/mirror/mappings';
import { versionOf, type MirrorMapping, type MirrorRow } from '../../platform/mirror/types';
import type { BackofficeDeps } from '../deps';
import { ShareTally, type ShareFindings } from './shares';

/** An entity whose documents keep counters of edges. */
export interface CountedEntity {
  readonly mapping: MirrorMapping;
  readonly counters: readonly CounterDefinition[];
  /** The document field shown as the issue's title. */
  readonly titleField: string;
  readonly idKey: 'recipeId' | 'userId';
  /** The edge counts of a page of ids (supabase/migrations/20261203007500_edge_counts_of_keys.sql), their id column. */
  readonly edgeQuery: 'admin_recipe_edge_counts_of' | 'admin_profile_edge_counts_of';
  readonly edgeId: 'recipe_id' | 'user_id';
}

export const RECIPES_COUNTED: CountedEntity = {
  mapping: recipeMapping,
  counters: RECIPE_COUNTERS,
  titleField: 'title',
  idKey: 'recipeId',
  edgeQuery: 'admin_recipe_edge_counts_of',
  edgeId: 'recipe_id',
};

export const PROFILES_COUNTED: CountedEntity = {
  mapping: profileMapping,
  counters: PROFILE_COUNTERS,
  titleField: 'displayName',
  idKey: 'userId',
  edgeQuery: 'admin_profile_edge_counts_of',
  edgeId: 'user_id',
};

export const COUNTED_ENTITIES: readonly CountedEntity[] = [RECIPES_COUNTED, PROFILES_COUNTED];

export type Documents = ReadonlyMap<string, Record<string, unknown>>;
export type Rows = ReadonlyMap<string, MirrorRow>;
export type EdgeCounts = ReadonlyMap<string, Record<string, unknown>>;

export interface Inspection {
  readonly mapping: MirrorMapping;
  /** Documents in Firestore, rows in the mirror. */
  readonly totals: { readonly firestore: number; readonly mirror: number };
  readonly differences: readonly MirrorDifference[];
  /** For a counted entity: every document whose counters disagree, with what the edges count. */
  readonly counterIssues?: readonly CounterIssue[];
  /** The version of each document with a counter issue (its row is at the same version). */
  readonly counterVersions?: ReadonlyMap<string, number>;
  /** For the recipes: the share log against their shareCount (check.ts sharesReport). */
  readonly shares?: ShareFindings;
}

export interface InspectOptions {
  /** Documents per page (tests pass a small one). */
  readonly pageSize?: number;
  readonly progress?: ProgressListener;
}

/** The edge counts of `ids` by id (ids the mirror does not hold have none). */
export async function edgeCounts(
  deps: Pick<BackofficeDeps, 'supabase'>,
  entity: CountedEntity,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const chunks = await perChunk(ids, async (chunk) => {
    const { data, error } = await deps.supabase.rpc(entity.edgeQuery, { ids: chunk });
    if (error) throw new Error(`consistency: ${entity.edgeQuery}: ${error.message}`);
    return (data ?? []) as Record<string, unknown>[];
  });
  return new Map(chunks.flat().map((row) => [String(row[entity.edgeId]), row]));
}

/**
 * One entity's two stores compared (platform/mirror/walk.ts: a page at a time), with a counted entity's counters
 * against the edge counts of each page's ids, and for the recipes the share log's figures.
 */
export async function inspect(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  { pageSize, progress }: InspectOptions = {},
): Promise<Inspection> {
  const counted = COUNTED_ENTITIES.find((entity) => entity.mapping === mapping);
  const fields = [
    'version',
    ...(counted ? [counted.titleField, ...counted.counters.map((c) => c.field)] : []),
  ];
  const columns = ['firebase_id', 'source_version', ...(counted?.counters.map((c) => c.column) ?? [])];
  const differences: MirrorDifference[] = [];
  const issues: CounterIssue[] = [];
  const versions = new Map<string, number>();
  const shares = counted === RECIPES_COUNTED ? new ShareTally() : undefined;
  const totals = await walkEntity(deps, mapping, {
    fields,
    columns: columns.join(', '),
    ...(pageSize ? { pageSize } : {}),
    ...(progress ? { progress } : {}),
    async onDocuments(documents, rows) {
      differences.push(...compareEntity(mapping, documents, rows, false));
      if (!counted) return;
      const edges = await edgeCounts(deps, counted, [...documents.keys()]);
      for (const issue of counterIssues(counted, documents, rows, edges)) {
        issues.push(issue);
        const id = issue[counted.idKey] ?? '';
        versions.set(id, versionOf(documents.get(id)?.version));
      }
      shares?.addDocuments(documents, rows, edges);
    },
    async onOrphans(rows) {
      differences.push(...orphanDifferences(mapping, rows));
      if (shares) shares.addOrphans(await edgeCounts(deps, RECIPES_COUNTED, rows.map(keyOfRow)));
    },
  });
  const key = (issue: CounterIssue) => issue.recipeId ?? issue.userId ?? '';
  return {
    mapping,
    totals,
    differences,
    ...(counted
      ? {
          counterIssues: issues.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
          counterVersions: versions,
        }
      : {}),
    ...(shares ? { shares: shares.findings() } : {}),
  };
}

const keyOfRow = (row: MirrorRow) => String(row.firebase_id);

/** Counters are compared where the row is at the document's version (any other row is reported as such). */
function counterIssues(
  entity: CountedEntity,
  documents: Documents,
  rows: Rows,
  edges: EdgeCounts,
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
  return found;
}
