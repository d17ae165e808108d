import { describe, expect, it } from 'vitest';
import {
  categoryCounts,
  collectionColor,
  collectionIcon,
  counterLevel,
  createCollectionInputSchema,
  updateCollectionInputSchema,
  DEFAULT_FILTER,
  EMPTY_NOTES,
  favoriteLimitMessage,
  favoritesStats,
  filterSaved,
  moveRecipeInputSchema,
  personalTags,
  recipeNotesSchema,
  type CollectionView,
  type SavedRecipe,
} from './index';
import { removeActiveContent } from '../text/userText';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function saved(recipeId: string, overrides: Partial<SavedRecipe> = {}, recipe: Record<string, unknown> = {}) {
  return {
    recipeId,
    addedAt: daysAgo(1),
    ...EMPTY_NOTES,
    recipe: {
      id: recipeId,
      title: recipeId,
      description: '',
      authorId: 'a',
      authorName: 'A',
      authorUsername: null,
      images: [],
      categories: [],
      difficulty: 'easy',
      preparationTime: 20,
      cookingTime: 0,
      rating: 0,
      cookRating: 0,
      createdAt: null,
      ...recipe,
    },
    ...overrides,
  } as SavedRecipe;
}

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('recipe notes validation (001 §5), case by case', () => {
  it('accepts a full, valid set and dedupes personal tags case-insensitively', () => {
    const parsed = recipeNotesSchema.parse({
      personalNotes: ' Less salt ',
      personalRating: 4,
      cookCount: 3,
      lastCooked: '2026-11-20',
      modifications: ['half the sugar', ''],
      tags: ['Soup', 'soup', ' weeknight ', ''],
    });
    expect(parsed).toEqual({
      personalNotes: 'Less salt',
      personalRating: 4,
      cookCount: 3,
      lastCooked: '2026-11-20',
      modifications: ['half the sugar'],
      tags: ['Soup', 'weeknight'],
    });
  });

  it('fills the defaults for empty notes', () => {
    expect(recipeNotesSchema.parse({})).toEqual(EMPTY_NOTES);
  });

  it.each([
    [{ personalNotes: 'x'.repeat(1001) }, 'Personal notes must be 1000 characters or less'],
    [{ personalRating: 0 }, 'Rating must be a whole number between 1 and 5'],
    [{ personalRating: 6 }, 'Rating must be a whole number between 1 and 5'],
    [{ personalRating: 3.5 }, 'Rating must be a whole number between 1 and 5'],
    [{ cookCount: -1 }, 'Cook count must be a whole number between 0 and 9999'],
    [{ cookCount: 10_000 }, 'Cook count must be a whole number between 0 and 9999'],
    [{ cookCount: 1.5 }, 'Cook count must be a whole number between 0 and 9999'],
    [{ lastCooked: '2999-01-01' }, 'Last cooked must be a valid date, not in the future'],
    [{ lastCooked: '2026-02-30' }, 'Last cooked must be a valid date, not in the future'],
    [{ lastCooked: 'yesterday' }, 'Last cooked must be a valid date, not in the future'],
    [
      { modifications: Array.from({ length: 11 }, () => 'm') },
      'At most 10 modifications of 200 characters each',
    ],
    [{ modifications: ['x'.repeat(201)] }, 'At most 10 modifications of 200 characters each'],
    [
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'At most 20 personal tags of 30 characters each',
    ],
    [{ tags: ['x'.repeat(31)] }, 'At most 20 personal tags of 30 characters each'],
  ])('refuses %j with the spec text', (input, message) => {
    expect(issue(recipeNotesSchema.safeParse(input))).toBe(message);
  });

  it('keeps the boundaries: 1000 characters, cook count 0 and 9999, 20 tags of 30 (duplicates do not count)', () => {
    const tags = [...Array.from({ length: 20 }, (_, i) => `tag${i}`.padEnd(30, 'x')), 'TAG0'.padEnd(30, 'x')];
    expect(
      recipeNotesSchema.safeParse({ personalNotes: 'x'.repeat(1000), cookCount: 9999, tags }).success,
    ).toBe(true);
    expect(recipeNotesSchema.safeParse({ cookCount: 0, personalRating: null }).success).toBe(true);
  });
});

