/**
 * Recipes as grids show them (RecipeSummary), read from the Postgres mirror: the columns to select and the row →
 * summary translation, in one place for every list the groups serve (recipes, search).
 */
import type { RecipeVisibility } from '../domain/constants/recipe';
import type { RecipeSummary } from '../domain/recipe/types';
import type { SimilarityRecipe } from '../domain/recipe/similarity';
import { storedLanguageVersions } from '../domain/recipe/family';

// one literal, so the typed client infers the selected row (PostgREST ignores the line breaks)
export const SUMMARY_COLUMNS = `firebase_id, title, description, images, categories, primary_category, difficulty,
  preparation_time, cooking_time, tags, language, visibility, author_id, rating, cook_rating,
  cook_count, total_ratings, views, share_count, trending, is_vegan, is_vegetarian, is_gluten_free,
  is_kosher, created_at, family_id, language_versions`;

/** The columns of SUMMARY_COLUMNS plus what similarity scoring reads. */
export const SIMILARITY_COLUMNS = `${SUMMARY_COLUMNS}, ingredients, dietary` as const;

export interface RecipeRow {
  firebase_id: string;
  title: string;
  description: string;
  images: unknown;
  categories: string[];
  primary_category: string | null;
  difficulty: string;
  preparation_time: number;
  cooking_time: number;
  tags: string[];
  language: string | null;
  visibility: RecipeVisibility;
  author_id: string;
  rating: number | string;
  cook_rating: number | string;
  cook_count: number;
  total_ratings: number;
  views: number;
  share_count: number;
  trending: boolean;
  is_vegan: boolean;
  is_vegetarian: boolean;
  is_gluten_free: boolean;
  is_kosher: boolean;
  created_at: string;
  family_id: string | null;
  language_versions: unknown;
  ingredients?: string[];
  dietary?: Record<string, boolean>;
}

// numeric columns arrive as numbers or, for large values, as strings
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

export function toSummary(row: RecipeRow): RecipeSummary {
  return {
    id: row.firebase_id,
    title: row.title,
    description: row.description,
    images: Array.isArray(row.images) ? (row.images as RecipeSummary['images']) : [],
    categories: row.categories ?? [],
    primaryCategory: row.primary_category,
    difficulty: row.difficulty,
    preparationTime: row.preparation_time,
    cookingTime: row.cooking_time,
    tags: row.tags ?? [],
    language: row.language,
    visibility: row.visibility,
    authorId: row.author_id,
    rating: num(row.rating),
    cookRating: num(row.cook_rating),
    cookCount: row.cook_count,
    totalRatings: row.total_ratings,
    views: row.views,
    shareCount: row.share_count,
    trending: row.trending,
    isVegan: row.is_vegan,
    isVegetarian: row.is_vegetarian,
    isGlutenFree: row.is_gluten_free,
    isKosher: row.is_kosher,
    createdAt: new Date(row.created_at).toISOString(),
    familyId: row.family_id,
    // a family's card says "Also in …" (issue 34); a recipe of its own carries an empty list
    languageVersions: storedLanguageVersions({ languageVersions: row.language_versions }),
  };
}

export function toSimilarity(row: RecipeRow): SimilarityRecipe & { row: RecipeRow } {
  return {
    id: row.firebase_id,
    categories: row.categories ?? [],
    tags: row.tags ?? [],
    ingredients: row.ingredients ?? [],
    dietary: row.dietary ?? {},
    rating: num(row.rating),
    views: row.views,
    row,
  };
}
