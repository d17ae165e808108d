/**
 * Where favorites live (spec 001 §3): users/{uid}.favoriteRecipes lists the recipe ids (the all-favorites
 * collection), users/{uid}/favoriteMetadata/{recipeId} holds when it was saved and the notes kept on it in the
 * all-favorites view; users/{uid}/collections/{id} (domain/collections) group them, each entry under recipes/
 * carrying its own notes. The recipe's favoriteCount counts the users holding it.
 */
import type { RecipeImage } from '../recipe/types';

export const FAVORITE_METADATA_SUBCOLLECTION = 'favoriteMetadata';
export const FAVORITE_RECIPES_FIELD = 'favoriteRecipes';
/** 001 §3: the virtual default collection; it is the favorites list itself and cannot be deleted. */
export const ALL_FAVORITES_ID = 'all_favorites';
export const FAVORITE_OPERATIONS = ['add', 'remove'] as const;
export type FavoriteOperation = (typeof FAVORITE_OPERATIONS)[number];

/** The personal data kept on a saved recipe (001 §3 "Favorite metadata", "Collection recipe entry"). */
export interface RecipeNotes {
  personalNotes: string;
  personalRating: number | null;
  cookCount: number;
  /** ISO date (YYYY-MM-DD) or null. */
  lastCooked: string | null;
  modifications: string[];
  tags: string[];
}

export const EMPTY_NOTES: RecipeNotes = {
  personalNotes: '',
  personalRating: null,
  cookCount: 0,
  lastCooked: null,
  modifications: [],
  tags: [],
};

/** What the favorites screens show of a recipe (001 §3 "In listings a collection recipe also carries …"). */
export interface FavoriteRecipeSummary {
  id: string;
  title: string;
  description: string;
  authorId: string;
  authorName: string;
  authorUsername: string | null;
  images: RecipeImage[];
  categories: string[];
  difficulty: string;
  preparationTime: number;
  cookingTime: number;
  rating: number;
  cookRating: number;
  createdAt: string | null;
}

/** A saved recipe in one collection (or all favorites) with its notes. */
export interface SavedRecipe extends RecipeNotes {
  recipeId: string;
  addedAt: string;
  /** null when the recipe can no longer be read (deleted, made private). */
  recipe: FavoriteRecipeSummary | null;
}

export interface CollectionView {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  isDefault: boolean;
  recipeCount: number;
  createdAt: string;
  recipes: SavedRecipe[];
}

/** A collection as others see it (001 §6): no notes, no entries' personal data; the recipes the viewer may read. */
export type SharedCollection = Omit<CollectionView, 'recipes' | 'isDefault'> & {
  recipes: FavoriteRecipeSummary[];
};

export interface FavoritesOverview {
  /** all favorites, newest first, with the notes kept in the all-favorites view. */
  favorites: SavedRecipe[];
  collections: CollectionView[];
  limit: number;
}

export interface FavoriteResult {
  isFavorite: boolean;
  favoriteCount: number;
  totalFavorites: number;
}
