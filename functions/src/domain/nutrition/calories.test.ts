import { describe, expect, it } from 'vitest';
import { answersOf } from '../../testing/answers';
import { DEMO_RECIPES } from '../../seed/demoRecipesData';
import { estimateRecipeCalories, ingredientCalories } from './calories';
import { FOODS, findFood } from './foods';
import { parseIngredientLine } from './parse';

describe('ingredient lines', () => {
  it.each([
    ['2 cups flour', 2, 'cup'],
    ['1 1/2 cups sugar', 1.5, 'cup'],
    ['1½ tbsp olive oil', 1.5, 'tbsp'],
    ['½ teaspoon salt', 0.5, 'tsp'],
    ['2-3 carrots', 2.5, null],
    ['2 to 4 eggs', 3, null],
    ['one onion', 1, null],
    ['0,5 l lait', 0.5, 'l'],
    ['200 גרם קמח', 200, 'g'],
    ['2 כוסות סוכר', 2, 'cup'],
    ['3 כפות שמן זית', 3, 'tbsp'],
    ['2 cuillères à soupe de beurre', 2, 'tbsp'],
    ['3 cucchiai di olio', 3, 'tbsp'],
    ['250 g farina', 250, 'g'],
  ])('"%s" → %s %s', (line, quantity, unit) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBeCloseTo(quantity);
    expect(parsed.unit).toBe(unit);
  });

  it('prefers a weight the line states, and reads sized packages', () => {
    expect(parseIngredientLine('1 cup / 125 g all-purpose flour').statedGrams).toBe(125);
    expect(parseIngredientLine('1 14-ounce can coconut milk').statedGrams).toBeCloseTo(396.9);
    expect(parseIngredientLine('2 (15 oz) cans chickpeas').statedGrams).toBeCloseTo(850.5);
  });

  it('counts nothing for "to taste", optional and heading lines', () => {
    expect(parseIngredientLine('salt and pepper to taste').negligible).toBe(true);
    expect(parseIngredientLine('מלח לפי הטעם').negligible).toBe(true);
    expect(parseIngredientLine('For the sauce:').negligible).toBe(true);
    expect(ingredientCalories('2 tbsp parsley, optional').calories).toBe(0);
  });
});

describe('the nutrition table', () => {
  it('has at least 400 foods, each named in en, he, fr and it, with an energy value', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(400);
    for (const food of FOODS) {
      for (const language of ['en', 'he', 'fr', 'it'] as const) {
        expect(food.names[language].length, `${food.key} in ${language}`).toBeGreaterThan(0);
      }
      expect(food.kcalPer100g).toBeGreaterThanOrEqual(0);
      expect(food.kcalPer100g).toBeLessThanOrEqual(900);
    }
  });
});

describe('a recipe', () => {
  it('adds up per serving: 200 g flour (728) + 100 g sugar (387) + 2 eggs (143) over 4 servings', () => {
    const estimate = estimateRecipeCalories(['200 g flour', '100 g sugar', '2 eggs', 'salt to taste'], 4);
    expect(estimate.totalCalories).toBe(Math.round(728 + 387 + 143));
    expect(estimate.caloriesPerServing).toBe(Math.round((728 + 387 + 143) / 4));
  });

  it('reads Hebrew, French and Italian lines alike', () => {
    const he = estimateRecipeCalories(['200 גרם קמח', '100 גרם סוכר', '2 ביצים'], 4);
    const fr = estimateRecipeCalories(['200 g de farine', '100 g de sucre', '2 œufs'], 4);
    const it = estimateRecipeCalories(['200 g di farina', '100 g di zucchero', '2 uova'], 4);
    expect(he.caloriesPerServing).toBe(315);
    expect(fr.caloriesPerServing).toBe(315);
    expect(it.caloriesPerServing).toBe(315);
  });

  it('gives no number when most lines are not food it knows', () => {
    const estimate = estimateRecipeCalories(['2 widgets', '1 cup moonbeams', '3 gizmos', '1 egg'], 2);
    expect(estimate.caloriesPerServing).toBeNull();
  });

  it('every demo recipe of the seed gets calories offline', () => {
    for (const demo of DEMO_RECIPES) {
      const recipe = demo.recipe as { ingredients: string[]; servings?: number };
      const estimate = estimateRecipeCalories(recipe.ingredients, recipe.servings ?? 4);
      expect(estimate.caloriesPerServing, demo.id).not.toBeNull();
    }
  });
});

describe('which food a line names', () => {
  it('finds the longest name, in any of the four languages, past a Hebrew prefix and before its notes', () => {
    // an English name by its last word, a French or Hebrew one by its first
    const foods = {
      'packed light brown sugar': 'brown sugar',
      sugar: 'granulated sugar',
      'קמח מלא': 'whole wheat flour',
      והבצל: 'onion',
      "huile d'olive": 'olive oil',
      'farina integrale': 'whole wheat flour',
      '3/4 cup cherry jam': 'jam',
      '2 cans chili beans, with sauce': 'black beans',
      '200 g de confiture de cerises': 'jam',
      '1/2 cup butter (or margarine)': 'butter',
      '1 cup milk, or cream': 'milk',
    };
    expect(answersOf((line) => findFood(line)?.key, foods)).toEqual(foods);
  });

  it('counts a weight given for each piece once per piece', () => {
    expect(ingredientCalories('2 ahi tuna steaks (about 4 oz. each)').grams).toBe(227);
    expect(ingredientCalories('2 ears fresh corn').grams).toBe(200);
  });
});
