import { describe, expect, it } from 'vitest';
import { FOODS } from '../nutrition/foods';
import {
  formatQuantity,
  offlineReplacement,
  REPLACEMENT_REASONS,
  SAME_AMOUNT,
  SUBSTITUTIONS,
} from './replacement';
import { ingredientReplacementInputSchema, REPLACEMENT_MESSAGES } from './replacementRules';

describe('the offline substitution table', () => {
  it('replaces at least 150 foods, each named in en, he, fr and it, never by itself', () => {
    expect(SUBSTITUTIONS.size).toBeGreaterThanOrEqual(150);
    for (const [key, substitution] of SUBSTITUTIONS) {
      const food = FOODS.find((candidate) => candidate.key === key);
      for (const named of [food, substitution.to]) {
        for (const language of ['en', 'he', 'fr', 'it'] as const)
          expect(named?.names[language].length).toBeGreaterThan(0);
      }
      expect(substitution.to.key).not.toBe(key);
      expect(substitution.ratio).toBeGreaterThan(0);
    }
  });

  it('writes every reason in the four languages with both foods named', () => {
    for (const texts of Object.values(REPLACEMENT_REASONS)) {
      for (const line of Object.values(texts)) {
        expect(line).toContain('{to}');
        expect(line).toContain('{from}');
      }
    }
  });
});

describe('offlineReplacement', () => {
  it('scales the amount by the ratio in the line’s unit and says why in the asked language', () => {
    expect(offlineReplacement('1 cup butter, melted', 'en')).toEqual({
      substitute: 'coconut oil',
      amount: '1 cup',
      why: 'coconut oil brings the richness and moisture of butter.',
    });
    expect(offlineReplacement('2 cups sugar', 'en')?.amount).toBe('1½ cup');
    expect(offlineReplacement('200 g sugar', 'en')?.substitute).toBe('honey');
    expect(offlineReplacement('200 g sugar', 'en')?.amount).toBe('150 g');
  });

  it('reads Hebrew, French and Italian lines and answers in their language', () => {
    const hebrew = offlineReplacement('2 כפות חמאה', 'he');
    expect(hebrew?.amount).toBe('2 כף');
    expect(hebrew?.why).toContain('חמאה');
    expect(offlineReplacement('3 œufs', 'fr')?.amount).toBe('¾');
    expect(offlineReplacement('burro q.b.', 'it')?.amount).toBe(SAME_AMOUNT.it);
  });

  it('says nothing for a food the table does not replace', () => {
    expect(offlineReplacement('1 tsp salt', 'en')).toBeNull();
    expect(offlineReplacement('a pinch of unobtainium', 'en')).toBeNull();
  });

  it('formats kitchen fractions', () => {
    expect([0.25, 0.5, 1.5, 2, 0.33, 2.4].map(formatQuantity)).toEqual(['¼', '½', '1½', '2', '⅓', '2.4']);
  });
});

describe('ingredientReplacementInputSchema', () => {
  const recipe = { id: 'r1', title: 'Cake', description: '', ingredients: ['1 cup butter', '2 eggs'] };
  it('accepts an ingredient of the recipe and refuses one that is not', () => {
    expect(
      ingredientReplacementInputSchema.safeParse({ recipe, missingIngredient: '2 eggs', language: 'he' })
        .success,
    ).toBe(true);
    const refused = ingredientReplacementInputSchema.safeParse({
      recipe,
      missingIngredient: 'gold',
      language: 'en',
    });
    expect(refused.error?.issues[0]?.message).toBe(REPLACEMENT_MESSAGES.notInRecipe);
    expect(refused.error?.issues[0]?.path).toEqual(['missingIngredient']);
  });
});
