/**
 * The offline providers' drafts (issue 27): a draft's steps come from the closest similar recipe, so its ingredient
 * lines must hold everything those steps use: no cut at five lines, for the title suggestions and the video draft.
 */
import { describe, expect, it } from 'vitest';
import { offlineSuggestionProvider, type SimilarRecipe } from './suggestions';
import { offlineVideoRecipeProvider } from './video';

const FOODS = ['chickpeas', 'tahini', 'lemon', 'garlic', 'cumin', 'paprika', 'parsley', 'olive oil', 'salt'];

const closest: SimilarRecipe = {
  title: 'Hummus',
  description: 'Smooth hummus',
  ingredients: FOODS.map((food) => `1 cup ${food}`),
  instructions: [
    'Blend the chickpeas with the tahini',
    'Add the lemon and the garlic',
    'Season with cumin, paprika and salt',
    'Top with parsley and olive oil',
  ],
  language: 'en',
};
const other: SimilarRecipe = {
  title: 'Quick hummus',
  description: 'Hummus in five minutes',
  ingredients: ['1 cup chickpeas', '2 tbsp tahini', '1 tsp sumac'],
  instructions: ['Blend everything'],
  language: 'en',
};

/** Every food the steps name is in one of the ingredient lines. */
function missingFoods(draft: { ingredients: readonly string[]; instructions: readonly string[] }): string[] {
  const steps = draft.instructions.join(' ').toLowerCase();
  return FOODS.filter((food) => steps.includes(food)).filter(
    (food) => !draft.ingredients.some((line) => line.toLowerCase().includes(food)),
  );
}

describe('offline drafts', () => {
  const suggestions = offlineSuggestionProvider(async () => [closest, other]);

  it('title suggestions: the ingredient lines cover every food the steps use', async () => {
    const draft = await suggestions.suggest({ title: 'Hummus', language: 'en' });
    expect(draft.instructions).toEqual(closest.instructions);
    expect(draft.ingredients.length).toBeGreaterThan(5);
    expect(missingFoods(draft)).toEqual([]);
    // a line only one other recipe has is not the draft's
    expect(draft.ingredients).not.toContain('1 tsp sumac');
  });

  it('video draft: the same, built from the video’s title', async () => {
    const draft = await offlineVideoRecipeProvider(suggestions).extract({
      videoId: 'mtkLentil01',
      url: 'https://www.youtube.com/watch?v=mtkLentil01',
      language: 'en',
      title: 'Hummus in 10 minutes',
      authorName: 'Matkon Demo Kitchen',
    });
    expect(draft.ingredients).toHaveLength(FOODS.length);
    expect(missingFoods(draft)).toEqual([]);
  });

  it('adds the lines other similar recipes share after the closest recipe’s own', async () => {
    const third = { ...other, ingredients: ['1 tsp sumac', '1 cup water'] };
    const draft = await offlineSuggestionProvider(async () => [closest, other, third]).suggest({
      title: 'Hummus',
      language: 'en',
    });
    expect(draft.ingredients).toEqual([...closest.ingredients, '1 tsp sumac']);
  });
});
