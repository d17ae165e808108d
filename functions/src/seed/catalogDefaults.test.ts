import { describe, expect, it } from 'vitest';
import {
  createCategoryInputSchema,
  createDietaryOptionInputSchema,
  dietaryOptionIdFor,
  slugify,
} from '../domain/catalog';
import { CATEGORY_SHORTCUT_NAMES, findCategory } from '../domain/catalog/types';
import { DEFAULT_CATEGORIES, DEFAULT_DIETARY_OPTIONS } from './catalogDefaults';

describe('default categories', () => {
  it('are the ten of the spec plus Lunch and Dinner (the side navigation’s shortcuts), Main Courses primary', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.nameEn)).toEqual([
      'Appetizers',
      'Main Courses',
      'Desserts',
      'Salads',
      'Soups',
      'Breakfast',
      'Lunch',
      'Dinner',
      'Beverages',
      'Snacks',
      'Vegetarian',
      'Vegan',
    ]);
    expect(DEFAULT_CATEGORIES.filter((c) => c.isPrimary).map((c) => c.id)).toEqual(['main-courses']);
  });

  it('give each of the side navigation’s five shortcuts a category (spec 000 §2)', () => {
    expect(CATEGORY_SHORTCUT_NAMES.map((name) => findCategory(DEFAULT_CATEGORIES, name)?.id)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'desserts',
      'snacks',
    ]);
  });

  it.each(DEFAULT_CATEGORIES.map((c) => [c.id, c] as const))(
    '%s passes the category rules, id = slug',
    (id, category) => {
      expect(createCategoryInputSchema.safeParse(category).success).toBe(true);
      expect(slugify(category.nameEn)).toBe(id);
      expect(category.nameHe).toMatch(/^[\u0590-\u05FF ]+$/);
    },
  );
});

describe('default dietary options', () => {
  it('are Kosher, Vegan, Vegetarian, Gluten-Free in order 1-4', () => {
    expect(DEFAULT_DIETARY_OPTIONS.map((o) => [o.nameEn, o.fieldName, o.order])).toEqual([
      ['Kosher', 'isKosher', 1],
      ['Vegan', 'isVegan', 2],
      ['Vegetarian', 'isVegetarian', 3],
      ['Gluten-Free', 'isGlutenFree', 4],
    ]);
  });

  it.each(DEFAULT_DIETARY_OPTIONS.map((o) => [o.id, o] as const))(
    '%s passes the option rules',
    (id, option) => {
      expect(createDietaryOptionInputSchema.safeParse(option).success).toBe(true);
      expect(dietaryOptionIdFor(option.fieldName)).toBe(id);
    },
  );
});
