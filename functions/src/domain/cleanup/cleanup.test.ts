import { describe, expect, it } from 'vitest';
import { batchesOf, cleanupInputSchema, cleanupReport, missingRecipes, typeReport } from '.';

describe('cleanup requests', () => {
  it('defaults to a dry run in batches of 50', () => {
    expect(cleanupInputSchema.parse({ types: ['viewTracking'] })).toEqual({
      types: ['viewTracking'],
      dryRun: true,
      batchSize: 50,
    });
  });

  it('refuses no type, an unknown type and a batch above 50, naming the field', () => {
    expect(cleanupInputSchema.safeParse({ types: [] }).error?.issues[0]?.message).toBe(
      'Select at least one cleanup type',
    );
    expect(cleanupInputSchema.safeParse({ types: ['everything'] }).error?.issues[0]?.path).toEqual([
      'types',
      0,
    ]);
    expect(cleanupInputSchema.safeParse({ types: ['tagReferences'], batchSize: 51 }).success).toBe(false);
  });
});

describe('cleanup reports', () => {
  it('lists the missing recipes once, sorted', () => {
    expect(missingRecipes(['b', 'a', 'b', 'kept', 3, ''], new Set(['kept']))).toEqual(['a', 'b']);
  });

  it('cuts the items into batches', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 25)).toEqual([]);
  });

  it('reports each type with its risk, a sorted sample and the ratings warning', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({
      id: `r${String(index).padStart(2, '0')}`,
      recipeIds: [],
    }));
    const ratings = typeReport('ratingsSubcollections', items, 0, []);
    expect(ratings).toMatchObject({ risk: 'Medium', found: 12, cleaned: 0 });
    expect(ratings.sample).toHaveLength(10);
    expect(ratings.sample[0]).toBe('r00');
    expect(ratings.warning).toBe('Ratings subcollection orphans require manual verification');
    expect(typeReport('ratingsSubcollections', [], 0, []).warning).toBeUndefined();
    const report = cleanupReport({ dryRun: false, batchSize: 25 }, 1, [
      ratings,
      typeReport('userCollections', items.slice(0, 2), 1, ['r01: failed']),
    ]);
    expect(report).toMatchObject({ totalFound: 14, totalCleaned: 1, batchSize: 25 });
    expect(report.types[1]?.risk).toBe('High');
  });
});
