/**
 * The recipe cleanup's deps (recipe.ts) from the running functions' configuration: what the recipe services and the
 * back office both work with. Only handlers call this; services and tests take the deps as arguments.
 */
import { db } from '../firebase';
import { getImageHost } from '../imageHost';
import { getMirror, getServiceClient } from '../mirror/client';
import type { RecipeCleanupDeps } from './recipe';

export function recipeCleanupDeps(): RecipeCleanupDeps {
  return {
    db: db(),
    mirror: getMirror(),
    supabase: getServiceClient(),
    // resolved on use: the image host's configuration is read only by the functions that delete images
    images: { delete: (publicId) => getImageHost().delete(publicId) },
  };
}
