/**
 * "You might also like" (spec 001 §9 "Similarity scoring weights"): category 30, tags 20, ingredients 15, dietary 15,
 * rating 10, popularity 10 (views capped at 1000), out of 100. A candidate qualifies with an ingredient overlap of at
 * least 0.3 or a score of at least 50; 2 recommendations by default. Pure, so the web's fallback scores the same.
 *
 * Ours (the spec gives the weights, not the measures): each weight is multiplied by a share from 0 to 1:
 * - category, tags, ingredients: the share of the target's values the candidate also has (ingredients compared by
 *   name, "2 cups flour" and "1 cup of flour" being the same ingredient);
 * - dietary: true flags both have / true flags either has (both without flags: 1);
 * - rating: rating / 5; popularity: min(views, 1000) / 1000.
 */
import { SIMILARITY_WEIGHTS } from '../constants/social';
import { ingredientName } from './autocomplete';

export interface SimilarityRecipe {
  readonly id: string;
  readonly categories: readonly string[];
  readonly tags: readonly string[];
  readonly ingredients: readonly string[];
  /** Dietary flags by fieldName. */
  readonly dietary: Readonly<Record<string, boolean>>;
  readonly rating: number;
  readonly views: number;
}

export interface SimilarityScore {
  readonly score: number;
  readonly ingredientOverlap: number;
}

/** The share of `target`'s values found in `candidate` (0 when the target has none). */
export function overlapShare(target: readonly string[], candidate: readonly string[]): number {
  const wanted = new Set(target);
  if (wanted.size === 0) return 0;
  const offered = new Set(candidate);
  let shared = 0;
  for (const value of wanted) if (offered.has(value)) shared += 1;
  return shared / wanted.size;
}

function dietaryShare(a: Readonly<Record<string, boolean>>, b: Readonly<Record<string, boolean>>): number {
  const either = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => a[key] || b[key]));
  if (either.size === 0) return 1;
  let both = 0;
  for (const key of either) if (a[key] && b[key]) both += 1;
  return both / either.size;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const round1 = (value: number) => Math.round(value * 10) / 10;

export function similarityScore(target: SimilarityRecipe, candidate: SimilarityRecipe): SimilarityScore {
  const w = SIMILARITY_WEIGHTS;
  const ingredientOverlap = overlapShare(
    target.ingredients.map(ingredientName),
    candidate.ingredients.map(ingredientName),
  );
  const score =
    w.category * overlapShare(target.categories, candidate.categories) +
    w.tags * overlapShare(target.tags, candidate.tags) +
    w.ingredients * ingredientOverlap +
    w.dietary * dietaryShare(target.dietary, candidate.dietary) +
    w.rating * clamp01(candidate.rating / 5) +
    w.popularity * clamp01(Math.min(candidate.views, w.popularityViewsCap) / w.popularityViewsCap);
  return { score: round1(score), ingredientOverlap };
}

export function qualifiesAsSimilar({ score, ingredientOverlap }: SimilarityScore): boolean {
  return ingredientOverlap >= SIMILARITY_WEIGHTS.minIngredientOverlap || score >= SIMILARITY_WEIGHTS.minScore;
}

/** A viewer's category affinity scores (0–10 each, issue 16), by category id. */
export type CategoryAffinity = Readonly<Record<string, number>>;

/**
 * Ours (001 §7 names the userId, not its effect): for a viewer with affinity, a qualifying candidate moves up by
 * its best category's affinity score (0–10 points on the 100-point scale) in the order only; the similarityScore
 * it reports stays the spec's, and what qualifies does not change.
 */
export function affinityBoost(categories: readonly string[], affinity: CategoryAffinity): number {
  let best = 0;
  for (const category of categories) best = Math.max(best, clamp01((affinity[category] ?? 0) / 10) * 10);
  return best;
}

/**
 * The best `count` qualifying candidates (never the target itself), highest score first (nudged by the viewer's
 * `affinity` when given), then most viewed.
 */
export function rankSimilar<T extends SimilarityRecipe>(
  target: SimilarityRecipe,
  candidates: readonly T[],
  count: number = SIMILARITY_WEIGHTS.defaultRecommendations,
  affinity: CategoryAffinity = {},
): (T & { similarityScore: number })[] {
  const order = (candidate: T, result: SimilarityScore) =>
    result.score + affinityBoost(candidate.categories, affinity);
  return candidates
    .filter((candidate) => candidate.id !== target.id)
    .map((candidate) => ({ candidate, result: similarityScore(target, candidate) }))
    .filter(({ result }) => qualifiesAsSimilar(result))
    .sort(
      (a, b) =>
        order(b.candidate, b.result) - order(a.candidate, a.result) || b.candidate.views - a.candidate.views,
    )
    .slice(0, Math.max(0, count))
    .map(({ candidate, result }) => ({ ...candidate, similarityScore: result.score }));
}
