/**
 * The fault soak's generators for the households' plan and shopping list (issue 33, decision 0064), through the
 * calls the browser makes (mirror first): each soak cook's own household, whose document every plan and list write
 * moves (so `households` is covered). A plan entry is a note labelled by the soak; a list line is typed by hand with
 * the label as its text (the reader keeps such a line as written), retyped to a new label, and removed.
 */
import { subcollectionKey, subcollectionKeyParts } from '../../platform/mirror/documentKey';
import type { MirroredTable } from '../../platform/mirror/types';
import { callFunction } from './calls';
import { chooseOp, type Mutator } from './mutation';

interface Calls {
  readonly table: MirroredTable;
  readonly field: string;
  /** The write's call and its input, for the document `id` under its owner's household and the write's label. */
  readonly create: (id: string, label: string) => [name: string, input: Record<string, unknown>];
  readonly update: (id: string, label: string) => [name: string, input: Record<string, unknown>];
  readonly remove: (id: string) => [name: string, input: Record<string, unknown>];
}

/** Documents of a household subcollection written by `calls`, each created with an id the call takes. */
function householdMutator(calls: Calls, covers: readonly MirroredTable[] = []): Mutator {
  return {
    table: calls.table,
    covers,
    field: calls.field,
    next(world) {
      const op = chooseOp(world, calls.table);
      const label = op === 'delete' ? null : world.label();
      const cook = op === 'create' ? world.rng.pick(world.cooks) : undefined;
      const key = cook
        ? subcollectionKey(cook.uid, `soak${world.label().replace(/\W/g, '')}`)
        : world.rng.pick(world.live(calls.table));
      const [uid, id] = subcollectionKeyParts(key);
      const owner = world.cooks.find((candidate) => candidate.uid === uid);
      if (!owner) throw new Error(`soak: ${uid} is not one of the soak's cooks`);
      const [name, input] =
        op === 'create'
          ? calls.create(id, label ?? '')
          : op === 'update'
            ? calls.update(id, label ?? '')
            : calls.remove(id);
      return { op, key, via: 'function', label, run: () => callFunction(name, input, owner, () => key) };
    },
  };
}

const day = (label: string) => `2026-12-0${1 + (label.length % 7)}`;

export const householdMutators = (): Mutator[] => [
  householdMutator(
    {
      table: 'plan_entries',
      field: 'note',
      create: (id, label) => ['plan-add', { id, entry: { day: day(label), meal: 'dinner', note: label } }],
      update: (entryId, label) => [
        'plan-move',
        { entryId, entry: { day: day(label), meal: 'lunch', note: label } },
      ],
      remove: (entryId) => ['plan-remove', { entryId }],
    },
    ['households'],
  ),
  householdMutator({
    table: 'shopping_lines',
    field: 'text',
    create: (lineId, text) => ['shopping-add', { lineId, text }],
    update: (lineId, text) => ['shopping-edit', { lineId, text }],
    remove: (lineId) => ['shopping-remove', { lineId }],
  }),
];
