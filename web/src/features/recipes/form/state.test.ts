import { describe, expect, it } from 'vitest';
import type { Recipe } from '@domain/recipe/types';
import { anImage } from '@/testing/factories';
import {
  emptyForm,
  formFromRecipe,
  formProblem,
  formProblems,
  hasTag,
  row,
  toRecipeRequest,
  videoState,
  type RecipeFormState,
} from './state';

const filled = (overrides: Partial<RecipeFormState> = {}): RecipeFormState => ({
  ...emptyForm(),
  title: 'Shakshuka',
  description: 'Eggs in tomato sauce',
  categories: ['breakfast', 'main-courses'],
  ingredients: [row('4 eggs'), row('  '), row('1 can tomatoes')],
  instructions: [row('Cook the sauce.'), row('Add the eggs.')],
  ...overrides,
});

describe('the form defaults (spec 000 §5)', () => {
  it('starts at 30 minutes, medium, public, one empty row each', () => {
    const state = emptyForm();
    expect(state.preparationTime).toBe('30');
    expect(state.difficulty).toBe('medium');
    expect(state.visibility).toBe('public');
    expect(state.ingredients).toHaveLength(1);
    expect(state.instructions).toHaveLength(1);
  });
});

describe('formProblem: the domain rules, in the spec order', () => {
  it('asks for the title, then the description (fillRequiredFields)', () => {
    expect(formProblem(emptyForm(), 'create')).toEqual({ key: 'fillRequiredFields', field: 'title' });
    expect(formProblem(filled({ description: ' ' }), 'create')).toEqual({
      key: 'fillRequiredFields',
      field: 'description',
    });
  });

  it('checks the preparation time, categories, ingredients and instructions', () => {
    expect(formProblem(filled({ preparationTime: '' }), 'create')?.key).toBe(
      'errors.preparationTimeRequired',
    );
    expect(formProblem(filled({ preparationTime: '0' }), 'create')?.key).toBe(
      'errors.preparationTimeTooShort',
    );
    expect(formProblem(filled({ preparationTime: '1.5' }), 'create')?.key).toBe(
      'errors.preparationTimeInvalid',
    );
    expect(formProblem(filled({ categories: [] }), 'create')?.key).toBe('errors.categoryRequired');
    expect(formProblem(filled({ ingredients: [row(' ')] }), 'create')).toEqual({
      key: 'errors.ingredientInstructionRequired',
      field: 'ingredients',
    });
    expect(formProblem(filled({ instructions: [row('')] }), 'create')?.field).toBe('instructions');
    expect(formProblem(filled(), 'create')).toBeNull();
  });

  it('refuses an ingredient over 50 characters at its row instead of cutting it (000 §5)', () => {
    const long = 'Sea salt and pepper to taste, plus more for serving';
    const state = filled({ ingredients: [row('4 eggs'), row(long)] });
    expect(formProblems(state, 'create')).toEqual([
      { key: 'errors.ingredientTooLong', field: 'ingredients', row: 1 },
    ]);
    expect(
      toRecipeRequest(filled({ ingredients: [row(long.slice(0, 50))] }), 'create', []).ingredients,
    ).toEqual([long.slice(0, 50)]);
  });

  it('checks the video link on edit only', () => {
    expect(formProblem(filled({ youtubeUrl: 'https://example.com/x' }), 'create')).toBeNull();
    expect(formProblem(filled({ youtubeUrl: 'https://example.com/x' }), 'edit')).toEqual({
      key: 'errors.youtubeInvalid',
      field: 'youtubeUrl',
    });
    expect(
      formProblem(filled({ youtubeUrl: 'https://www.youtube.com/shorts/abcdefghijk' }), 'edit')?.key,
    ).toBe('errors.shortsUnsupported');
  });
});

describe('videoState (spec 000 §4 "Video URL on edit")', () => {
  it('empty clears, a valid link is validated, anything else is an error', () => {
    expect(videoState('  ')).toEqual({ status: 'empty' });
    expect(videoState('https://youtu.be/dQw4w9WgXcQ')).toEqual({ status: 'valid', videoId: 'dQw4w9WgXcQ' });
    expect(videoState('not a link').status).toBe('invalid');
  });
});

