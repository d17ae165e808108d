import { describe, expect, it } from 'vitest';
import { addTags } from './tagList';

describe('addTags', () => {
  it('adds each entry of a pasted list, once (case aside), without the leading #', () => {
    expect(addTags(['soup'], '#Quick, soup,\nweeknight  dinner, ')).toEqual({
      tags: ['soup', 'Quick', 'weeknight dinner'],
      added: ['Quick', 'weeknight dinner'],
      duplicates: ['soup'],
      dropped: [],
    });
  });

  it('names the tags over the limit instead of dropping them silently', () => {
    const result = addTags(['a', 'b'], 'c, d, e', 3);
    expect(result.tags).toEqual(['a', 'b', 'c']);
    expect(result.dropped).toEqual(['d', 'e']);
  });

  it('cuts a tag to its maximum length', () => {
    expect(addTags([], 'x'.repeat(40)).tags).toEqual(['x'.repeat(30)]);
  });
});
