/**
 * Which fault, if any, the soak injects into a mutation. Every kind is owed until it has been injected once: while
 * some owed kind applies, the fault comes from those, so each run meets every kind (the soak asserts it) instead of
 * only being likely to. After that the weights rule. Deterministic for a seed, so a printed seed still replays.
 */
import type { Mutation } from './mutation';
import type { Random } from './random';

export const FAULT_KINDS = [
  'mirror unreachable',
  'mirror 429',
  'commit refused after the mirror write',
  'killed between the writes',
  'trigger delivered twice',
  'trigger out of order',
  'compensation failed',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Faults the gateway injects into the call's own mirror write: only a mutation through a function meets them. */
export const SERVICE_FAULTS: readonly FaultKind[] = [
  'mirror unreachable',
  'mirror 429',
  'commit refused after the mirror write',
  'killed between the writes',
  'compensation failed',
];

/** The share of mutations that run without a fault. */
const CLEAN_SHARE = 0.3;

/**
 * How often each fault is picked among those that apply. A kill costs the next call of that function a cold start
 * of its worker (2 to 9 s on the shared test machine), so it comes a third as often as the others.
 */
const FAULT_WEIGHTS: Record<FaultKind, number> = {
  'mirror unreachable': 1,
  'mirror 429': 1,
  'commit refused after the mirror write': 1,
  'killed between the writes': 1 / 3,
  'trigger delivered twice': 1,
  'trigger out of order': 1,
  'compensation failed': 1,
};

function pickWeighted(rng: Random, kinds: readonly FaultKind[]): FaultKind {
  let roll = rng.next() * kinds.reduce((sum, kind) => sum + FAULT_WEIGHTS[kind], 0);
  for (const kind of kinds) {
    roll -= FAULT_WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return kinds[kinds.length - 1] as FaultKind;
}

/** What a mutation allows: a direct write meets only trigger faults; out of order needs two earlier versions. */
export function applicableFaults(
  mutation: Pick<Mutation, 'via' | 'key'>,
  earlierVersions: number,
): FaultKind[] {
  const triggerFaults: FaultKind[] = ['trigger delivered twice'];
  if (mutation.key && earlierVersions >= 2) triggerFaults.push('trigger out of order');
  return mutation.via === 'direct' ? triggerFaults : [...SERVICE_FAULTS, ...triggerFaults];
}

/** The fault for the next mutation, or null for a clean one; `injected` counts what the run has met so far. */
export function chooseFault(
  rng: Random,
  applicable: readonly FaultKind[],
  injected: Readonly<Record<FaultKind, number>>,
): FaultKind | null {
  if (rng.chance(CLEAN_SHARE)) return null;
  const owed = applicable.filter((kind) => injected[kind] === 0);
  return pickWeighted(rng, owed.length > 0 ? owed : applicable);
}
