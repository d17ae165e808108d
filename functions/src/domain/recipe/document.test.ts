import { describe, expect, it } from 'vitest';
import {
  dietaryFlagsFor,
  editedRecipeDoc,
  newRecipeDoc,
  removedImageIds,
  storedRecipeSearchTerms,
} from './document';
import { recipeInputSchema } from './schema';
import type { RecipeImage } from './types';

const input = (overrides: Record<string, unknown> = {}) =>
  recipeInputSchema.parse({
    title: 'Shakshuka',
    description: 'Eggs in a spicy tomato sauce with peppers',
    categories: ['breakfast', 'vegetarian'],
    preparationTime: 10,
    cookingTime: 25,
    difficulty: 'easy',
    ingredients: ['4 eggs', '3 tomatoes'],
    instructions: ['Cook the sauce', 'Add the eggs'],
    tags: ['Brunch'],
    recipeTip: 'Serve with bread',
    visibility: 'followers-only',
    isVegetarian: true,
    isAdmin: true,
    ...overrides,
  });

const image = (name: string): RecipeImage => ({
  url: `https://x/${name}.jpg`,
  sizes: { thumbnail: 't', card: 'c', detail: 'd', full: 'f' },
  originalUrl: `https://x/${name}.jpg`,
  publicId: `recipes/r1/${name}`,
  width: 1,
  height: 1,
  format: 'jpg',
});

const fieldNames = ['isKosher', 'isVegan', 'isVegetarian', 'isGlutenFree'];
const author = { uid: 'u1', displayName: 'Dana Cook', username: 'dana_cook' };
const context = { images: [image('a')], now: '2026-01-01T00:00:00.000Z', dietaryFieldNames: fieldNames };

describe('newRecipeDoc', () => {
  const doc = newRecipeDoc(input(), author, context);

  it('stores the cleaned content, the first category as primary, lower-cased tags', () => {
    expect(doc).toMatchObject({
      title: 'Shakshuka',
      categories: ['breakfast', 'vegetarian'],
      primaryCategory: 'breakfast',
      tags: ['brunch'],
      preparationTime: 10,
      cookingTime: 25,
      servings: 4,
      visibility: 'followers-only',
      images: [image('a')],
      creationMethod: 'manual',
      youtubeVideoId: null,
      youtubeUrl: null,
    });
  });

  it('writes one flag per dietary option and nothing else that looks like one', () => {
    expect(doc).toMatchObject({ isKosher: false, isVegan: false, isVegetarian: true, isGlutenFree: false });
    expect(doc).not.toHaveProperty('isAdmin');
  });

  it('records the author and the time, not trending, calories pending', () => {
    expect(doc).toMatchObject({
      authorId: author.uid,
      userId: author.uid,
      authorName: author.displayName,
      authorUsername: author.username,
      createdAt: context.now,
      lastEditedAt: context.now,
      trending: false,
      calories: null,
      caloriesStatus: 'pending',
    });
  });

  it.each([
    'rating',
    'cookRating',
    'totalRatings',
    'ratingSum',
    'cookCount',
    'interestedCount',
    'notInterestedCount',
    'shareCount',
    'views',
    'trendingScore',
  ])('starts %s at zero', (counter) => {
    expect(doc[counter as keyof typeof doc]).toBe(0);
  });

  it('detects the language and derives searchTerms', () => {
    expect(doc.language).toBe('en');
    expect(doc.detectedLanguage).toBe('en');
    expect(doc.searchTerms).toEqual(
      expect.arrayContaining(['shakshuka', 'brunch', 'breakfast', 'vegetarian']),
    );
    expect(doc.searchTerms.length).toBeLessThanOrEqual(30);
  });

  it('keeps a chosen language while recording the detected one', () => {
    const chosen = newRecipeDoc(input({ language: 'he' }), author, context);
    expect(chosen).toMatchObject({ language: 'he', detectedLanguage: 'en' });
  });

  it('uses the four default flags when no option list is known', () => {
    expect(dietaryFlagsFor({ isVegan: true }, [])).toEqual({
      isKosher: false,
      isVegan: true,
      isVegetarian: false,
      isGlutenFree: false,
    });
  });
});

