/**
 * What the recipe services need (DESIGN §3): Firestore, the mirror, the service-role Postgres client for the
 * relational reads and the event logs, the image host (only its delete), and a clock. Services take them as
 * arguments, so callables, the demo seed and tests run the same code; only handlers call recipesDeps().
 */
import type { RecipeCleanupDeps } from '../platform/cleanup/recipe';
import { recipeCleanupDeps } from '../platform/cleanup/recipeDeps';
import { getImageHost } from '../platform/imageHost';
import { youtubeEndpoints } from '../platform/params';
import { sourcePhotoFrom, type SourcePhoto } from './sourcePhoto';
import { videoPhotoFrom, type VideoPhoto } from './videoPhoto';

/** The part of the image host (platform/imageHost.ts) the recipe services use. */
export type ImageRemover = RecipeCleanupDeps['images'];

export interface RecipesDeps extends RecipeCleanupDeps {
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
  /**
   * settings/businessRules.moderation.maxRecipesPerDay is held (decision 0036): on, except on the test stack, whose
   * tests and journeys create more recipes per cook in a day (MATKON_DAILY_RECIPE_LIMIT=off).
   */
  dailyRecipeLimit?: boolean;
  /** A new recipe with a video and no photo takes the video's thumbnail (absent: it stays without one). */
  videoPhoto?: VideoPhoto;
  /** A new imported recipe without a photo takes its source page's (issue 32; absent: it stays without one). */
  sourcePhoto?: SourcePhoto;
}

export const recipesDeps = (): RecipesDeps => ({
  ...recipeCleanupDeps(),
  dailyRecipeLimit: process.env.MATKON_DAILY_RECIPE_LIMIT !== 'off',
  videoPhoto: videoPhotoFrom({ thumbnailUrl: youtubeEndpoints().thumbnailUrl, host: getImageHost }),
  sourcePhoto: sourcePhotoFrom({ host: getImageHost }),
});
