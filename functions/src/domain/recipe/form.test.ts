import { describe, expect, it } from 'vitest';
import {
  RECIPE_FORM_DEFAULTS,
  RECIPE_FORM_ERROR_KEYS,
  preparationMinutes,
  preparationTimeProblem,
  recipeFormErrorText,
  recipeEntryProblems,
  recipeFormProblems,
  validateRecipeForm,
  type RecipeFormValues,
} from './form';

const valid: RecipeFormValues = {
  title: 'Lentil soup',
  description: 'Warm and simple',
  categories: ['soups'],
  preparationTime: 30,
  difficulty: 'easy',
  ingredients: ['1 cup lentils'],
  instructions: ['Simmer for 30 minutes'],
};

describe('recipeFormProblems: every field that needs attention', () => {
  it('names each broken field once, in the spec order', () => {
    const empty = {
      ...valid,
      title: '',
      description: ' ',
      preparationTime: '',
      categories: [],
      ingredients: [],
    };
    expect(recipeFormProblems(empty)).toEqual([
      { key: 'fillRequiredFields', field: 'title' },
      { key: 'fillRequiredFields', field: 'description' },
      { key: 'errors.preparationTimeRequired', field: 'preparationTime' },
      { key: 'errors.categoryRequired', field: 'categories' },
      { key: 'errors.ingredientInstructionRequired', field: 'ingredients' },
    ]);
    expect(recipeFormProblems(valid)).toEqual([]);
  });
});

describe('recipeEntryProblems: the entry forms’ row limits (000 §5: ingredient 50, step 500)', () => {
  const long = 'Sea salt and pepper to taste, plus more for serving'; // 51 characters

  it('refuses an ingredient over 50 characters at its row, and a step over 500; 50 and 500 pass', () => {
    expect(Array.from(long)).toHaveLength(51);
    expect(recipeEntryProblems({ ...valid, ingredients: ['1 cup lentils', `  ${long}  `] })).toEqual([
      { key: 'errors.ingredientTooLong', field: 'ingredients', row: 1 },
    ]);
    expect(recipeEntryProblems({ ...valid, ingredients: ['x'.repeat(50)] })).toEqual([]);
    expect(recipeEntryProblems({ ...valid, instructions: ['Stir.', 'y'.repeat(501)] })).toEqual([
      { key: 'errors.instructionTooLong', field: 'instructions', row: 1 },
    ]);
    expect(recipeEntryProblems({ ...valid, instructions: ['y'.repeat(500)] })).toEqual([]);
  });

  it('counts characters as the counter does (an emoji is one), and keeps the spec order', () => {
    expect(recipeEntryProblems({ ...valid, ingredients: [`${'🍋'.repeat(50)}`] })).toEqual([]);
    expect(recipeEntryProblems({ ...valid, title: '', ingredients: [long], instructions: [] })).toEqual([
      { key: 'fillRequiredFields', field: 'title' },
      { key: 'errors.ingredientTooLong', field: 'ingredients', row: 0 },
      { key: 'errors.ingredientInstructionRequired', field: 'instructions' },
    ]);
  });

  it('is the forms’ rule only: the server’s checks let a 51-character ingredient through to its cleaning', () => {
    expect(recipeFormProblems({ ...valid, ingredients: [long] })).toEqual([]);
    expect(recipeFormErrorText({ key: 'errors.ingredientTooLong', field: 'ingredients' })).toBe(
      'Each ingredient must be 50 characters or less',
    );
  });
});

