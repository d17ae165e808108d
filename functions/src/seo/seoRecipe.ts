/**
 * The part of a recipe document the public page shows, read defensively (documents written by hand or by older
 * code may lack fields): everything has a type here, nothing is trusted to be one.
 */
import type { Image } from '../domain/media';
import { recipeAuthorId } from '../domain/recipe/author';
import { cleanSource } from '../domain/recipe/cleaning';
import { storedLanguageVersions, type LanguageVersion } from '../domain/recipe/family';
import type { RecipeSourceDoc } from '../domain/recipe/types';

export interface SeoRecipe {
  id: string;
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  images: Image[];
  /** English names of the recipe's categories, in the recipe's order. */
  categoryNames: string[];
  tags: string[];
  authorId: string;
  authorName: string;
  authorUsername: string | null;
  createdAt: string | null;
  lastEditedAt: string | null;
  preparationTime: number | null;
  cookingTime: number | null;
  servings: number | null;
  rating: number;
  totalRatings: number;
  language: string | null;
  isVegan: boolean;
  isVegetarian: boolean;
  isGlutenFree: boolean;
  isKosher: boolean;
  /** An imported recipe's source (issue 32): its JSON-LD's isBasedOn. */
  source: RecipeSourceDoc | null;
  /** Its family's members, the original first (decision 0073); empty for a recipe of its own. */
  languageVersions: LanguageVersion[];
  /** Who translated this version, when it came from an accepted suggestion. */
  translatorName: string | null;
}

export function toSeoRecipe(
  id: string,
  data: Record<string, unknown>,
  categoryNames: readonly string[],
): SeoRecipe {
  const totalRatings = positiveNumber(data.totalRatings) ?? 0;
  const ratingSum = positiveNumber(data.ratingSum);
  const rating = positiveNumber(data.rating) ?? (ratingSum && totalRatings ? ratingSum / totalRatings : 0);
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    ingredients: texts(data.ingredients),
    instructions: texts(data.instructions),
    images: Array.isArray(data.images) ? data.images.filter(isImage) : [],
    categoryNames: [...categoryNames],
    tags: texts(data.tags),
    authorId: recipeAuthorId(data),
    authorName: text(data.authorName),
    authorUsername: text(data.authorUsername) || null,
    createdAt: text(data.createdAt) || null,
    lastEditedAt: text(data.lastEditedAt) || null,
    preparationTime: positiveNumber(data.preparationTime),
    cookingTime: positiveNumber(data.cookingTime) ?? positiveNumber(data.cookTime),
    servings: positiveNumber(data.servings),
    rating,
    totalRatings,
    language: text(data.language) || null,
    isVegan: data.isVegan === true,
    isVegetarian: data.isVegetarian === true,
    isGlutenFree: data.isGlutenFree === true,
    isKosher: data.isKosher === true,
    source: cleanSource(data.source),
    languageVersions: storedLanguageVersions(data),
    translatorName: translatorName(data.translatedBy),
  };
}

function translatorName(value: unknown): string | null {
  const credit = value as { name?: unknown } | null | undefined;
  return text(credit?.name) || null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A list of strings; a newline-separated string (spec 000 §3 "may arrive as…") is split. */
function texts(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split('\n') : Array.isArray(value) ? value : [];
  return items.map(text).filter((item) => item.length > 0);
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function isImage(value: unknown): value is Image {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Partial<Image>;
  return typeof image.url === 'string' && typeof image.sizes === 'object' && image.sizes !== null;
}
