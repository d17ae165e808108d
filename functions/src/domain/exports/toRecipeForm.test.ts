import { describe, expect, it } from 'vitest';
import { toRecipeForm } from './toRecipeForm';
import type { ExportedRecipe } from './types';

const CATALOGUE = [
  { id: 'soups', nameEn: 'Soups', isPrimary: true },
  { id: 'desserts', nameEn: 'Desserts' },
];

function exported(url: string | null): ExportedRecipe {
  return {
    recipe: {
      title: 'Lentil soup',
      description: '',
      recipeTip: '',
      ingredients: ['1 cup lentils'],
      instructions: ['Simmer the lentils.'],
      tags: [],
      preparationTime: null,
      cookingTime: 30,
      totalTime: 45,
      servings: 4,
    },
    categoryNames: ['Desserts'],
    source: { url, app: 'Paprika' },
    photo: null,
  };
}

describe('an exported recipe as recipes-create takes it', () => {
  it('is private, and keeps the original address as its source, named by its site', () => {
    const form = toRecipeForm(exported('https://www.bbcgoodfood.com/recipes/lentil-soup'), CATALOGUE);
    expect(form).toMatchObject({
      visibility: 'private',
      categories: ['desserts'],
      description: 'Lentil soup',
      preparationTime: 15,
      source: {
        url: 'https://www.bbcgoodfood.com/recipes/lentil-soup',
        siteName: 'bbcgoodfood.com',
        author: '',
      },
    });
  });

  it('has no source when the export kept no address', () => {
    expect(toRecipeForm(exported(null), CATALOGUE)).not.toHaveProperty('source');
  });
});
