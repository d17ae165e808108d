import { RECIPE_VISIBILITIES } from '../../../domain/constants/recipe';
import { recipeAuthorId } from '../../../domain/recipe/author';
import { cleanSource } from '../../../domain/recipe/cleaning';
import { storedLanguageVersions } from '../../../domain/recipe/family';
import { RECIPES_COLLECTION } from '../../../domain/recipe/types';
import { integer, strings, text } from '../rowValues';
import { toIsoString } from '../../../domain/time';
import type { VersionedDoc } from '../types';
import { defineMapping } from './define';

const decimal = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const orNull = (value: unknown): string | null => text(value) || null;
/** Calories: a whole, non-negative number, or null while not calculated. */
const wholeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
const DIETARY_FLAG = /^is[A-Z][A-Za-z0-9]*$/;

/** Every dietary flag of the document ({ isVegan: true, … }). */
function dietaryOf(doc: VersionedDoc): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(doc)
      .filter(([key, value]) => DIETARY_FLAG.test(key) && typeof value === 'boolean')
      .map(([key, value]) => [key, value as boolean]),
  );
}

/**
 * recipes/{id} → public.recipes (supabase/migrations/20261129000200_profiles_recipes.sql). A visibility the rules would not
 * recognise is mirrored as private: the mirror never shows publicly what Firestore shows only to the author.
 */
export const recipeMapping = defineMapping(
  RECIPES_COLLECTION,
  'recipes',
  (doc) => {
    const visibility = (RECIPE_VISIBILITIES as readonly unknown[]).includes(doc.visibility)
      ? (doc.visibility as string)
      : 'private';
    return {
      author_id: recipeAuthorId(doc),
      title: text(doc.title),
      description: text(doc.description),
      ingredients: strings(doc.ingredients),
      instructions: strings(doc.instructions),
      categories: strings(doc.categories),
      primary_category: orNull(doc.primaryCategory),
      difficulty: text(doc.difficulty) || 'medium',
      preparation_time: integer(doc.preparationTime, 15),
      cooking_time: integer(doc.cookingTime ?? doc.cookTime, 30),
      servings: integer(doc.servings, 4),
      tags: strings(doc.tags),
      recipe_tip: text(doc.recipeTip),
      language: orNull(doc.language),
      detected_language: orNull(doc.detectedLanguage),
      visibility,
      dietary: dietaryOf(doc),
      is_vegan: doc.isVegan === true,
      is_vegetarian: doc.isVegetarian === true,
      is_gluten_free: doc.isGlutenFree === true,
      is_kosher: doc.isKosher === true,
      dietary_classification: orNull(doc.dietaryClassification),
      creation_method: text(doc.creationMethod) || 'manual',
      youtube_video_id: orNull(doc.youtubeVideoId),
      source: cleanSource(doc.source),
      images: Array.isArray(doc.images)
        ? doc.images.filter((image) => image && typeof image === 'object')
        : [],
      rating: decimal(doc.rating),
      cook_rating: decimal(doc.cookRating),
      total_ratings: Math.max(0, integer(doc.totalRatings)),
      cook_count: Math.max(0, integer(doc.cookCount)),
      rating_sum: Math.max(0, decimal(doc.ratingSum)),
      interested_count: Math.max(0, integer(doc.interestedCount)),
      not_interested_count: Math.max(0, integer(doc.notInterestedCount)),
      views: Math.max(0, integer(doc.views)),
      share_count: Math.max(0, integer(doc.shareCount)),
      comment_count: Math.max(0, integer(doc.commentCount)),
      favorite_count: Math.max(0, integer(doc.favoriteCount)),
      trending: doc.trending === true,
      trending_score: decimal(doc.trendingScore),
      calories_status: text(doc.caloriesStatus) || 'pending',
      calories: wholeOrNull(doc.calories),
      total_calories: wholeOrNull(doc.totalCalories),
      search_terms: strings(doc.searchTerms),
      // decision 0073: the family (null and [] for a recipe of its own)
      family_id: orNull(doc.familyId),
      language_versions: storedLanguageVersions(doc),
      last_edited_at: toIsoString(doc.lastEditedAt) ?? null,
    };
  },
  { created_at: 'createdAt' },
);
