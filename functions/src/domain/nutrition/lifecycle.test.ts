import { describe, expect, it } from 'vitest';
import { calculationRequested } from './lifecycle';

const SOUP = ['2 cups red lentils', '1 onion'];
const recipe = (caloriesStatus: string, calorieCalculationAttempts: number, ingredients = SOUP) => ({
  caloriesStatus,
  calorieCalculationAttempts,
  ingredients,
  servings: 4,
});

describe('calculationRequested: which recipe writes ask calories-onRecipeWritten for a calculation', () => {
  it.each([
    ['a created recipe', null, recipe('pending', 0), true],
    [
      'an edit of a calculated recipe’s ingredients',
      recipe('calculated', 1),
      recipe('pending', 1, ['salt']),
      true,
    ],
    ['an edit of a pending recipe’s ingredients', recipe('pending', 1), recipe('pending', 1, ['salt']), true],
    ['an attempt that left a pending recipe pending', recipe('pending', 1), recipe('pending', 2), false],
    [
      'the job’s attempt that took a failed recipe back to pending',
      recipe('failed', 1),
      recipe('pending', 2),
      false,
    ],
    ['a calculated result', recipe('pending', 0), recipe('calculated', 1), false],
    ['a deletion', recipe('calculated', 1), null, false],
  ])('%s: %s', (_case, before, after, asked) => {
    expect(calculationRequested(before, after)).toBe(asked);
  });
});
