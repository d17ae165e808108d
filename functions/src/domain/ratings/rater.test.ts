import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertNotOwnRecipe } from './rater';

describe('assertNotOwnRecipe: an author does not rate their own recipe (issue 27)', () => {
  it('refuses the author, by authorId or the legacy userId, with a clear error', () => {
    expect(() => assertNotOwnRecipe('cook', { authorId: 'cook' })).toThrow(AppError);
    expect(() => assertNotOwnRecipe('cook', { authorId: 'cook' })).toThrow('You cannot rate your own recipe');
    expect(() => assertNotOwnRecipe('cook', { userId: 'cook' })).toThrow('You cannot rate your own recipe');
  });

  it('lets anyone else rate', () => {
    expect(() => assertNotOwnRecipe('reader', { authorId: 'cook' })).not.toThrow();
    expect(() => assertNotOwnRecipe('reader', {})).not.toThrow();
  });
});
