/**
 * How the home shows a category affinity (001 §2 "a percentage match", §9 "heart icon above 7"): the score (0-10)
 * as a whole percentage of the maximum, and whether the group earns the heart.
 */
import { AFFINITY_GROUPS, AFFINITY_MAX_SCORE } from './constants';

export function affinityPercentage(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.round((Math.min(score, AFFINITY_MAX_SCORE) / AFFINITY_MAX_SCORE) * 100);
}

export function affinityHeart(score: number): boolean {
  return score > AFFINITY_GROUPS.heartAbove;
}
