import { describe, expect, it } from 'vitest';
import { stepIngredients } from './stepIngredients';

describe("a step's ingredients", () => {
  const corn = [
    '4 ears of corn, kernels cut off',
    '1 small red onion, finely chopped',
    '1 lime, zest and juice',
    '1 handful of cilantro',
    '2 tbsp olive oil',
    '1/2 tsp salt',
  ];

  it('finds the lines whose food words the step holds, plurals and all', () => {
    expect(stepIngredients('Add the onion, lime zest and juice, oil and salt, and toss.', corn)).toEqual([
      1, 2, 4, 5,
    ]);
    expect(stepIngredients('Heat a dry cast-iron pan until it smokes.', corn)).toEqual([]);
    expect(stepIngredients('Whisk the eggs with the onions.', ['2 eggs', '1 onion', '1 cup sugar'])).toEqual([
      0, 1,
    ]);
  });

  it('reads Hebrew past its prefixed letters and plural endings', () => {
    const shakshuka = ['6 ביצים', '5 עגבניות בשלות, קצוצות', '1 בצל, קצוץ', '3 כפות שמן זית', 'מלח'];
    expect(stepIngredients('מחממים את השמן במחבת ומטגנים את הבצל', shakshuka)).toEqual([2, 3]);
    expect(stepIngredients('שוברים לתוכן את הביצים', shakshuka)).toEqual([0]);
  });

  it('matches French and Italian without accents and final vowels', () => {
    expect(stepIngredients('Ajouter les échalotes.', ['2 echalote', '1 cuillère de sel'])).toEqual([0]);
    expect(stepIngredients('Sbattete le uova.', ['2 uovo', '1 cucchiaio di zucchero'])).toEqual([0]);
  });
});
