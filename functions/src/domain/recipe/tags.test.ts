import { describe, expect, it } from 'vitest';
import {
  MAX_TAGS_PER_RECIPE,
  cleanTags,
  exceedsTagLimit,
  publicCooksOf,
  tagAfterDecrement,
  tagAfterIncrement,
  tagAfterPromotion,
  tagChanges,
  tagEntries,
  tagId,
  tagLanguage,
  tagTrends,
} from './tags';

const now = '2026-01-01T00:00:00.000Z';

describe('tag cleaning', () => {
  it('strips markup and #, lower-cases, drops repeats, keeps the typed form for display', () => {
    expect(tagEntries(['<b>Winter</b>', 'winter', '#Comfort Food', '  ', 7])).toEqual([
      { tag: 'winter', displayName: 'Winter' },
      { tag: 'comfort food', displayName: 'Comfort Food' },
    ]);
  });

  it('accepts a comma-separated string and cuts each tag to 30 characters', () => {
    expect(cleanTags('soup, quick ,,' + 'x'.repeat(40))).toEqual(['soup', 'quick', 'x'.repeat(30)]);
  });

  it(`keeps at most ${MAX_TAGS_PER_RECIPE} tags`, () => {
    expect(cleanTags(Array.from({ length: 30 }, (_, i) => `t${i}`))).toHaveLength(MAX_TAGS_PER_RECIPE);
  });

  it('tells when a list has more distinct tags than a recipe may have', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expect(exceedsTagLimit(tags(MAX_TAGS_PER_RECIPE))).toBe(false);
    expect(exceedsTagLimit([...tags(MAX_TAGS_PER_RECIPE), 'T0', '#t1'])).toBe(false);
    expect(exceedsTagLimit(tags(MAX_TAGS_PER_RECIPE + 1))).toBe(true);
  });

  it('makes a document id of the tag', () => {
    expect(tagId('salt/pepper')).toBe('salt-pepper');
    expect(tagId('מרק')).toBe('מרק');
  });
});

describe('tagLanguage (001 §3: he, it or en; default he)', () => {
  it.each([
    ['מרק', 'en', 'he'],
    ['pasta', 'it', 'it'],
    ['pasta', 'en', 'en'],
    ['pasta', 'he', 'he'],
    ['soupe', 'fr', 'en'],
    ['soup', null, 'en'],
    ['123', null, 'he'],
  ])('%s in a %s recipe is %s', (tag, recipeLanguage, expected) => {
    expect(tagLanguage(tag, recipeLanguage)).toBe(expected);
  });
});

describe('tag counting', () => {
  it('creates a tag at count 1 with the recipe listed', () => {
    expect(tagAfterIncrement(null, { tag: 'soup', displayName: 'Soup' }, 'r1', 'en', now)).toEqual({
      tag: 'soup',
      displayName: 'Soup',
      language: 'en',
      count: 1,
      lastUsed: now,
      createdAt: now,
      recipes: ['r1'],
    });
  });

  it('adds to an existing tag, keeps its display name, language and creation, never lists a recipe twice', () => {
    const existing = {
      tag: 'soup',
      displayName: 'SOUP',
      language: 'he',
      count: 2,
      lastUsed: 'old',
      createdAt: 'first',
      recipes: ['r0', 'r1'],
      version: 4,
    };
    expect(tagAfterIncrement(existing, { tag: 'soup', displayName: 'Soup' }, 'r1', 'en', now)).toEqual({
      tag: 'soup',
      displayName: 'SOUP',
      language: 'he',
      count: 3,
      lastUsed: now,
      createdAt: 'first',
      recipes: ['r0', 'r1'],
    });
  });

  it('keeps the last 100 recipe ids', () => {
    const recipes = Array.from({ length: 100 }, (_, i) => `r${i}`);
    const after = tagAfterIncrement(
      { count: 100, recipes },
      { tag: 't', displayName: 't' },
      'new',
      'en',
      now,
    );
    expect(after.recipes).toHaveLength(100);
    expect(after.recipes[0]).toBe('r1');
    expect(after.recipes.at(-1)).toBe('new');
  });

  it('decrements, and deletes the tag when no recipe uses it any more', () => {
    const existing = { tag: 'soup', count: 2, recipes: ['r1', 'r2'], version: 3 };
    expect(tagAfterDecrement(existing, 'r1')).toMatchObject({ count: 1, recipes: ['r2'] });
    expect(tagAfterDecrement(existing, 'r1')).not.toHaveProperty('version');
    expect(tagAfterDecrement({ count: 1, recipes: ['r1'] }, 'r1')).toBeNull();
    expect(tagAfterDecrement({ count: 0 }, 'r1')).toBeNull();
  });

  it('tells additions from removals on edit', () => {
    expect(tagChanges(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});

describe('tags when a version is kept in its original’s place (decision 0076)', () => {
  const move = (inOriginal: boolean, tag: string | null) => ({
    originalId: 'orig',
    versionId: 'v-he',
    inOriginal,
    versionEntry: tag ? { tag, displayName: tag } : null,
    language: 'he',
    now,
  });

  it('counts the version’s tag under the original’s id instead, the count and last use unchanged', () => {
    const existing = { tag: 'מרק', count: 2, lastUsed: 'old', recipes: ['r0', 'v-he'], version: 5 };
    expect(tagAfterPromotion(existing, move(false, 'מרק'))).toEqual({
      tag: 'מרק',
      count: 2,
      lastUsed: 'old',
      recipes: ['r0', 'orig'],
    });
  });

  it('counts the one recipe once when both had the tag, and drops the original’s old tags', () => {
    const both = { tag: 'soup', count: 3, recipes: ['orig', 'r0', 'v-he'] };
    expect(tagAfterPromotion(both, move(true, 'soup'))).toMatchObject({ count: 2, recipes: ['r0', 'orig'] });
    expect(
      tagAfterPromotion({ tag: 'soup', count: 2, recipes: ['r0', 'orig'] }, move(true, null)),
    ).toMatchObject({
      count: 1,
      recipes: ['r0'],
    });
    expect(tagAfterPromotion({ tag: 'soup', count: 1, recipes: ['orig'] }, move(true, null))).toBeNull();
  });

  it('makes a missing tag document for the version’s tag, in the kept language', () => {
    expect(tagAfterPromotion(null, move(false, 'מרק'))).toMatchObject({
      count: 1,
      language: 'he',
      recipes: ['orig'],
    });
    expect(tagAfterPromotion(null, move(true, null))).toBeNull();
  });
});

describe('a tag trends once two cooks use it on public recipes (decision 0040)', () => {
  it('counts the different cooks of public recipes only', () => {
    const recipes = [
      { authorId: 'a', visibility: 'public' },
      { authorId: 'a', visibility: 'public' },
      { authorId: 'b', visibility: 'private' },
      { authorId: 'c', visibility: 'followers-only' },
      null,
    ];
    expect(publicCooksOf(recipes)).toBe(1);
    expect(tagTrends(publicCooksOf(recipes))).toBe(false);
    expect(tagTrends(publicCooksOf([...recipes, { authorId: 'b', visibility: 'public' }]))).toBe(true);
  });
});
