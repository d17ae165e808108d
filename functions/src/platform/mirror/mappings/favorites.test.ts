import { describe, expect, it } from 'vitest';
import { favoritesLimit } from '../../../favorites/deps';
import { favoriteMapping } from './favorites';

describe('favoriteMapping (users/{uid}/favoriteMetadata/{recipeId} → public.favorites)', () => {
  it('takes owner and recipe from the key, never from the document, and keeps the notes out of the row', () => {
    const row = favoriteMapping.toRow('u1/r1', {
      version: 1,
      recipeId: 'other',
      userId: 'intruder',
      addedAt: '2026-11-20T10:00:00.000Z',
      personalNotes: 'private',
    });
    expect(row).toEqual({ user_id: 'u1', recipe_id: 'r1', added_at: '2026-11-20T10:00:00.000Z' });
    expect(favoriteMapping.parent).toBe('users');
  });

  it('leaves added_at to its default when the document has no time', () => {
    expect(favoriteMapping.toRow('u1/r1', { version: 0 })).toEqual({ user_id: 'u1', recipe_id: 'r1' });
  });
});

describe('the all-favorites limit (a build setting, 001 §9)', () => {
  it('is 100 by default and FAVORITES_LIMIT when that is a positive whole number', () => {
    expect(favoritesLimit(undefined)).toBe(100);
    expect(favoritesLimit('250')).toBe(250);
    expect(favoritesLimit('0')).toBe(100);
    expect(favoritesLimit('lots')).toBe(100);
  });
});