describe('toRecipeRequest', () => {
  it('trims, drops blank rows, sends one flag per dietary option and the creation method on create', () => {
    const request = toRecipeRequest(filled({ title: '  Shakshuka ', dietary: { isVegan: true } }), 'create', [
      'isKosher',
      'isVegan',
    ]);
    expect(request).toMatchObject({
      title: 'Shakshuka',
      ingredients: ['4 eggs', '1 can tomatoes'],
      instructions: ['Cook the sauce.', 'Add the eggs.'],
      categories: ['breakfast', 'main-courses'],
      preparationTime: 30,
      difficulty: 'medium',
      visibility: 'public',
      isKosher: false,
      isVegan: true,
      creationMethod: 'manual',
    });
    expect(request).not.toHaveProperty('youtubeUrl');
  });

  it('sends the kashrut kind, and null for "not set" so an edit clears a stored one (spec 000 §1)', () => {
    expect(
      toRecipeRequest(filled({ dietaryClassification: 'Halavi' }), 'create', []).dietaryClassification,
    ).toBe('Halavi');
    expect(toRecipeRequest(filled(), 'edit', [])).toHaveProperty('dietaryClassification', null);
  });

  it('keeps the creation method out of an edit and always sends the video link (empty clears it)', () => {
    const request = toRecipeRequest(filled({ youtubeUrl: '' }), 'edit', []);
    expect(request).not.toHaveProperty('creationMethod');
    expect(request.youtubeUrl).toBe('');
  });
});

describe('formFromRecipe (the edit form, prefilled)', () => {
  it('takes the recipe fields, its dietary flags and its images as removable existing images', () => {
    const image = anImage();
    const state = formFromRecipe({
      title: 'Soup',
      description: 'Hot',
      categories: ['soups'],
      difficulty: 'hard',
      preparationTime: 90,
      ingredients: ['water'],
      instructions: ['Boil.'],
      tags: ['winter'],
      visibility: 'private',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      images: [image],
      isVegan: true,
      isGlutenfree: true,
      dietaryClassification: 'Besari',
    } as Partial<Recipe>);
    expect(state).toMatchObject({
      title: 'Soup',
      categories: ['soups'],
      difficulty: 'hard',
      preparationTime: '90',
      tags: ['winter'],
      visibility: 'private',
      dietary: { isVegan: true },
      dietaryClassification: 'Besari',
    });
    expect(state.ingredients.map((entry) => entry.text)).toEqual(['water']);
    expect(state.images).toEqual([{ kind: 'existing', key: expect.any(String), image }]);
  });
});

describe('hasTag', () => {
  it('compares tags without case or surrounding spaces', () => {
    expect(hasTag(['Pasta'], ' pasta ')).toBe(true);
    expect(hasTag(['pasta'], 'pastry')).toBe(false);
  });
});

describe('the /share page’s further rules (001 §5 "Shared recipe")', () => {
  it('are checked only on the public page, each at its field, in the page’s order', () => {
    const state = filled({
      description: 'Too short',
      ingredients: [row('4 eggs'), row('')],
      tags: ['eggs', 'Eggs'],
    });
    expect(formProblems(state, 'create')).toEqual([]);
    expect(formProblems(state, 'create', true)).toEqual([
      { key: 'links:validation.descriptionTooShort', field: 'description' },
      { key: 'links:validation.fillRequiredFields', field: 'ingredients' },
      { key: 'links:validation.duplicateTag', field: 'tags' },
    ]);
  });

  it('leave a field to the form’s own rule when it has one', () => {
    const problems = formProblems(
      filled({ title: ' ', instructions: [row('Fry'), row('Serve')] }),
      'create',
      true,
    );
    expect(problems[0]).toEqual({ key: 'fillRequiredFields', field: 'title' });
    expect(problems.filter((problem) => problem.field === 'title')).toHaveLength(1);
  });
});