describe('collection input (001 §5)', () => {
  it('strips script tags, javascript: and inline handlers, and defaults a bad colour and icon', () => {
    const parsed = createCollectionInputSchema.parse({
      name: '<script>alert(1)</script>Soups <b onclick="x()">hot</b> javascript:go',
      description: 'Warm',
      color: 'red',
      icon: 'too long icon',
    });
    expect(parsed.name).toBe('Soups <b>hot</b> go');
    // only what the spec names goes (decision 0038): other markup and "on…=" outside a tag are text
    expect(createCollectionInputSchema.parse({ name: '5 < 6 & <b>bold</b> onion=2' }).name).toBe(
      '5 < 6 & <b>bold</b> onion=2',
    );
    expect(parsed.color).toBe('#ff6b6b');
    expect(parsed.icon).toBe('📁');
    expect(createCollectionInputSchema.parse({ name: 'Plain' })).toMatchObject({
      color: '#ff6b6b',
      icon: '📁',
    });
    expect(createCollectionInputSchema.parse({ name: 'A', color: '#00AAff', icon: '🍲' })).toMatchObject({
      color: '#00AAff',
      icon: '🍲',
      description: '',
    });
    // a rename alone keeps the description, colour and icon saved (the service reads them)
    const rename = updateCollectionInputSchema.parse({ collectionId: 'c1', name: 'Renamed' });
    expect(rename).toEqual({ collectionId: 'c1', name: 'Renamed' });
    expect(updateCollectionInputSchema.parse({ collectionId: 'c1', name: 'R', color: 'red' }).color).toBe(
      '#ff6b6b',
    );
  });

  it.each([
    [{ name: '' }, 'Collection name is required'],
    [{ name: '<script>x</script>' }, 'Collection name is required'],
    [{ name: 'x'.repeat(51) }, 'Collection name must be 50 characters or less'],
    [{ name: 'ok', description: 'x'.repeat(201) }, 'Collection description must be 200 characters or less'],
  ])('refuses %j', (input, message) => {
    expect(issue(createCollectionInputSchema.safeParse(input))).toBe(message);
  });

  it('sanitises repeatedly, so removed pieces cannot join into a new one', () => {
    expect(removeActiveContent('javajavascript:script:alert')).toBe('alert');
    expect(collectionColor(' #123456 ')).toBe('#123456');
    expect(collectionIcon('🍲🍲🍲🍲')).toBe('🍲🍲🍲🍲');
    expect(collectionIcon('abcde')).toBe('📁');
  });

  it('refuses a move to the same collection or to all favorites', () => {
    const base = { recipeId: 'r', fromCollectionId: 'a' };
    expect(issue(moveRecipeInputSchema.safeParse({ ...base, targetCollectionId: 'a' }))).toBe(
      'Choose a collection other than the current one',
    );
    expect(issue(moveRecipeInputSchema.safeParse({ ...base, targetCollectionId: 'all_favorites' }))).toBe(
      'Choose a collection other than the current one',
    );
    expect(moveRecipeInputSchema.safeParse({ ...base, targetCollectionId: 'b' }).success).toBe(true);
  });

  it('words the favorite limit as the spec does', () => {
    expect(favoriteLimitMessage(100)).toBe(
      'You have reached the limit of 100 recipes in your collection. Remove some recipes to add new ones.',
    );
  });
});

