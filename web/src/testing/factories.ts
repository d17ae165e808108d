import type { Category } from '@domain/catalog/types';
import type { Recipe, RecipeImage, RecipeSummary } from '@domain/recipe/types';
import type { UserProfile } from '@/platform/session';

/**
 * Test data with sensible defaults; pass only what a test is about (`aRecipeSummary({ title: 'Soup' })`).
 * Ids count up per factory so two items of one test never collide.
 */
let sequence = 0;
const nextId = (prefix: string) => `${prefix}${++sequence}`;

const STAMP = '2026-01-15T10:00:00.000Z';

export function aRecipeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: nextId('recipe-'),
    title: 'Lentil soup',
    description: 'A warming soup for cold evenings.',
    images: [],
    categories: ['soups'],
    primaryCategory: 'soups',
    difficulty: 'easy',
    preparationTime: 30,
    cookingTime: 45,
    tags: ['lentils'],
    language: 'en',
    visibility: 'public',
    authorId: 'author-1',
    rating: 0,
    cookRating: 0,
    cookCount: 0,
    totalRatings: 0,
    views: 0,
    shareCount: 0,
    trending: false,
    isVegan: true,
    isVegetarian: true,
    isGlutenFree: true,
    isKosher: true,
    createdAt: STAMP,
    ...overrides,
  };
}

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const summary = aRecipeSummary();
  return {
    ...summary,
    difficulty: 'easy',
    primaryCategory: 'soups',
    language: 'en',
    ingredients: ['1 cup red lentils', '1 onion'],
    instructions: ['Chop the onion.', 'Simmer everything for 30 minutes.'],
    servings: 4,
    recipeTip: '',
    detectedLanguage: 'en',
    youtubeVideoId: null,
    youtubeUrl: null,
    dietaryClassification: null,
    creationMethod: 'manual',
    userId: summary.authorId,
    authorName: 'Dana Cook',
    authorUsername: 'dana_cook',
    ratingSum: 0,
    interestedCount: 0,
    notInterestedCount: 0,
    trendingScore: 0,
    lastEditedAt: STAMP,
    searchTerms: [],
    calories: null,
    caloriesStatus: 'pending',
    ...overrides,
  };
}

/** An image as the image host answers it: each size its own URL (`{publicId}/{size}.jpg`). */
export function anImage(overrides: Partial<RecipeImage> = {}): RecipeImage {
  const publicId = overrides.publicId ?? `recipes/${nextId('recipe-')}/a`;
  const at = (size: string) => `/api/media/images/${publicId}/${size}.jpg`;
  return {
    url: at('full'),
    sizes: { thumbnail: at('thumbnail'), card: at('card'), detail: at('detail'), full: at('full') },
    originalUrl: at('original'),
    publicId,
    width: 1200,
    height: 900,
    format: 'jpg',
    ...overrides,
  };
}

export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    displayName: 'Dana Cook',
    username: 'dana_cook',
    bio: '',
    followerCount: 0,
    recipeCount: 0,
    isActive: true,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: nextId('category-'),
    nameEn: 'Stews',
    nameHe: 'תבשילים',
    nameFr: 'Ragoûts',
    nameIt: 'Stufati',
    emoji: '🥘',
    isPrimary: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    version: 1,
    ...overrides,
  };
}
