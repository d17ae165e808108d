/**
 * The consistency report per collection (spec 002 §3 "Consistency report per collection"): totals per store,
 * what is missing on each side, counter issues with both values, and the first 10 ids of each (002 §2). Keyed by
 * the mirror's table name ("profiles" for users); "shares" is the share log against the recipes' shareCount.
 */
import type { CounterValueIssue } from './counters';

export const REPORT_DETAIL_LIMIT = 10;

export interface CounterIssue {
  /** The recipe's title, or the user's display name. */
  readonly title: string;
  readonly recipeId?: string;
  readonly userId?: string;
  readonly issues: readonly CounterValueIssue[];
}

export interface CollectionReport {
  readonly firebase_total: number;
  readonly supabase_total: number;
  readonly missing_in_supabase: number;
  readonly missing_in_firebase: number;
  /** Rows at another version than their document (ours: the protocol's cheap comparison). */
  readonly version_mismatches: number;
  readonly counter_issues?: number;
  readonly difference: number;
  readonly details: {
    readonly missing_in_supabase: readonly string[];
    readonly missing_in_firebase: readonly string[];
    readonly version_mismatches: readonly string[];
    readonly counter_issues: readonly CounterIssue[];
  };
}

export type ConsistencyResult = Readonly<Record<string, CollectionReport>>;

export interface CollectionFindings {
  readonly firebaseTotal: number;
  readonly supabaseTotal: number;
  readonly missingInSupabase: readonly string[];
  readonly missingInFirebase: readonly string[];
  readonly versionMismatches: readonly string[];
  /** Undefined for an entity without counters. */
  readonly counterIssues?: readonly CounterIssue[];
}

const first = <T>(items: readonly T[]): T[] => items.slice(0, REPORT_DETAIL_LIMIT);

export function collectionReport(findings: CollectionFindings): CollectionReport {
  return {
    firebase_total: findings.firebaseTotal,
    supabase_total: findings.supabaseTotal,
    missing_in_supabase: findings.missingInSupabase.length,
    missing_in_firebase: findings.missingInFirebase.length,
    version_mismatches: findings.versionMismatches.length,
    ...(findings.counterIssues ? { counter_issues: findings.counterIssues.length } : {}),
    difference: findings.firebaseTotal - findings.supabaseTotal,
    details: {
      missing_in_supabase: first([...findings.missingInSupabase].sort()),
      missing_in_firebase: first([...findings.missingInFirebase].sort()),
      version_mismatches: first([...findings.versionMismatches].sort()),
      counter_issues: first(findings.counterIssues ?? []),
    },
  };
}

/** How many problems the report holds (0: both stores agree). */
export function problemsIn(result: ConsistencyResult): number {
  return Object.values(result).reduce(
    (sum, report) =>
      sum +
      report.missing_in_supabase +
      report.missing_in_firebase +
      report.version_mismatches +
      (report.counter_issues ?? 0),
    0,
  );
}
