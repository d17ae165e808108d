import { describe, expect, it } from 'vitest';
import {
  overlapShare,
  qualifiesAsSimilar,
  affinityBoost,
  rankSimilar,
  similarityScore,
  type SimilarityRecipe,
} from './similarity';

const recipe = (overrides: Partial<SimilarityRecipe> = {}): SimilarityRecipe => ({
  id: 'target',
  categories: ['soups'],
  tags: ['winter'],
  ingredients: ['2 cups lentils', '1 onion'],
  dietary: { isVegan: true },
  rating: 0,
  views: 0,
  ...overrides,
});

describe('similarityScore (001 §9 weights)', () => {
  it('gives 100 to a perfect, top-rated, much-viewed twin', () => {
    const target = recipe();
    expect(similarityScore(target, recipe({ id: 'twin', rating: 5, views: 5000 }))).toEqual({
      score: 100,
      ingredientOverlap: 1,
    });
  });

  it('weighs each part: category 30, tags 20, ingredients 15, dietary 15, rating 10, popularity 10', () => {
    const target = recipe();
    const none = recipe({
      id: 'c',
      categories: ['x'],
      tags: ['y'],
      ingredients: ['salt'],
      dietary: { isKosher: true },
    });
    expect(similarityScore(target, none).score).toBe(0);
    expect(similarityScore(target, { ...none, categories: ['soups'] }).score).toBe(30);
    expect(similarityScore(target, { ...none, tags: ['winter'] }).score).toBe(20);
    expect(similarityScore(target, { ...none, ingredients: ['1 cup of lentils', '1 onion'] }).score).toBe(15);
    expect(similarityScore(target, { ...none, dietary: { isVegan: true } }).score).toBe(15);
    expect(similarityScore(target, { ...none, rating: 5 }).score).toBe(10);
    expect(similarityScore(target, { ...none, views: 500 }).score).toBe(5);
    expect(similarityScore(target, { ...none, views: 1000 }).score).toBe(10);
    expect(similarityScore(target, { ...none, views: 100_000 }).score).toBe(10);
  });

  it('counts both recipes without dietary flags as a dietary match', () => {
    const target = recipe({ dietary: {} });
    const other = recipe({ id: 'o', categories: [], tags: [], ingredients: [], dietary: { isVegan: false } });
    expect(similarityScore(target, other).score).toBe(15);
  });

  it('measures overlap as the share of the target found in the candidate', () => {
    expect(overlapShare(['a', 'b'], ['b', 'c'])).toBe(0.5);
    expect(overlapShare([], ['a'])).toBe(0);
  });
});

describe('qualifying and ranking', () => {
  it('qualifies with an ingredient overlap of 0.3 or a score of 50', () => {
    expect(qualifiesAsSimilar({ score: 10, ingredientOverlap: 0.3 })).toBe(true);
    expect(qualifiesAsSimilar({ score: 50, ingredientOverlap: 0 })).toBe(true);
    expect(qualifiesAsSimilar({ score: 49.9, ingredientOverlap: 0.29 })).toBe(false);
  });

  it('returns the best 2 by default, never the target, with their score', () => {
    const target = recipe();
    const candidates = [
      recipe({ id: 'target' }),
      recipe({ id: 'weak', categories: [], tags: [], ingredients: ['salt'], dietary: {} }),
      recipe({ id: 'good', rating: 4 }),
      recipe({ id: 'best', rating: 5, views: 1000 }),
      recipe({ id: 'ok', tags: [] }),
    ];
    const ranked = rankSimilar(target, candidates);
    expect(ranked.map((r) => r.id)).toEqual(['best', 'good']);
    expect(ranked[0]?.similarityScore).toBe(100);
    expect(rankSimilar(target, candidates, 10).map((r) => r.id)).toEqual(['best', 'good', 'ok']);
  });

  it("moves a candidate up by the viewer's best affinity among its categories, keeping the spec's score", () => {
    const target = recipe();
    const candidates = [
      recipe({ id: 'close', rating: 3 }),
      recipe({ id: 'liked', categories: [...recipe().categories, 'desserts'] }),
    ];
    expect(rankSimilar(target, candidates, 2).map((r) => r.id)).toEqual(['close', 'liked']);
    const personal = rankSimilar(target, candidates, 2, { desserts: 10, soups: 3 });
    expect(personal.map((r) => r.id)).toEqual(['liked', 'close']);
    expect(personal.map((r) => r.similarityScore)).toEqual(
      rankSimilar(target, candidates, 2)
        .map((r) => r.similarityScore)
        .reverse(),
    );
  });

  it('an affinity boost is the best category score, 0 to 10', () => {
    expect(affinityBoost(['a', 'b'], { a: 3, b: 7.5 })).toBe(7.5);
    expect(affinityBoost(['a'], { a: 40 })).toBe(10);
    expect(affinityBoost(['a'], { a: -2, b: 9 })).toBe(0);
    expect(affinityBoost([], { a: 9 })).toBe(0);
  });

  it('breaks ties by views', () => {
    const target = recipe();
    const ranked = rankSimilar(target, [recipe({ id: 'a', views: 0 }), recipe({ id: 'b', views: 0 })]);
    expect(ranked).toHaveLength(2);
  });
});
