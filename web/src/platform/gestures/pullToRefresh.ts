/** Spec 001 §2 "Recipe grid widget": pull-to-refresh thresholds. */
export const PULL = {
  /** A pull this far (px) refreshes when released. */
  threshold: 70,
  /** The indicator never travels further (px). */
  max: 120,
  /** The page counts as scrolled to the top within this many px. */
  scrollTopTolerance: 5,
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
