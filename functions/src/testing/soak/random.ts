import { mulberry32 } from '../../platform/seededRandom';

/** A seeded generator (mulberry32): the soak prints its seed, and MATKON_SOAK_SEED replays the same run. */
export interface Random {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (below: number) => Math.floor(next() * below);
  return {
    seed,
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** MATKON_SOAK_SEED when set (a replay), else a fresh one. */
export function soakSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.MATKON_SOAK_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed) || seed < 0)
      throw new Error('MATKON_SOAK_SEED must be a non-negative integer');
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
