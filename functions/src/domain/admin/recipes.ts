/**
 * The back office's recipes grid (spec 002 §2 "Recipes grid: trending toggle and delete", §3 "Recipe (admin view)",
 * §4 "Admin toggles", "Admin recipe deletion"). Pure: the web reads the types and schemas too.
 */
import { z } from 'zod';
import type { CaloriesStatus, RecipeVisibility } from '../constants/recipe';

const recipeId = z.string().trim().min(1, 'recipeId is required').max(128, 'Recipe not found');

/** /admin/recipes: page (from 1) of 20, optionally those whose title contains `search`. */
export const adminListRecipesInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  search: z.string().trim().max(100, 'Search must be 100 characters or less').default(''),
  /** Only the recipes whose calories failed (the back office retries them). */
  caloriesFailed: z.boolean().default(false),
});
export type AdminListRecipesInput = z.infer<typeof adminListRecipesInputSchema>;

export const adminSetTrendingInputSchema = z.object({ recipeId, trending: z.boolean() });
export const adminDeleteRecipeInputSchema = z.object({ recipeId });

/** One card of /admin/recipes. */
export interface AdminRecipeRow {
  id: string;
  title: string;
  authorId: string;
  authorName: string;
  visibility: RecipeVisibility;
  image: string | null;
  trending: boolean;
  trendingScore: number;
  caloriesStatus: CaloriesStatus;
  views: number;
  rating: number;
  totalRatings: number;
  createdAt: string;
}

export interface AdminRecipesPage {
  recipes: AdminRecipeRow[];
  page: number;
  hasMore: boolean;
}

/** 002 §4: turned on, the score is the current time (newer flags rank first); turned off, zero. */
export function trendingFields(trending: boolean, now: Date): { trending: boolean; trendingScore: number } {
  return { trending, trendingScore: trending ? now.getTime() : 0 };
}
