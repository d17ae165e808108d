/**
 * What the back office's services need: Firestore, the mirror, the service-role Postgres client (edge counts,
 * event logs) and the image host's delete (the recipe cleanup of an orphaned recipe). Only handlers call this.
 */
import type { RecipeCleanupDeps } from '../platform/cleanup/recipe';
import { recipeCleanupDeps } from '../platform/cleanup/recipeDeps';

export type BackofficeDeps = RecipeCleanupDeps;

export const backofficeDeps: () => BackofficeDeps = recipeCleanupDeps;
