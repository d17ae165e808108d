/**
 * The recipe's stored shapes (spec 000 §3 "Recipe", "Image", "Autocomplete records", 001 §3 "Tag"), as
 * docs/contracts/recipes.md lists them. Timestamps are ISO-8601 strings; `version` is the mirror protocol's counter.
 * Type aliases (not interfaces) so that they satisfy the mirror's Record<string, unknown>.
 */
import type { AiSource } from '../ai/source';
import type {
  CaloriesStatus,
  DietaryClassification,
  RecipeCreationMethod,
  RecipeDifficulty,
  RecipeVisibility,
} from '../constants/recipe';

export const RECIPES_COLLECTION = 'recipes';
export const RATINGS_SUBCOLLECTION = 'ratings';
export const TAGS_COLLECTION = 'tags';
export const INGREDIENTS_COLLECTION = 'ingredients';
export const INSTRUCTION_TEMPLATES_COLLECTION = 'instructionTemplates';

/** Languages a recipe's content may be written in (detected or chosen). */
export const RECIPE_LANGUAGES = ['en', 'he', 'fr', 'it'] as const;
export type RecipeLanguage = (typeof RECIPE_LANGUAGES)[number];

export const IMAGE_SIZE_NAMES = ['thumbnail', 'card', 'detail', 'full'] as const;
export type ImageSizeName = (typeof IMAGE_SIZE_NAMES)[number];

/** Spec 000 §3 "Image": publicId is `recipes/{recipeId}/{name}`. */
export type RecipeImage = {
  url: string;
  sizes: Record<ImageSizeName, string>;
  originalUrl: string;
  publicId: string;
  width: number;
  height: number;
  format: string;
};

/** One boolean per dietary option fieldName (isKosher, isVegan, isVegetarian, isGlutenFree, …). */
export type DietaryFlags = { [fieldName: `is${string}`]: boolean };

/** The four default dietary options' flags (spec 002 §9); admins may add more. */
export const DEFAULT_DIETARY_FIELDS = ['isKosher', 'isVegan', 'isVegetarian', 'isGlutenFree'] as const;

/**
 * Where an imported recipe comes from (issue 32 §1, decision 0062): the page's address ('' for a pasted text), its
 * site and author as the page names them. Shown as "Adapted from …" and as isBasedOn in the recipe's JSON-LD.
 */
export type RecipeSourceDoc = { url: string; siteName: string; author: string };

/** recipes/{recipeId} */
export type RecipeDoc = {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  images: RecipeImage[];
  categories: string[];
  primaryCategory: string;
  difficulty: RecipeDifficulty;
  preparationTime: number;
  cookingTime: number;
  servings: number;
  tags: string[];
  recipeTip: string;
  language: string;
  detectedLanguage: string;
  youtubeVideoId: string | null;
  youtubeUrl: string | null;
  visibility: RecipeVisibility;
  dietaryClassification: DietaryClassification | null;
  creationMethod: RecipeCreationMethod;
  authorId: string;
  userId: string;
  authorName: string;
  authorUsername: string | null;
  rating: number;
  cookRating: number;
  totalRatings: number;
  ratingSum: number;
  cookCount: number;
  interestedCount: number;
  notInterestedCount: number;
  shareCount: number;
  views: number;
  trending: boolean;
  trendingScore: number;
  createdAt: string;
  lastEditedAt: string;
  searchTerms: string[];
  calories: number | null;
  caloriesStatus: CaloriesStatus;
  /** Written by the calorie calculation (domain/nutrition/lifecycle.ts); absent until its first attempt. */
  totalCalories?: number | null;
  caloriesSource?: AiSource | null;
  /** An imported recipe's source; absent or null for a recipe written here. */
  source?: RecipeSourceDoc | null;
  /** Issue 34 (decision 0073): the original's id in a family of language versions; absent for a recipe of its own. */
  familyId?: string | null;
  /** The family's members, the original first (the same on every member). */
  languageVersions?: { id: string; language: string }[];
  /** Who wrote the accepted suggestion this version came from. */
  translatedBy?: { uid: string; name: string } | null;
  version: number;
} & DietaryFlags;

/** What the detail and edit endpoints answer: the document with its id, without the protocol's version. */
export type Recipe = Omit<RecipeDoc, 'version'> & { id: string };

/** A recipe as grids show it (cards, the user grid, related recipes): read from the Postgres mirror. */
export type RecipeSummary = {
  id: string;
  title: string;
  description: string;
  images: RecipeImage[];
  categories: string[];
  primaryCategory: string | null;
  difficulty: string;
  preparationTime: number;
  cookingTime: number;
  tags: string[];
  language: string | null;
  visibility: RecipeVisibility;
  authorId: string;
  rating: number;
  cookRating: number;
  cookCount: number;
  totalRatings: number;
  views: number;
  shareCount: number;
  trending: boolean;
  isVegan: boolean;
  isVegetarian: boolean;
  isGlutenFree: boolean;
  isKosher: boolean;
  createdAt: string;
  /** A family of language versions' members (decision 0073), the original first; absent for a recipe of its own. */
  languageVersions?: { id: string; language: string }[];
};

/** tags/{tagId} (001 §3). */
export type TagDoc = {
  tag: string;
  displayName: string;
  language: string;
  count: number;
  lastUsed: string;
  createdAt: string;
  /** The last 100 recipe ids that used it, oldest first. */
  recipes: string[];
  version: number;
};

/** The popular/trending tag item of 001 §7 (snake_case as the spec's response). */
export type TagListItem = {
  firebase_id: string;
  tag: string;
  display_name: string;
  language: string;
  count: number;
  last_used: string | null;
};

/** ingredients/{id} (000 §3 "Ingredient suggestion"). */
export type IngredientSuggestionDoc = {
  name: string;
  searchName: string;
  language: string;
  usageCount: number;
  createdAt: string;
  lastUsed: string;
};

/** instructionTemplates/{id} (000 §3 "Instruction template"). */
export type InstructionTemplateDoc = {
  text: string;
  searchText: string;
  fullExample: string;
  language: string;
  usageCount: number;
  createdAt: string;
  lastUsed: string;
};
