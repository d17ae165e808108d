import { PULL_TO_REFRESH } from '@domain/constants/social';

/** Spec 001 §2 "Recipe grid widget": pull-to-refresh thresholds, as the domain states them. */
export const PULL = {
  threshold: PULL_TO_REFRESH.thresholdPx,
  max: PULL_TO_REFRESH.maxPullPx,
  scrollTopTolerance: PULL_TO_REFRESH.scrollTopTolerancePx,
} as const;

export type PullState = 'idle' | 'pulling' | 'threshold' | 'refreshing';

/** How far the indicator shows for a finger that moved `delta` px down (never up, never past the maximum). */
export function pullDistance(delta: number): number {
  return Math.min(Math.max(delta, 0), PULL.max);
}

/** The state a pull of `distance` px is in (a refresh on its way wins over any distance). */
export function pullState(distance: number, refreshing = false): PullState {
  if (refreshing) return 'refreshing';
  if (distance <= 0) return 'idle';
  return distance >= PULL.threshold ? 'threshold' : 'pulling';
}

/** A pull may start only when the page is at its top. */
export function canStartPull(scrollTop: number): boolean {
  return scrollTop <= PULL.scrollTopTolerance;
}
