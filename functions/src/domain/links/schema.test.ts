import { describe, expect, it } from 'vitest';
import { validSharedRecipe } from '../../testing/sharedRecipe';
import { generateLinkInputSchema, linkTokenSchema, submitSharedRecipeInputSchema } from './schema';

const submit = (recipeData: Record<string, unknown>) =>
  submitSharedRecipeInputSchema.safeParse({ recipeData, images: [] });
const refusal = (recipeData: Record<string, unknown>) => {
  const result = submit(recipeData);
  if (result.success) throw new Error('accepted');
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
};

describe('the recipe request message (001 §5)', () => {
  it('is required and at most 200 characters, counted after trimming', () => {
    expect(generateLinkInputSchema.safeParse({ customMessage: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter a personal message',
    );
    expect(generateLinkInputSchema.safeParse({ customMessage: 'x'.repeat(201) }).success).toBe(false);
    expect(
      generateLinkInputSchema.parse({ customMessage: ` ${'x'.repeat(200)} ` }).customMessage,
    ).toHaveLength(200);
  });
});

describe('a link token', () => {
  it('is 43 base64url characters (32 bytes); a link id (64 hex) or a path is no token', () => {
    expect(linkTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(linkTokenSchema.safeParse('a'.repeat(64)).success).toBe(false);
    expect(linkTokenSchema.safeParse('recipeLinks/abc').success).toBe(false);
    expect(linkTokenSchema.safeParse('').error?.issues[0]?.message).toBe('token is required');
  });
});

describe('the shared recipe (001 §5 "Shared recipe (public page)")', () => {
  it('accepts a valid recipe and makes it private and shared-link, whatever the page sent', () => {
    const result = submit({ ...validSharedRecipe(), visibility: 'public', creationMethod: 'manual' });
    expect(result.success).toBe(true);
    expect(result.data?.recipeData.visibility).toBe('private');
    expect(result.data?.recipeData.creationMethod).toBe('shared-link');
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
    ['description', { description: '' }, 'Description is required'],
    ['description', { description: '  too short ' }, 'Description must be at least 10 characters long'],
    ['description', { description: 'x'.repeat(501) }, 'Description must be 500 characters or less'],
    ['categories', { categories: [] }, 'Please choose at least one category'],
    ['categories', { categories: ['a', 'b', 'c', 'd'] }, 'Choose at most 3 categories'],
    [
      'ingredients',
      { ingredients: ['eggs', '  '] },
      'Please fill in at least 2 ingredients and 2 instructions',
    ],
    [
      'ingredients.1',
      { ingredients: ['eggs', 'x'.repeat(51)] },
      'Each ingredient must be 50 characters or less',
    ],
    [
      'instructions',
      { instructions: ['Only one'] },
      'Please fill in at least 2 ingredients and 2 instructions',
    ],
    [
      'instructions.0',
      { instructions: ['x'.repeat(501), 'b'] },
      'Each instruction must be 500 characters or less',
    ],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'A recipe can have at most 10 tags'],
    ['tags.0', { tags: ['x'.repeat(31)] }, 'Each tag must be 30 characters or less'],
    ['tags', { tags: ['Soup', 'soup'] }, 'Tags must not repeat'],
    [
      'preparationTime',
      { preparationTime: 0 },
      'Preparation time must be a whole number of minutes from 1 to 1440',
    ],
    [
      'preparationTime',
      { preparationTime: 1441 },
      'Preparation time must be a whole number of minutes from 1 to 1440',
    ],
    ['preparationTime', { preparationTime: '' }, 'Preparation time is required'],
    ['difficulty', { difficulty: 'extreme' }, 'Difficulty must be one of: easy, medium, hard'],
  ])('refuses a bad %s, naming it', (field, change, message) => {
    expect(refusal({ ...validSharedRecipe(), ...change })).toEqual({ field: `recipeData.${field}`, message });
  });

  it('keeps the edge values: title 100, description 10 and 500, preparation 1 and 1440, 10 tags', () => {
    for (const change of [
      { title: 'x'.repeat(100) },
      { description: 'x'.repeat(10) },
      { description: 'x'.repeat(500) },
      { preparationTime: 1 },
      { preparationTime: 1440 },
      { tags: Array.from({ length: 10 }, (_, i) => `t${i}`) },
      { categories: ['a', 'b', 'c'] },
    ]) {
      expect(submit({ ...validSharedRecipe(), ...change }).success).toBe(true);
    }
  });

  it("cleans text like any recipe's: markup is dropped, and a title of nothing but markup is missing", () => {
    const result = submit({ ...validSharedRecipe(), title: 'Soup <b>deluxe</b>' });
    expect(result.data?.recipeData.title).toBe('Soup deluxe');
    expect(refusal({ ...validSharedRecipe(), title: '<img src=x onerror=alert(1)>' })).toEqual({
      field: 'recipeData.title',
      message: 'Title is required',
    });
  });
});
