/**
 * The fault soak's generators for the households' plan and shopping list (issue 33, decision 0064), through the
 * calls the browser makes (mirror first): each soak cook's own household, whose document every plan and list write
 * moves (so `households` is covered). A plan entry is a note labelled by the soak; a list line is typed by hand with
 * the label as its text (the reader keeps such a line as written), edited to a new label, and removed.
 */
import { subcollectionKey, subcollectionKeyParts } from '../../platform/mirror/documentKey';
import type { TestUser } from '../authEmulator';
import { callFunction } from './calls';
import { chooseOp, type Mutator, type SoakWorld } from './mutation';

const cookOf = (world: SoakWorld, key: string): TestUser => {
  const [uid] = subcollectionKeyParts(key);
  const cook = world.cooks.find((candidate) => candidate.uid === uid);
  if (!cook) throw new Error(`soak: ${uid} is not one of the soak's cooks`);
  return cook;
};

/** A new key in a random cook's household, with an id the call accepts from its client. */
function newKey(world: SoakWorld, prefix: string): [key: string, cook: TestUser, id: string] {
  const cook = world.rng.pick(world.cooks);
  const id = `${prefix}${world.label().replace(/\W/g, '')}`;
  return [subcollectionKey(cook.uid, id), cook, id];
}

const planEntries: Mutator = {
  table: 'plan_entries',
  covers: ['households'],
  field: 'note',
  next(world) {
    const op = chooseOp(world, 'plan_entries');
    const label = op === 'delete' ? null : world.label();
    const day = `2026-12-0${1 + Math.floor(world.rng.next() * 7)}`;
    if (op === 'create') {
      const [key, cook, id] = newKey(world, 'soakplan');
      const entry = { day, meal: 'dinner', note: label };
      return {
        op,
        key,
        via: 'function',
        label,
        run: () => callFunction('plan-add', { id, entry }, cook, () => key),
      };
    }
    const key = world.rng.pick(world.live('plan_entries'));
    const [, entryId] = subcollectionKeyParts(key);
    const cook = cookOf(world, key);
    return op === 'update'
      ? {
          op,
          key,
          via: 'function',
          label,
          run: () =>
            callFunction(
              'plan-move',
              { entryId, entry: { day, meal: 'lunch', note: label } },
              cook,
              () => key,
            ),
        }
      : {
          op,
          key,
          via: 'function',
          label,
          run: () => callFunction('plan-remove', { entryId }, cook, () => key),
        };
  },
};

const shoppingLines: Mutator = {
  table: 'shopping_lines',
  field: 'text',
  next(world) {
    const op = chooseOp(world, 'shopping_lines');
    const label = op === 'delete' ? null : world.label();
    if (op === 'create') {
      const [key, cook, lineId] = newKey(world, 'soakline');
      return {
        op,
        key,
        via: 'function',
        label,
        run: () => callFunction('shopping-add', { lineId, text: label }, cook, () => key),
      };
    }
    const key = world.rng.pick(world.live('shopping_lines'));
    const [, lineId] = subcollectionKeyParts(key);
    const cook = cookOf(world, key);
    return op === 'update'
      ? {
          op,
          key,
          via: 'function',
          label,
          run: () => callFunction('shopping-edit', { lineId, text: label }, cook, () => key),
        }
      : {
          op,
          key,
          via: 'function',
          label,
          run: () => callFunction('shopping-remove', { lineId }, cook, () => key),
        };
  },
};

export const householdMutators = (): Mutator[] => [planEntries, shoppingLines];
