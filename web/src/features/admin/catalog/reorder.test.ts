import { describe, expect, it } from 'vitest';
import { moveNextTo, moveTo, sameOrder } from './reorder';

describe('dietary option reordering', () => {
  const ids = ['kosher', 'vegan', 'vegetarian', 'gluten-free'];

  it('moves an option one place down and back up', () => {
    const down = moveTo(ids, 'kosher', 1);
    expect(down).toEqual(['vegan', 'kosher', 'vegetarian', 'gluten-free']);
    expect(moveTo(down, 'kosher', 0)).toEqual(ids);
  });

  it('clamps moves past either end', () => {
    expect(moveTo(ids, 'vegan', -3)).toEqual(['vegan', 'kosher', 'vegetarian', 'gluten-free']);
    expect(moveTo(ids, 'vegan', 99)).toEqual(['kosher', 'vegetarian', 'gluten-free', 'vegan']);
  });

  it('drops before or after a target row', () => {
    expect(moveNextTo(ids, 'gluten-free', 'kosher', false)).toEqual([
      'gluten-free',
      'kosher',
      'vegan',
      'vegetarian',
    ]);
    expect(moveNextTo(ids, 'kosher', 'vegetarian', true)).toEqual([
      'vegan',
      'vegetarian',
      'kosher',
      'gluten-free',
    ]);
    expect(moveNextTo(ids, 'kosher', 'kosher', true)).toEqual(ids);
  });

  it('compares orders', () => {
    expect(sameOrder(ids, [...ids])).toBe(true);
    expect(sameOrder(ids, moveTo(ids, 'vegan', 0))).toBe(false);
  });
});