describe('favorites statistics', () => {
  const favorites = [
    saved('soup', { cookCount: 5, addedAt: daysAgo(20) }),
    saved('cake', { addedAt: daysAgo(2) }),
    saved('salad', { addedAt: daysAgo(10) }),
  ];
  const collection = (id: string, recipes: SavedRecipe[], isDefault = false): CollectionView => ({
    id,
    name: id,
    description: '',
    color: '#ff6b6b',
    icon: '📁',
    isDefault,
    recipeCount: recipes.length,
    createdAt: daysAgo(30),
    recipes,
  });

  it('counts collections, entries, unique and tried recipes; a recipe in two places counts once', () => {
    const stats = favoritesStats(
      favorites,
      [
        collection('weeknight', [saved('soup', { cookCount: 7, addedAt: daysAgo(3) }), saved('cake')]),
        collection('party', [saved('cake', { cookCount: 1 })]),
      ],
      NOW,
    );
    expect(stats.totalCollections).toBe(2);
    expect(stats.totalRecipes).toBe(3);
    expect(stats.totalUniqueRecipes).toBe(3);
    expect(stats.triedRecipes).toBe(2);
    expect(stats.mostCookedRecipes.map((item) => [item.recipeId, item.cookCount])).toEqual([
      ['soup', 7],
      ['cake', 1],
    ]);
    // soup was first saved 20 days ago: not recently added although its entry is 3 days old
    expect(stats.recentlyAdded.map((item) => item.recipeId)).toEqual(['cake']);
    expect(stats.needsAttention.map((item) => item.recipeId)).toEqual(['salad']);
  });

  it('lists at most 10 and reports how many wait in all', () => {
    const many = Array.from({ length: 14 }, (_, i) => saved(`r${i}`, { addedAt: daysAgo(i) }));
    const stats = favoritesStats(many, [], NOW);
    expect(stats.needsAttention).toHaveLength(10);
    expect(stats.needsAttentionTotal).toBe(14);
    expect(stats.recentlyAdded.map((item) => item.recipeId)).toEqual([
      'r0',
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'r6',
      'r7',
    ]);
    expect(stats.totalCollections).toBe(0);
  });

  it('colours the counter at 70% and 90% and warns at the limit', () => {
    expect([0, 69, 70, 89, 90, 99, 100].map((count) => counterLevel(count, 100))).toEqual([
      'ok',
      'ok',
      'amber',
      'amber',
      'red',
      'red',
      'full',
    ]);
  });
});

describe('favorites filters and sorts (001 §9)', () => {
  const entries = [
    saved(
      'quick',
      { personalRating: 5, cookCount: 2, lastCooked: '2026-11-01', tags: ['Soup'], addedAt: daysAgo(3) },
      { preparationTime: 30, title: 'Borscht', rating: 3 },
    ),
    saved(
      'medium',
      { personalRating: 3, addedAt: daysAgo(20) },
      { preparationTime: 31, title: 'Apple pie', rating: 5 },
    ),
    saved(
      'long',
      { personalRating: null, cookCount: 9, lastCooked: '2026-11-20', addedAt: daysAgo(40), tags: ['soup'] },
      { preparationTime: 61, title: 'Cholent', rating: 4 },
    ),
  ];
  const ids = (filter: Partial<typeof DEFAULT_FILTER>) =>
    filterSaved(entries, { ...DEFAULT_FILTER, ...filter }, NOW).map((entry) => entry.recipeId);

  it('filters by cooking time band at 30 and 60 minutes', () => {
    expect(ids({ cookingTime: 'quick' })).toEqual(['quick']);
    expect(ids({ cookingTime: 'medium' })).toEqual(['medium']);
    expect(ids({ cookingTime: 'long' })).toEqual(['long']);
  });

  it('filters by personal rating, cook status, date added and personal tag', () => {
    expect(ids({ minPersonalRating: 4 })).toEqual(['quick']);
    expect(ids({ minPersonalRating: 3 })).toEqual(['quick', 'medium']);
    expect(ids({ cookStatus: 'tried' })).toEqual(['quick', 'long']);
    expect(ids({ cookStatus: 'not-tried' })).toEqual(['medium']);
    expect(ids({ dateAdded: 'last-week' })).toEqual(['quick']);
    expect(ids({ dateAdded: 'last-month' })).toEqual(['quick', 'medium']);
    expect(ids({ tag: 'SOUP' })).toEqual(['quick', 'long']);
  });

  it('sorts by each key', () => {
    expect(ids({})).toEqual(['quick', 'medium', 'long']);
    expect(ids({ sort: 'personalRating' })).toEqual(['quick', 'medium', 'long']);
    expect(ids({ sort: 'cookCount' })).toEqual(['long', 'quick', 'medium']);
    expect(ids({ sort: 'lastCooked' })).toEqual(['long', 'quick', 'medium']);
    expect(ids({ sort: 'title' })).toEqual(['medium', 'quick', 'long']);
    expect(ids({ sort: 'rating' })).toEqual(['medium', 'long', 'quick']);
  });

  it('lists personal tags once and counts favorites per category', () => {
    expect(personalTags(entries)).toEqual(['Soup']);
    const counts = categoryCounts([
      saved('a', {}, { categories: ['dinner', 'soup'] }),
      saved('b', {}, { categories: ['dinner'] }),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ all: 2, dinner: 2, soup: 1 });
  });
});
