import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../testing/zod';
import {
  createCategoryInputSchema,
  deleteCategoryInputSchema,
  isEnglishNameTaken,
  moveRecipeCategory,
  primaryIdsToClear,
  updateCategoryInputSchema,
} from './category';
import { CATEGORY_MESSAGES } from './messages';

const names = { nameEn: 'Soups', nameHe: 'מרקים', nameFr: 'Soupes', nameIt: 'Zuppe' };

describe('createCategoryInputSchema', () => {
  it('accepts the four names, trims them and defaults the emoji and primary flag', () => {
    const padded = Object.fromEntries(Object.entries(names).map(([field, name]) => [field, `  ${name} `]));
    expect(createCategoryInputSchema.parse(padded)).toEqual({ ...names, emoji: '🍽️', isPrimary: false });
  });

  it('keeps a given emoji and primary flag', () => {
    const parsed = createCategoryInputSchema.parse({ ...names, emoji: ' 🍲 ', isPrimary: true });
    expect(parsed.emoji).toBe('🍲');
    expect(parsed.isPrimary).toBe(true);
  });

  it.each(['nameEn', 'nameHe', 'nameFr', 'nameIt'] as const)('requires %s (missing or blank)', (field) => {
    const missing = { ...names } as Record<string, unknown>;
    delete missing[field];
    expect(firstMessage(createCategoryInputSchema.safeParse(missing))).toBe(CATEGORY_MESSAGES.namesRequired);
    expect(firstMessage(createCategoryInputSchema.safeParse({ ...names, [field]: '   ' }))).toBe(
      'English, Hebrew, French, and Italian names are all required',
    );
  });

  it('names the field that failed', () => {
    const result = createCategoryInputSchema.safeParse({ ...names, nameFr: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['nameFr']);
  });

  it('refuses a name over 50 characters', () => {
    expect(firstMessage(createCategoryInputSchema.safeParse({ ...names, nameEn: 'x'.repeat(51) }))).toBe(
      CATEGORY_MESSAGES.nameTooLong,
    );
  });

  it('refuses an emoji that is not a single emoji, and defaults a blank one', () => {
    expect(firstMessage(createCategoryInputSchema.safeParse({ ...names, emoji: 'soup' }))).toBe(
      CATEGORY_MESSAGES.emojiInvalid,
    );
    expect(firstMessage(createCategoryInputSchema.safeParse({ ...names, emoji: '🍲🍲' }))).toBe(
      CATEGORY_MESSAGES.emojiInvalid,
    );
    expect(createCategoryInputSchema.parse({ ...names, emoji: '  ' }).emoji).toBe('🍽️');
  });
});

describe('updateCategoryInputSchema', () => {
  it('requires the id and the four names, leaves emoji and primary undefined when omitted', () => {
    expect(updateCategoryInputSchema.parse({ id: ' soups ', ...names })).toEqual({
      id: 'soups',
      ...names,
      emoji: undefined,
      isPrimary: undefined,
    });
    expect(firstMessage(updateCategoryInputSchema.safeParse(names))).toBe(CATEGORY_MESSAGES.idRequired);
    expect(firstMessage(updateCategoryInputSchema.safeParse({ id: 'soups', ...names, nameIt: ' ' }))).toBe(
      CATEGORY_MESSAGES.namesRequired,
    );
  });

  it('refuses an id that is not a document id', () => {
    expect(firstMessage(updateCategoryInputSchema.safeParse({ id: 'a/b', ...names }))).toBe(
      CATEGORY_MESSAGES.idRequired,
    );
  });
});

describe('deleteCategoryInputSchema', () => {
  it('makes the replacement optional and treats blank or null as absent', () => {
    expect(deleteCategoryInputSchema.parse({ id: 'soups' })).toEqual({
      id: 'soups',
      replacementCategoryId: undefined,
    });
    expect(
      deleteCategoryInputSchema.parse({ id: 'soups', replacementCategoryId: ' ' }).replacementCategoryId,
    ).toBe(undefined);
    expect(
      deleteCategoryInputSchema.parse({ id: 'soups', replacementCategoryId: null }).replacementCategoryId,
    ).toBe(undefined);
    expect(
      deleteCategoryInputSchema.parse({ id: 'soups', replacementCategoryId: 'salads' }).replacementCategoryId,
    ).toBe('salads');
  });

  it('refuses the category itself as its replacement', () => {
    expect(
      firstMessage(deleteCategoryInputSchema.safeParse({ id: 'soups', replacementCategoryId: 'soups' })),
    ).toBe('Please select a replacement category');
  });
});

describe('isEnglishNameTaken', () => {
  const categories = [
    { id: 'soups', nameEn: 'Soups' },
    { id: 'main-courses', nameEn: 'Main  Courses' },
  ];
  it('compares ignoring case and spacing', () => {
    expect(isEnglishNameTaken('soups', categories)).toBe(true);
    expect(isEnglishNameTaken(' MAIN courses ', categories)).toBe(true);
    expect(isEnglishNameTaken('Salads', categories)).toBe(false);
  });
  it('ignores the category being edited', () => {
    expect(isEnglishNameTaken('SOUPS', categories, 'soups')).toBe(false);
    expect(isEnglishNameTaken('Soups', categories, 'main-courses')).toBe(true);
  });
});

describe('primaryIdsToClear', () => {
  it('lists every other primary category', () => {
    const categories = [
      { id: 'a', isPrimary: true },
      { id: 'b', isPrimary: false },
      { id: 'c', isPrimary: true },
      { id: 'd' },
    ];
    expect(primaryIdsToClear(categories, 'b')).toEqual(['a', 'c']);
    expect(primaryIdsToClear(categories, 'a')).toEqual(['c']);
  });
});

describe('moveRecipeCategory', () => {
  it('replaces the category in place', () => {
    expect(
      moveRecipeCategory({ categories: ['soups', 'vegan'], primaryCategory: 'vegan' }, 'soups', 'salads'),
    ).toEqual({
      categories: ['salads', 'vegan'],
    });
  });
  it('drops the duplicate when the recipe already has the replacement', () => {
    expect(moveRecipeCategory({ categories: ['salads', 'soups', 'vegan'] }, 'soups', 'salads')).toEqual({
      categories: ['salads', 'vegan'],
    });
  });
  it('moves the primary and the legacy single category', () => {
    expect(
      moveRecipeCategory(
        { categories: ['soups'], primaryCategory: 'soups', category: 'soups' },
        'soups',
        'salads',
      ),
    ).toEqual({ categories: ['salads'], primaryCategory: 'salads', category: 'salads' });
  });
  it('moves a primary that is missing from the list', () => {
    expect(
      moveRecipeCategory({ categories: ['vegan'], primaryCategory: 'soups' }, 'soups', 'salads'),
    ).toEqual({
      categories: ['vegan'],
      primaryCategory: 'salads',
    });
  });
  it('returns null when the recipe does not use the category', () => {
    expect(
      moveRecipeCategory({ categories: ['vegan'], primaryCategory: 'vegan' }, 'soups', 'salads'),
    ).toBeNull();
    expect(moveRecipeCategory({}, 'soups', 'salads')).toBeNull();
  });
  it('ignores entries that are not strings', () => {
    expect(moveRecipeCategory({ categories: ['soups', 3, null] }, 'soups', 'salads')).toEqual({
      categories: ['salads'],
    });
  });
});
