import { describe, expect, it } from 'vitest';
import { findCategory, primaryCategory } from './types';

const category = (id: string, nameEn: string, isPrimary = false) => ({ id, nameEn, isPrimary });
const catalogue = [
  category('breakfast', 'Breakfast'),
  category('desserts', 'Desserts'),
  category('x9f', 'Snacks'),
  category('main-courses', 'Main Courses', true),
  category('lunch', 'Lunch'),
];

describe('findCategory: a ?category= value (spec 000 §2)', () => {
  it('finds the pills bar’s id and the side navigation’s name, singular or plural, any case', () => {
    expect(findCategory(catalogue, 'main-courses')?.id).toBe('main-courses');
    expect(findCategory(catalogue, 'dessert')?.id).toBe('desserts');
    expect(findCategory(catalogue, 'snack')?.id).toBe('x9f');
    expect(findCategory(catalogue, 'Lunch')?.id).toBe('lunch');
  });

  it('finds nothing for an unknown or missing value', () => {
    expect(findCategory(catalogue, 'dinner')).toBeUndefined();
    expect(findCategory(catalogue, null)).toBeUndefined();
    expect(findCategory(catalogue, '')).toBeUndefined();
  });
});

describe('primaryCategory (spec 002 §3: the default for new recipes)', () => {
  it('is the category marked primary, or none', () => {
    expect(primaryCategory(catalogue)?.id).toBe('main-courses');
    expect(primaryCategory([category('soups', 'Soups')])).toBeUndefined();
  });
});
