import { describe, expect, it } from 'vitest';
import { tagMapping } from './tags';
import { recipeMapping } from './recipes';

describe('recipeMapping (recipes/{id} → public.recipes)', () => {
  const doc = {
    title: 'Soup',
    description: 'Hot',
    ingredients: ['water', 3],
    instructions: ['Boil'],
    categories: ['soups'],
    primaryCategory: 'soups',
    difficulty: 'easy',
    preparationTime: 10,
    cookingTime: 20,
    servings: 2,
    tags: ['quick'],
    recipeTip: '',
    language: 'en',
    detectedLanguage: 'en',
    visibility: 'followers-only',
    isVegan: true,
    isKosher: false,
    isOrganic: true,
    dietaryClassification: 'Parva',
    creationMethod: 'youtube',
    youtubeVideoId: 'dQw4w9WgXcQ',
    source: { url: 'https://dana.example/soup', siteName: 'Dana', author: 'Dana Cook', extra: 'dropped' },
    images: [{ url: 'u', publicId: 'recipes/r/a' }, null],
    authorId: 'u1',
    rating: 4.5,
    cookRating: 4,
    totalRatings: 2,
    cookCount: 1,
    views: 7,
    shareCount: 3,
    commentCount: 4,
    favoriteCount: 5,
    trending: true,
    trendingScore: 12.5,
    caloriesStatus: 'calculated',
    calories: 412.4,
    totalCalories: 1650,
    searchTerms: ['soup'],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastEditedAt: '2026-01-02T00:00:00.000Z',
    version: 3,
  };

  it('maps every column', () => {
    expect(recipeMapping.toRow('r1', doc)).toEqual({
      author_id: 'u1',
      title: 'Soup',
      description: 'Hot',
      ingredients: ['water'],
      instructions: ['Boil'],
      categories: ['soups'],
      primary_category: 'soups',
      difficulty: 'easy',
      preparation_time: 10,
      cooking_time: 20,
      servings: 2,
      tags: ['quick'],
      recipe_tip: '',
      language: 'en',
      detected_language: 'en',
      visibility: 'followers-only',
      dietary: { isVegan: true, isKosher: false, isOrganic: true },
      is_vegan: true,
      is_vegetarian: false,
      is_gluten_free: false,
      is_kosher: false,
      dietary_classification: 'Parva',
      creation_method: 'youtube',
      youtube_video_id: 'dQw4w9WgXcQ',
      source: { url: 'https://dana.example/soup', siteName: 'Dana', author: 'Dana Cook' },
      images: [{ url: 'u', publicId: 'recipes/r/a' }],
      rating: 4.5,
      cook_rating: 4,
      total_ratings: 2,
      cook_count: 1,
      rating_sum: 0,
      interested_count: 0,
      not_interested_count: 0,
      views: 7,
      share_count: 3,
      comment_count: 4,
      favorite_count: 5,
      trending: true,
      trending_score: 12.5,
      calories_status: 'calculated',
      calories: 412,
      total_calories: 1650,
      search_terms: ['soup'],
      family_id: null,
      language_versions: [],
      created_at: '2026-01-01T00:00:00.000Z',
      last_edited_at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('mirrors a version’s family and the family’s list (decision 0073)', () => {
    const versions = [
      { id: 'r0', language: 'en' },
      { id: 'r1', language: 'he' },
    ];
    const row = recipeMapping.toRow('r1', {
      ...doc,
      familyId: 'r0',
      languageVersions: [...versions, { id: 7 }, 'x'],
    });
    expect(row).toMatchObject({ family_id: 'r0', language_versions: versions });
  });

  it('mirrors an unknown or missing visibility as private, never public', () => {
    expect(recipeMapping.toRow('r1', { ...doc, visibility: 'everyone' }).visibility).toBe('private');
    expect(recipeMapping.toRow('r1', { version: 0 }).visibility).toBe('private');
  });

  it('makes safe values of a hand-written document', () => {
    const row = recipeMapping.toRow('r1', { userId: 'legacy', cookTime: 15, version: 0 });
    expect(row).toMatchObject({
      author_id: 'legacy',
      title: '',
      ingredients: [],
      difficulty: 'medium',
      preparation_time: 15,
      cooking_time: 15,
      servings: 4,
      images: [],
      views: 0,
      calories_status: 'pending',
      calories: null,
      total_calories: null,
      last_edited_at: null,
    });
    expect(row).not.toHaveProperty('created_at');
  });
});

describe('tagMapping (tags/{id} → public.tags)', () => {
  it('maps a tag, defaulting what a hand-written one lacks', () => {
    expect(
      tagMapping.toRow('soup', {
        tag: 'soup',
        displayName: 'Soup',
        language: 'en',
        count: 3,
        lastUsed: '2026-01-01T00:00:00.000Z',
        createdAt: '2025-01-01T00:00:00.000Z',
        recipes: ['a', 1, 'b'],
        version: 2,
      }),
    ).toEqual({
      tag: 'soup',
      display_name: 'Soup',
      language: 'en',
      count: 3,
      last_used: '2026-01-01T00:00:00.000Z',
      created_at: '2025-01-01T00:00:00.000Z',
      recipes: ['a', 'b'],
    });
    expect(tagMapping.toRow('x', { count: -2, version: 0 })).toEqual({
      tag: 'x',
      display_name: 'x',
      language: 'he',
      count: 0,
      last_used: null,
      recipes: [],
    });
  });
});
