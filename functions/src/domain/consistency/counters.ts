/**
 * Every counter a mirrored document keeps, with the edge it counts (spec 002 §2 "Maintenance: recalculate
 * counters", §3 "Recipe counters"; issue 15: views, shares, favorites, comments, ratings, followers, recipe
 * counts). `edge` names the column of the mirror's edge-count query (supabase/migrations/20261129000600_back_office.sql).
 */
export interface CounterDefinition {
  /** The Firestore document's field. */
  readonly field: string;
  /** The mirror row's column. */
  readonly column: string;
  /** The edge count's column. */
  readonly edge: string;
}

export const RECIPE_COUNTERS: readonly CounterDefinition[] = [
  { field: 'views', column: 'views', edge: 'views' },
  { field: 'shareCount', column: 'share_count', edge: 'shares' },
  { field: 'favoriteCount', column: 'favorite_count', edge: 'favorites' },
  { field: 'commentCount', column: 'comment_count', edge: 'comments' },
  { field: 'totalRatings', column: 'total_ratings', edge: 'ratings' },
  { field: 'cookCount', column: 'cook_count', edge: 'cooks' },
  { field: 'interestedCount', column: 'interested_count', edge: 'interested' },
  { field: 'notInterestedCount', column: 'not_interested_count', edge: 'not_interested' },
];

export const PROFILE_COUNTERS: readonly CounterDefinition[] = [
  { field: 'recipeCount', column: 'recipe_count', edge: 'recipes' },
  { field: 'followerCount', column: 'follower_count', edge: 'followers' },
  { field: 'followingCount', column: 'following_count', edge: 'following' },
];

/** The rating counters: when one is off, Recalculate rebuilds the whole aggregate from the ratings. */
export const RATING_COUNTER_FIELDS: readonly string[] = [
  'totalRatings',
  'cookCount',
  'interestedCount',
  'notInterestedCount',
];

export interface CounterValueIssue {
  readonly field: string;
  /** The Firestore document's value (the source of truth's counter). */
  readonly firebase: number;
  /** The mirror row's value. */
  readonly supabase: number;
  /** What the edges count. */
  readonly expected: number;
}

/** A stored counter as a count: a missing or broken value reads as 0, as the mappings write it. */
export function counterValue(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
}

/** The counters of one document that disagree between Firestore, the mirror row and the edges. */
export function counterIssuesOf(
  counters: readonly CounterDefinition[],
  doc: Record<string, unknown>,
  row: Record<string, unknown>,
  edges: Record<string, unknown>,
): CounterValueIssue[] {
  const issues: CounterValueIssue[] = [];
  for (const counter of counters) {
    const firebase = counterValue(doc[counter.field]);
    const supabase = counterValue(row[counter.column]);
    const expected = counterValue(edges[counter.edge]);
    if (firebase !== supabase || firebase !== expected) {
      issues.push({ field: counter.field, firebase, supabase, expected });
    }
  }
  return issues;
}
