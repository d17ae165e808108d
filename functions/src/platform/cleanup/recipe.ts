/**
 * The recipe-deletion cleanup (spec 000 §4 "Delete", 002 §4 "Admin recipe deletion", 002 §3 "Recipe-related data
 * touched by cleanup"). recipes-delete runs it once the recipe is gone from both stores; each group registers the
 * steps for what it keeps about a recipe (recipes/cleanup.ts, users/recipeCleanup.ts), and a new group that keeps
 * per-recipe data adds its step here (the name, in the spec's order) and registers it from its own folder.
 *
 *   tags         each tag counts one recipe fewer (mirror first; a tag nobody uses is deleted)
 *   ratings      recipes/{id}/ratings/*
 *   comments     comments/* of the recipe with their likes, reports and notifications (mirror first)
 *   favorites    users' favoriteRecipes (through the protocol: users/{uid} is mirrored) and favoriteMetadata
 *   collections  users/{uid}/collections/* recipeIds and recipeCount (through the protocol: mirrored since
 *                decision 0008), then their recipes/{id} entries (Firestore only)
 *   events       view records and shares in Postgres (recipe_views, shares)
 *   caches       cached documents keyed by the recipe (recommendations, search)
 *   activity     users/{uid}/activity/* items of the recipe (activity/recipeCleanup.ts)
 *   images       the image host, 3 at a time with a 100 ms pause
 */
import type { ServiceClient } from '../mirror/database';
import type { ImageHost } from '../imageHostTypes';
import type { ServiceDeps } from '../mirror/deps';
import { cleanupRegistry, type CleanupReport, type CleanupStep } from './registry';

export const CLEANUP_STEPS = [
  'tags',
  'ratings',
  'comments',
  'favorites',
  'collections',
  'events',
  'caches',
  'activity',
  'images',
] as const;
export type RecipeCleanupStepName = (typeof CLEANUP_STEPS)[number];
/** Per step: how many things it removed or changed, or 'failed' (logged). */
export type RecipeCleanupReport = CleanupReport<RecipeCleanupStepName>;

/** What the steps may use: Firestore and the mirror, the service-role Postgres client, the image host's delete. */
export interface RecipeCleanupDeps extends ServiceDeps {
  supabase: ServiceClient;
  images: Pick<ImageHost, 'delete'>;
}

/** The recipe as it was before its deletion. */
export interface DeletedRecipe {
  readonly id: string;
  readonly doc: Record<string, unknown>;
}

export type RecipeCleanupStep = CleanupStep<RecipeCleanupDeps, DeletedRecipe, RecipeCleanupStepName>;

const recipeCleanup = cleanupRegistry<RecipeCleanupDeps, DeletedRecipe, RecipeCleanupStepName>(
  'Recipe',
  CLEANUP_STEPS,
);

export function registerRecipeCleanup(step: RecipeCleanupStep): void {
  recipeCleanup.register(step);
}

export function cleanupDeletedRecipe(
  deps: RecipeCleanupDeps,
  recipe: DeletedRecipe,
): Promise<RecipeCleanupReport> {
  return recipeCleanup.run(deps, recipe, { recipeId: recipe.id });
}