describe('an imported recipe (issue 32)', () => {
  const source = { url: 'https://dana.example/shakshuka', siteName: 'Dana Cooks', author: 'Dana' };

  it('keeps its cleaned source and starts private whatever the form chose', () => {
    const doc = newRecipeDoc(
      input({
        visibility: 'public',
        source: { ...source, siteName: ' <b>Dana</b> Cooks ', url: 'javascript:x' },
      }),
      author,
      context,
    );
    expect(doc).toMatchObject({
      source: { url: '', siteName: 'Dana Cooks', author: 'Dana' },
      visibility: 'private',
    });
    expect(newRecipeDoc(input({ visibility: 'public' }), author, context)).toMatchObject({
      source: null,
      visibility: 'public',
    });
  });

  it('keeps its source through an edit that leaves it out, and may be published then', () => {
    const before = { ...newRecipeDoc(input({ source }), author, context), version: 1 };
    const after = editedRecipeDoc(before, input({ visibility: 'public' }), context);
    expect(after).toMatchObject({ source, visibility: 'public' });
  });
});

describe('editedRecipeDoc', () => {
  const before = {
    ...newRecipeDoc(input({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', servings: 6 }), author, context),
    creationMethod: 'youtube',
    views: 12,
    rating: 4.5,
    caloriesStatus: 'calculated',
    calories: 320,
    version: 3,
  };
  const later = { ...context, now: '2026-02-01T00:00:00.000Z' };

  it('replaces the content and keeps author, counters, creation time and creation method', () => {
    const after = editedRecipeDoc(
      before,
      input({ title: 'Green shakshuka', creationMethod: 'manual' }),
      later,
    );
    expect(after).toMatchObject({
      title: 'Green shakshuka',
      authorId: 'u1',
      views: 12,
      rating: 4.5,
      createdAt: context.now,
      lastEditedAt: later.now,
      creationMethod: 'youtube',
    });
    expect(after).not.toHaveProperty('version');
  });

  it('keeps optional fields the client left out, and the video unless the URL is sent', () => {
    const after = editedRecipeDoc(before, input({ visibility: undefined, cookingTime: undefined }), later);
    expect(after).toMatchObject({
      visibility: 'followers-only',
      cookingTime: 25,
      servings: 6,
      youtubeVideoId: 'dQw4w9WgXcQ',
    });
    const cleared = editedRecipeDoc(before, input({ youtubeUrl: '' }), later);
    expect(cleared).toMatchObject({ youtubeVideoId: null, youtubeUrl: null });
  });

  it('resets the calorie status to pending only when the ingredients change', () => {
    expect(editedRecipeDoc(before, input(), later).caloriesStatus).toBe('calculated');
    const changed = editedRecipeDoc(
      before,
      input({ ingredients: ['4 eggs', '3 tomatoes', '1 pepper'] }),
      later,
    );
    expect(changed).toMatchObject({ caloriesStatus: 'pending', calories: 320 });
  });

  it('shares the calculated total out again when only the servings change', () => {
    const calculated = { ...before, totalCalories: 1920 };
    expect(editedRecipeDoc(calculated, input({ servings: 6 }), later)).toMatchObject({ calories: 320 });
    expect(editedRecipeDoc(calculated, input({ servings: 4 }), later)).toMatchObject({
      caloriesStatus: 'calculated',
      calories: 480,
      totalCalories: 1920,
    });
    const withoutTotal = editedRecipeDoc(before, input({ servings: 4 }), later);
    expect(withoutTotal).toMatchObject({ calories: 320 });
    const pending = { ...calculated, caloriesStatus: 'pending' };
    expect(editedRecipeDoc(pending, input({ servings: 4 }), later)).toMatchObject({ calories: 320 });
  });

  it('lists the images an edit removed', () => {
    expect(removedImageIds([image('a'), image('b'), { url: 'x' }], [image('b'), image('c')])).toEqual([
      'recipes/r1/a',
    ]);
    expect(removedImageIds(undefined, [])).toEqual([]);
  });
});

describe('storedRecipeSearchTerms', () => {
  it('derives from a stored document what a save derives from the input', () => {
    const doc = newRecipeDoc(input(), author, context);
    expect(storedRecipeSearchTerms(doc)).toEqual(doc.searchTerms);
  });

  it('follows the categories list and tolerates missing or mistyped fields', () => {
    const doc = { ...newRecipeDoc(input(), author, context), categories: ['street-food', 'breakfast'] };
    expect(storedRecipeSearchTerms(doc)).toEqual(expect.arrayContaining(['street', 'food']));
    expect(storedRecipeSearchTerms({ title: 'Plain bread', tags: 'x', categories: [3, 'soups'] })).toEqual([
      'plain',
      'bread',
      'soups',
    ]);
  });
});
