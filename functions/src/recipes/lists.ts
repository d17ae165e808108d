/**
 * Related recipes (001 §9 "Similarity scoring weights"), read from the Postgres mirror. An author's recipes (001 §7
 * get-user-recipes) are platform/userRecipes.ts: the channel page's first view reads them too.
 */
import { AppError } from '../domain/errors';
import type { SimilarRecipe } from '../domain/contracts';
import type { VersionLanguage } from '../domain/recipe/family';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { rankSimilar, type CategoryAffinity } from '../domain/recipe/similarity';
import { authorFields, authorNames } from '../platform/recipeAuthors';
import type { RecipesDeps } from './deps';
import { SIMILARITY_COLUMNS, toSimilarity, toSummary } from '../platform/recipeRows';

/** How many public candidates the scoring looks at. */
export const SIMILARITY_POOL = 100;

function readFailed(reason: string): AppError {
  return new AppError('unavailable', RECIPE_MESSAGES.loadFailed, { reason });
}

/** The viewer's category affinity scores (issue 16), or none for a guest. */
async function affinityOf(
  deps: Pick<RecipesDeps, 'supabase'>,
  viewer: string | null,
): Promise<CategoryAffinity> {
  if (!viewer) return {};
  const { data, error } = await deps.supabase
    .from('user_category_affinity')
    .select('category_id, score')
    .eq('user_id', viewer)
    .gt('score', 0);
  if (error) throw readFailed(error.message);
  return Object.fromEntries((data ?? []).map((row) => [row.category_id, Number(row.score)]));
}

/**
 * Public recipes like the given one, best first, each with its similarityScore (0–100). For a signed-in viewer, their
 * category affinity nudges the order (domain/recipe/similarity.ts) and their own recipes are left out. A recipe family
 * takes one place, as its member in the reader's language (else its original), and never the recipe's own family
 * (decision 0073).
 */
export async function similarRecipes(
  deps: Pick<RecipesDeps, 'supabase'>,
  recipeId: string,
  count: number,
  viewer: string | null = null,
  language: VersionLanguage | null = null,
): Promise<{ recommendations: SimilarRecipe[] }> {
  const target = await deps.supabase
    .from('recipes')
    .select(SIMILARITY_COLUMNS)
    .eq('firebase_id', recipeId)
    .maybeSingle();
  if (target.error) throw readFailed(target.error.message);
  if (!target.data) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  const candidates = await deps.supabase
    .rpc('recipe_similarity_candidates', {
      p_recipe_id: recipeId,
      p_limit: SIMILARITY_POOL,
      p_language: language ?? undefined,
    })
    .select(SIMILARITY_COLUMNS);
  if (candidates.error) throw readFailed(candidates.error.message);
  const rows = candidates.data ?? [];
  const ranked = rankSimilar(
    toSimilarity(target.data),
    rows.filter((row) => row.author_id !== viewer).map(toSimilarity),
    count,
    await affinityOf(deps, viewer),
  );
  // the cards credit each recipe to its cook by name (issue 27: not "A Matkon cook")
  const authors = await authorNames(
    deps.supabase,
    ranked.map(({ row }) => row),
  );
  if (authors.error) throw readFailed(authors.error);
  return {
    recommendations: ranked.map(({ row, similarityScore }) => ({
      ...toSummary(row),
      ...authorFields(authors.names, row.author_id),
      similarityScore,
    })),
  };
}
