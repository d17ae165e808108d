/** What a soak generator is and what it may read of the run: shared by the generators' files. */
import type { MirroredTable } from '../../platform/mirror/types';
import type { TestUser } from '../authEmulator';
import type { MutationOutcome } from './calls';
import type { Random } from './random';

export type { MutationOutcome };

export interface Mutation {
  readonly op: 'create' | 'update' | 'delete';
  /** The document key, when known before the call (updates, deletes, ids the client chooses). */
  readonly key?: string;
  /** 'function': a callable of the real functions. 'direct': a Firestore write as the console or a script makes it. */
  readonly via: 'function' | 'direct';
  /** The value this write gives the mutator's `field` (or its own `field`); null for a delete. */
  readonly label: string | null;
  /** The field this write labels, when not the mutator's. */
  readonly field?: string;
  /** Documents of other tables an acknowledged write removes with it (an unfollow removes the level chosen). */
  readonly alsoDeletes?: readonly { table: MirroredTable; key: string }[];
  run(): Promise<MutationOutcome>;
}

/** What a generator may read of the run so far. */
export interface SoakWorld {
  readonly rng: Random;
  readonly admin: TestUser;
  readonly cooks: readonly TestUser[];
  /** The keys of `table` the soak created and has not deleted (acknowledged writes only). */
  live(table: string): readonly string[];
  /** A fresh label, unique in this run. */
  label(): string;
}

export interface Mutator {
  readonly table: MirroredTable;
  /** Other tables this generator's writes keep in step (a recipe's tags): they need no generator of their own. */
  readonly covers?: readonly MirroredTable[];
  /** The document field that carries a write's label. */
  readonly field: string;
  /** False while the run has nothing this generator can write (a level needs a live follow); true when absent. */
  readonly ready?: (world: SoakWorld) => boolean;
  next(world: SoakWorld): Mutation;
}

/** Create while there is little, then mostly updates, sometimes a delete. */
export function chooseOp(world: SoakWorld, table: string): Mutation['op'] {
  const count = world.live(table).length;
  if (count === 0) return 'create';
  const roll = world.rng.next();
  if (count < 3) return roll < 0.5 ? 'create' : 'update';
  return roll < 0.25 ? 'create' : roll < 0.75 ? 'update' : 'delete';
}
