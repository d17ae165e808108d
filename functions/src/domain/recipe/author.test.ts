import { describe, expect, it } from 'vitest';
import { recipeAuthorId } from './author';

describe('recipeAuthorId (000 §3): authorId, else the legacy userId', () => {
  it('reads authorId first', () => {
    expect(recipeAuthorId({ authorId: 'a', userId: 'u' })).toBe('a');
  });

  it('falls back to userId when authorId is missing, empty or not text', () => {
    expect(recipeAuthorId({ userId: 'u' })).toBe('u');
    expect(recipeAuthorId({ authorId: '', userId: 'u' })).toBe('u');
    expect(recipeAuthorId({ authorId: 7, userId: 'u' })).toBe('u');
  });

  it('is empty when neither names a cook', () => {
    expect(recipeAuthorId({})).toBe('');
    expect(recipeAuthorId({ authorId: null, userId: 3 })).toBe('');
  });
});
