import { describe, expect, it } from 'vitest';
import { collectionReport, counterIssuesOf, problemsIn, PROFILE_COUNTERS, REPORT_DETAIL_LIMIT } from '.';
import { decodeCursor, encodeCursor } from '../migrations';

describe('counterIssuesOf', () => {
  it('names each counter where Firestore, the mirror row and the edges disagree, with the three values', () => {
    const doc = { recipeCount: 9, followerCount: 2, followingCount: '1' };
    const row = { recipe_count: 6, follower_count: 2, following_count: 1 };
    const edges = { recipes: '6', followers: 2, following: 0 };
    expect(counterIssuesOf(PROFILE_COUNTERS, doc, row, edges)).toEqual([
      { field: 'recipeCount', firebase: 9, supabase: 6, expected: 6 },
      { field: 'followingCount', firebase: 1, supabase: 1, expected: 0 },
    ]);
  });

  it('reads a missing or broken counter as 0, as the mappings write it', () => {
    expect(counterIssuesOf(PROFILE_COUNTERS, { recipeCount: -3 }, {}, { recipes: null })).toEqual([]);
  });
});

describe('collectionReport', () => {
  it('counts everything, lists the first 10 ids sorted, and the difference of the totals', () => {
    const ids = Array.from({ length: 12 }, (_, n) => `id-${String(n).padStart(2, '0')}`).reverse();
    const report = collectionReport({
      firebaseTotal: 20,
      supabaseTotal: 8,
      missingInSupabase: ids,
      missingInFirebase: [],
      versionMismatches: ['b', 'a'],
    });
    expect(report).toMatchObject({ missing_in_supabase: 12, missing_in_firebase: 0, version_mismatches: 2 });
    expect(report.difference).toBe(12);
    expect(report.details.missing_in_supabase).toHaveLength(REPORT_DETAIL_LIMIT);
    expect(report.details.missing_in_supabase[0]).toBe('id-00');
    expect(report.details.version_mismatches).toEqual(['a', 'b']);
    expect(report).not.toHaveProperty('counter_issues');
    expect(problemsIn({ x: report })).toBe(14);
  });
});

describe('migration cursors', () => {
  it('round-trips and refuses anything else', () => {
    expect(decodeCursor(encodeCursor({ entity: 2, after: 'users/a' }), 3)).toEqual({
      entity: 2,
      after: 'users/a',
    });
    expect(decodeCursor(encodeCursor({ entity: 3, after: null }), 3)).toBeNull();
    expect(decodeCursor('not json', 3)).toBeNull();
    expect(decodeCursor('{"entity":0,"after":5}', 3)).toBeNull();
  });
});
