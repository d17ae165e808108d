import type { ImportCallAnswer } from '@domain/importing/calls';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/platform/api';
import { emptyForm, toRecipeRequest } from '../form/state';
import { formFromImport } from './formFromImport';
import { importFailure } from './RecipeImport';

const answer: ImportCallAnswer = {
  draft: {
    title: 'Lemon cake',
    description: 'Bright and soft.',
    ingredients: ['2 eggs', '1 lemon'],
    instructions: ['Whisk.', 'Bake.'],
    preparationTime: null,
    cookingTime: 45,
    totalTime: 60,
    servings: 8,
    difficulty: 'medium',
    categories: ['desserts'],
    tags: ['cake'],
    language: 'en',
    imageUrl: 'https://dana.example/cake.jpg',
  },
  source: { url: 'https://dana.example/cake', siteName: 'Dana Bakes', author: 'Dana', basedOn: null },
  method: 'json-ld',
  warnings: [],
  rateLimitRemaining: 29,
  reader: null,
};

describe('the form filled from an import (issue 32)', () => {
  it('takes the draft’s fields, starts private, and sends the source, cooking time and servings with the recipe', () => {
    const state = formFromImport({ ...emptyForm(), tags: ['Cake', 'summer'] }, answer);
    expect(state).toMatchObject({
      title: 'Lemon cake',
      categories: ['desserts'],
      preparationTime: '60',
      visibility: 'private',
      tags: ['Cake', 'summer'],
    });
    expect(state.ingredients.map((row) => row.text)).toEqual(['2 eggs', '1 lemon']);
    expect(state.imported?.photoUrl).toBe('https://dana.example/cake.jpg');
    const request = toRecipeRequest(state, 'create', []);
    expect(request).toMatchObject({
      creationMethod: 'manual',
      visibility: 'private',
      cookingTime: 45,
      servings: 8,
      source: { url: 'https://dana.example/cake', siteName: 'Dana Bakes', author: 'Dana' },
    });
  });

  it('leaves out what the source did not give', () => {
    const bare = {
      ...answer,
      draft: { ...answer.draft, cookingTime: null, servings: null, totalTime: null },
    };
    const request = toRecipeRequest(formFromImport(emptyForm(), bare), 'create', []);
    expect(request).not.toHaveProperty('cookingTime');
    expect(request).not.toHaveProperty('servings');
    expect(request.preparationTime).toBe(30);
  });
});

describe('an import’s refusal', () => {
  const refusal = (status: number, message: string, details: Record<string, unknown> = {}) =>
    importFailure(new ApiRequestError('invalid-argument', message, status, details), 'en');

  it('names the problem in the importing namespace', () => {
    expect(refusal(400, 'No recipe', { field: 'text', reason: 'noRecipe' })).toEqual({
      key: 'errors.noRecipeInText',
    });
    expect(refusal(400, 'No recipe', { field: 'url', reason: 'noRecipe' })).toEqual({
      key: 'errors.noRecipeOnPage',
    });
    expect(refusal(400, 'Invalid text: The text is too long: paste at most 20,000 characters')).toEqual({
      key: 'errors.tooLong',
    });
    expect(refusal(401, 'Authentication required')).toEqual({ key: 'errors.loginRequired' });
    expect(refusal(403, 'Security verification failed')).toEqual({ key: 'errors.botCheck' });
    expect(refusal(503, 'down')).toEqual({ key: 'errors.failed' });
    expect(refusal(400, "This address can't be imported", { field: 'url', reason: 'address' })).toEqual({
      key: 'errors.fetch.address',
    });
    expect(
      refusal(400, 'Invalid url: This is not a web address (it starts with http:// or https://)'),
    ).toEqual({
      key: 'errors.urlInvalid',
    });
    const limited = refusal(429, 'limit', { resetTime: '2026-11-29T14:05:00.000Z' });
    expect(limited.key).toBe('errors.rateLimitedUntil');
  });
});
