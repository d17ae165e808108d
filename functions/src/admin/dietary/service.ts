/**
 * Dietary option management (spec 002 §2, §4, §5): create, update (names only), delete (refused while recipes
 * use the flag) and reorder. Every change goes through the mirror protocol; the rules live in domain/catalog.
 */
import {
  CATALOG_ACTIONS,
  DIETARY_OPTION_MESSAGES,
  dietaryOptionIdFor,
  dietaryOptionInUseMessage,
  isCompleteOrder,
  isFieldNameTaken,
  nextDietaryOrder,
  ordersFromIds,
  type CreateDietaryOptionInput,
  type DeleteDietaryOptionInput,
  type DietaryOption,
  type ReorderDietaryOptionsInput,
  type UpdateDietaryOptionInput,
} from '../../domain/catalog';
import { AppError } from '../../domain/errors';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import type { MirroredChange } from '../../platform/mirror/types';
import { nowIso, type ServiceDeps } from '../../platform/mirror/deps';
import { dietaryOptions, localizedNamesOf, type StoredDietaryOption } from '../shared/catalogue';

function fieldNames(options: StoredDietaryOption[]) {
  return options.map((o) => ({ id: o.id, fieldName: String(o.doc.fieldName ?? '') }));
}

/** Options sorted by their current order (then id), the order lists show. */
function byOrder(options: StoredDietaryOption[]): StoredDietaryOption[] {
  return [...options].sort(
    (a, b) => (Number(a.doc.order) || 0) - (Number(b.doc.order) || 0) || a.id.localeCompare(b.id),
  );
}

/** Changes giving each option its 1-based position in `orderedIds`, only for those whose order changes. */
function orderChanges(
  options: StoredDietaryOption[],
  orderedIds: readonly string[],
  now: string,
): MirroredChange[] {
  const orders = ordersFromIds(orderedIds);
  return options
    .filter((o) => orders.has(o.id) && o.doc.order !== orders.get(o.id))
    .map((o) => dietaryOptions.edit(o, { order: orders.get(o.id) }, now));
}

export function createDietaryOption(
  deps: ServiceDeps,
  input: CreateDietaryOptionInput,
): Promise<DietaryOption> {
  return dietaryOptions.create(deps, CATALOG_ACTIONS.createDietaryOption, (options) => {
    if (isFieldNameTaken(input.fieldName, fieldNames(options))) {
      throw new AppError('already-exists', DIETARY_OPTION_MESSAGES.fieldNameTaken, { field: 'fieldName' });
    }
    const preferredId = dietaryOptionIdFor(input.fieldName);
    const id =
      preferredId && !options.some((o) => o.id === preferredId) ? preferredId : dietaryOptions.newId(deps);
    return {
      id,
      fields: {
        ...localizedNamesOf(input),
        fieldName: input.fieldName,
        order: nextDietaryOrder(options.map((o) => o.doc)),
      },
    };
  });
}

export function updateDietaryOption(
  deps: ServiceDeps,
  input: UpdateDietaryOptionInput,
): Promise<DietaryOption> {
  return dietaryOptions.update(deps, CATALOG_ACTIONS.updateDietaryOption, input.id, (target) => {
    if (input.fieldName !== undefined && input.fieldName !== target.doc.fieldName) {
      throw new AppError('invalid-argument', DIETARY_OPTION_MESSAGES.fieldNameImmutable, {
        field: 'fieldName',
      });
    }
    return { fields: localizedNamesOf(input) };
  });
}

/** Refused while any recipe has the option's flag set; the remaining options close the gap in the order. */
export async function deleteDietaryOption(
  deps: ServiceDeps,
  input: DeleteDietaryOptionInput,
): Promise<{ id: string }> {
  await dietaryOptions.remove(
    deps,
    CATALOG_ACTIONS.deleteDietaryOption,
    input.id,
    async (target, options, now) => {
      const fieldName = String(target.doc.fieldName ?? '');
      if (fieldName) {
        const inUse = await deps.db.collection('recipes').where(fieldName, '==', true).count().get();
        const recipeCount = inUse.data().count;
        if (recipeCount > 0) {
          throw new AppError('failed-precondition', dietaryOptionInUseMessage(recipeCount), { recipeCount });
        }
      }
      const remaining = byOrder(options).filter((o) => o.id !== input.id);
      return orderChanges(
        remaining,
        remaining.map((o) => o.id),
        now,
      );
    },
  );
  return { id: input.id };
}

/** Sets order = position + 1 for every option; the list must name each existing option exactly once. */
export async function reorderDietaryOptions(
  deps: ServiceDeps,
  input: ReorderDietaryOptionsInput,
): Promise<{ orderedIds: string[] }> {
  return writeMirrored(deps, CATALOG_ACTIONS.reorderDietaryOptions, async (commit) => {
    const options = await dietaryOptions.read(deps);
    if (
      !isCompleteOrder(
        input.orderedIds,
        options.map((o) => o.id),
      )
    ) {
      throw new AppError('failed-precondition', DIETARY_OPTION_MESSAGES.orderIncomplete, {
        field: 'orderedIds',
      });
    }
    const changes = orderChanges(options, input.orderedIds, nowIso(deps));
    if (changes.length > 0) await commit(changes);
    return { orderedIds: [...input.orderedIds] };
  });
}
