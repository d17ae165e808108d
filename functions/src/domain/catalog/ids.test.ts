import { describe, expect, it } from 'vitest';
import { isSingleEmoji } from './emoji';
import { categoryIdFor, dietaryOptionIdFor, isValidDocumentId, nameKey, slugify } from './ids';
import { localizedName } from './types';

describe('slugify', () => {
  it.each([
    ['Main Courses', 'main-courses'],
    ['  Crème brûlée ', 'creme-brulee'],
    ['Mac & Cheese', 'mac-and-cheese'],
    ['מרקים', ''],
    ['Gluten-Free!!', 'gluten-free'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('cuts long slugs without a trailing dash', () => {
    const slug = slugify('a'.repeat(49) + ' b');
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('categoryIdFor', () => {
  it('uses the slug of the English name, else the fallback', () => {
    const taken = new Set(['soups']);
    expect(categoryIdFor('Main Courses', (id) => taken.has(id), 'auto1')).toBe('main-courses');
    expect(categoryIdFor('Soups', (id) => taken.has(id), 'auto1')).toBe('auto1');
    expect(categoryIdFor('🍲', (id) => taken.has(id), 'auto2')).toBe('auto2');
  });
});

describe('dietaryOptionIdFor', () => {
  it.each([
    ['isKosher', 'kosher'],
    ['isGlutenFree', 'gluten-free'],
    ['isLowFODMAP', 'low-fodmap'],
    ['isOmega3Rich', 'omega3-rich'],
  ])('%s → %s', (fieldName, id) => expect(dietaryOptionIdFor(fieldName)).toBe(id));
});

describe('nameKey', () => {
  it('ignores case and spacing', () => expect(nameKey('  Main   COURSES ')).toBe(nameKey('main courses')));
});

describe('isValidDocumentId', () => {
  it.each([
    ['soups', true],
    ['', false],
    ['a/b', false],
    ['.', false],
    ['..', false],
    ['__id__', false],
  ])('%s → %s', (id, valid) => expect(isValidDocumentId(id)).toBe(valid));
});

describe('isSingleEmoji', () => {
  it.each(['🍲', '🍽️', '🇮🇱', '👨‍🍳', '1️⃣', '🥗'])('accepts %s', (emoji) =>
    expect(isSingleEmoji(emoji)).toBe(true),
  );
  it.each(['', 'a', 'soup', '🍲🍲', '🍲a', '1'])('refuses %s', (value) =>
    expect(isSingleEmoji(value)).toBe(false),
  );
});

describe('localizedName', () => {
  const names = { nameEn: 'Soups', nameHe: 'מרקים', nameFr: 'Soupes', nameIt: '' };
  it('picks the language and falls back to English', () => {
    expect(localizedName(names, 'he')).toBe('מרקים');
    expect(localizedName(names, 'fr-FR')).toBe('Soupes');
    expect(localizedName(names, 'it')).toBe('Soups');
    expect(localizedName(names, 'de')).toBe('Soups');
  });
});
