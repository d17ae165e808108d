/** Staples (issue 33 §2): salt, pepper, oil and water by default, in every language; the user's choices win. */
import { describe, expect, it } from 'vitest';
import { FOODS } from '../nutrition/foods';
import { mergeShoppingLines } from './merge';
import { DEFAULT_STAPLES, NO_STAPLE_CHOICES, chooseStaple, isStaple } from './staples';

const foodOf = (text: string) =>
  mergeShoppingLines([{ recipeId: 'r', recipeTitle: 'R', text, factor: 1 }]).lines[0]?.food ?? null;

describe('isStaple', () => {
  it('names foods of the nutrition table', () => {
    expect(DEFAULT_STAPLES.filter((key) => !FOODS.some((food) => food.key === key))).toEqual([]);
  });

  it.each([
    ['1 tsp salt', true],
    ['מלח', true],
    ['1 pincée de sel', true],
    ['sale q.b.', true],
    ['freshly ground black pepper', true],
    ['פלפל שחור', true],
    ['2 tbsp olive oil', true],
    ["2 cucchiai d'olio d'oliva", true],
    ['1 tbsp vegetable oil', true],
    ['1 כוס מים', true],
    ["250 ml d'eau", true],
    ['2 onions', false],
    ['1 red pepper', false],
    ['Juice of 2 lemons', false],
  ])('%s: %s by default', (text, expected) => {
    expect(isStaple(foodOf(text))).toBe(expected);
  });

  it('follows the user’s choices over the default', () => {
    let choices = chooseStaple(NO_STAPLE_CHOICES, 'salt', false);
    choices = chooseStaple(choices, 'all-purpose flour', true);
    expect(choices).toEqual({ added: ['all-purpose flour'], removed: ['salt'] });
    expect(isStaple('salt', choices)).toBe(false);
    expect(isStaple('all-purpose flour', choices)).toBe(true);
    expect(isStaple('black pepper', choices)).toBe(true);
    // undone, each food leaves its list
    choices = chooseStaple(chooseStaple(choices, 'salt', true), 'all-purpose flour', false);
    expect(choices).toEqual({ added: [], removed: [] });
    expect(isStaple(null, choices)).toBe(false);
  });
});
