/**
 * The three migrations of the migration panel (spec 002 §7 "Migrations"), each a list of mappings run by
 * migrate.ts and its answer in the spec's shape.
 * - migrate-to-supabase: every mirrored entity (a new Supabase project, or after a restore).
 * - re-migrate-recipes: the recipes.
 * - migrate-missing-collections: favorites, comments (with likes and reports), ratings and the recipes' counters
 *   ("recipeAggregations", kept on the recipe rows). Shares and recipe views are born in Postgres (event logs with
 *   no Firestore source): nothing to copy, reported as such.
 */
import type { MigrationInput } from '../../domain/migrations';
import type { MissingCollectionResult } from '../../domain/contracts/backoffice';
import {
  commentLikeMapping,
  commentMapping,
  commentReportMapping,
  favoriteMapping,
  MIRROR_MAPPINGS,
  ratingMapping,
  recipeMapping,
} from '../../platform/mirror/mappings';
import type { BackofficeDeps } from '../deps';
import { migrate, type MigrationRun } from './migrate';

const migratedIn = (run: MigrationRun, table: string) => run.tables[table]?.migrated ?? 0;

export async function migrateEverything(deps: BackofficeDeps, input: MigrationInput) {
  const run = await migrate(deps, MIRROR_MAPPINGS, input);
  return {
    success: true as const,
    ...run,
    stats: {
      users: migratedIn(run, 'profiles'),
      recipes: migratedIn(run, 'recipes'),
      favorites: migratedIn(run, 'favorites'),
      follows: migratedIn(run, 'follows'),
    },
  };
}

export async function reMigrateRecipes(deps: BackofficeDeps, input: MigrationInput) {
  const run = await migrate(deps, [recipeMapping], input);
  const tally = run.tables.recipes;
  const errors = tally?.errors.length ?? 0;
  return {
    success: true as const,
    ...run,
    total: tally?.read ?? 0,
    migrated: tally?.migrated ?? 0,
    skipped: tally?.skipped ?? 0,
    errors,
    hasErrors: errors > 0,
  };
}

const MISSING = [
  favoriteMapping,
  commentMapping,
  commentLikeMapping,
  commentReportMapping,
  ratingMapping,
  recipeMapping,
];

export async function migrateMissingCollections(deps: BackofficeDeps, input: MigrationInput) {
  const run = await migrate(deps, MISSING, input);
  const resultOf = (...tables: string[]): MissingCollectionResult => {
    const errors = tables.flatMap((table) => run.tables[table]?.errors ?? []);
    const count = tables.reduce((sum, table) => sum + migratedIn(run, table), 0);
    return { success: errors.length === 0, count, errors };
  };
  const collections = {
    favorites: resultOf('favorites'),
    shares: resultOf(),
    comments: resultOf('comments', 'comment_likes', 'comment_reports'),
    ratings: resultOf('ratings'),
    recipeViews: resultOf(),
    recipeAggregations: resultOf('recipes'),
  };
  const totalMigrated = Object.values(collections).reduce((sum, result) => sum + result.count, 0);
  return { success: true as const, ...run, totalMigrated, collections };
}