describe('validateRecipeForm (000 §5 "Recipe form rules")', () => {
  it('accepts a complete form', () => {
    expect(validateRecipeForm(valid)).toBeNull();
  });

  it.each([
    ['title', { title: '  ' }, 'fillRequiredFields'],
    ['description', { description: '' }, 'fillRequiredFields'],
    ['preparationTime', { preparationTime: '' }, 'errors.preparationTimeRequired'],
    ['preparationTime', { preparationTime: undefined }, 'errors.preparationTimeRequired'],
    ['preparationTime', { preparationTime: null }, 'errors.preparationTimeRequired'],
    ['preparationTime', { preparationTime: 0 }, 'errors.preparationTimeTooShort'],
    ['preparationTime', { preparationTime: 1441 }, 'errors.preparationTimeTooLong'],
    ['preparationTime', { preparationTime: 12.5 }, 'errors.preparationTimeInvalid'],
    ['preparationTime', { preparationTime: '1e3' }, 'errors.preparationTimeInvalid'],
    ['preparationTime', { preparationTime: '-5' }, 'errors.preparationTimeTooShort'],
    ['categories', { categories: [] }, 'errors.categoryRequired'],
    ['categories', { categories: [' '] }, 'errors.categoryRequired'],
    ['difficulty', { difficulty: '' }, 'errors.difficultyRequired'],
    ['difficulty', { difficulty: undefined }, 'errors.difficultyRequired'],
    ['ingredients', { ingredients: ['', ' '] }, 'errors.ingredientInstructionRequired'],
    ['instructions', { instructions: [] }, 'errors.ingredientInstructionRequired'],
  ] as const)('refuses a bad %s with its key', (field, change, key) => {
    expect(validateRecipeForm({ ...valid, ...change })).toEqual({ key, field });
  });

  it('reports the first broken rule in the spec order', () => {
    expect(validateRecipeForm({ ...valid, title: '', categories: [], ingredients: [] })?.field).toBe('title');
    expect(validateRecipeForm({ ...valid, preparationTime: '', categories: [] })?.field).toBe(
      'preparationTime',
    );
  });

  it('accepts a numeric string and the range ends', () => {
    expect(preparationMinutes('45')).toBe(45);
    expect(preparationMinutes(1)).toBe(1);
    expect(preparationMinutes(1440)).toBe(1440);
  });

  it('has an English text for every key', () => {
    for (const key of RECIPE_FORM_ERROR_KEYS) {
      expect(recipeFormErrorText({ key, field: 'title' })).toMatch(/\w/);
    }
    expect(recipeFormErrorText({ key: 'fillRequiredFields', field: 'description' })).toBe(
      'Description is required',
    );
  });
});

describe('the form defaults and the preparation input', () => {
  it('defaults to 30 minutes, medium, public (the cleaning step defaults to 15)', () => {
    expect(RECIPE_FORM_DEFAULTS).toMatchObject({
      preparationTime: 30,
      difficulty: 'medium',
      visibility: 'public',
    });
    expect(RECIPE_FORM_DEFAULTS.maxLength.ingredient).toBe(50);
  });

  it('says what is wrong with a typed time instead of rewriting it (issue 27: 1.5, -3, 2000)', () => {
    expect(preparationTimeProblem('1.5')).toBe('errors.preparationTimeInvalid');
    expect(preparationTimeProblem('1,5')).toBe('errors.preparationTimeInvalid');
    expect(preparationTimeProblem('-3')).toBe('errors.preparationTimeTooShort');
    expect(preparationTimeProblem('0')).toBe('errors.preparationTimeTooShort');
    expect(preparationTimeProblem('2000')).toBe('errors.preparationTimeTooLong');
    expect(preparationTimeProblem('12 minutes')).toBe('errors.preparationTimeInvalid');
    expect(preparationTimeProblem('+5')).toBe('errors.preparationTimeInvalid');
    expect(preparationTimeProblem(' ')).toBe('errors.preparationTimeRequired');
    for (const fine of ['1', ' 45 ', '1440', 90]) expect(preparationTimeProblem(fine)).toBeNull();
  });

  it('gives the server one English text for every invalid time', () => {
    for (const key of [
      'errors.preparationTimeInvalid',
      'errors.preparationTimeTooShort',
      'errors.preparationTimeTooLong',
    ] as const) {
      expect(recipeFormErrorText({ key, field: 'preparationTime' })).toBe(
        'Preparation time must be a whole number of minutes from 1 to 1440',
      );
    }
  });
});
