import { describe, expect, it } from 'vitest';
import { offlineTranslation, translateIngredientLine } from './offlineTranslation';

describe('an ingredient line in another language, from the tables alone', () => {
  it.each([
    ['2 cups flour', 'he', '2 כוסות קמח'],
    ['2 cups flour', 'fr', '2 tasses de farine'],
    ['2 cups flour', 'it', '2 tazze di farina'],
    ['1 cup sugar', 'he', '1 כוס סוכר'],
    ['200 g butter', 'fr', '200 g de beurre'],
    ['200 g butter', 'it', '200 g di burro'],
    ['1 1/2 cups milk', 'it', '1 1/2 tazze di latte'],
    ['1 tbsp olive oil', 'fr', "1 c. à soupe d'huile d'olive"],
    ['2 כוסות קמח', 'en', '2 cups all-purpose flour'],
    ['250 ml lait', 'en', '250 ml milk'],
    ['honey', 'he', 'דבש'],
    ['1 egg', 'fr', '1 œuf'],
    ['1 ½ cups milk', 'he', '\u20661 ½\u2069 כוסות חלב'],
  ])('%s → (%s) %s', (line, language, expected) => {
    expect(translateIngredientLine(line, language as 'he')).toBe(expected);
  });

  it.each([
    ['a food with another word', '2 cups flour, sifted', 'he'],
    ['a food the table does not know', '1 cup quinoa flakes from the market', 'he'],
    ['a counted plural the table names in the singular', '3 eggs', 'he'],
    ['a unit without a name in every language', '2 cloves garlic', 'fr'],
    ['a language the tables do not hold', '2 cups flour', 'de'],
    ['a quantity in words', 'two cups flour', 'fr'],
  ])('keeps %s for the cook', (_, line, language) => {
    expect(translateIngredientLine(line, language as 'he')).toBeNull();
  });
});

describe('the offline translation of a recipe', () => {
  const texts = {
    title: 'Simple cake',
    description: 'A quick cake',
    ingredients: ['2 cups flour', '1 cup sugar', '3 eggs'],
    instructions: ['Mix everything', 'Bake 30 minutes'],
    tags: ['cake'],
    recipeTip: '',
  };

  it('writes the lines it can, keeps the others as they were and marks every kept line', () => {
    const draft = offlineTranslation(texts, 'he');
    expect(draft).toMatchObject({ language: 'he', source: 'offline' });
    expect(draft.texts).toEqual({
      ...texts,
      ingredients: ['2 כוסות קמח', '1 כוס סוכר', '3 eggs'],
    });
    expect(draft.toReview).toEqual([
      { field: 'title', index: null },
      { field: 'description', index: null },
      { field: 'ingredients', index: 2 },
      { field: 'instructions', index: 0 },
      { field: 'instructions', index: 1 },
      { field: 'tags', index: null },
    ]);
  });

  it('marks an empty text nowhere, and everything in a language the tables do not hold', () => {
    const draft = offlineTranslation({ ...texts, description: '', tags: [] }, 'ar');
    expect(draft.texts).toEqual({ ...texts, description: '', tags: [] });
    expect(draft.toReview.map((mark) => `${mark.field}${mark.index ?? ''}`)).toEqual([
      'title',
      'ingredients0',
      'ingredients1',
      'ingredients2',
      'instructions0',
      'instructions1',
    ]);
  });
});
