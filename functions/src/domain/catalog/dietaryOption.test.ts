import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../testing/zod';
import {
  createDietaryOptionInputSchema,
  deleteDietaryOptionInputSchema,
  isCompleteOrder,
  isFieldNameTaken,
  nextDietaryOrder,
  ordersFromIds,
  reorderDietaryOptionsInputSchema,
  updateDietaryOptionInputSchema,
} from './dietaryOption';
import { DIETARY_OPTION_MESSAGES, dietaryOptionInUseMessage } from './messages';

const names = { nameEn: 'Organic', nameHe: 'אורגני', nameFr: 'Biologique', nameIt: 'Biologico' };

describe('createDietaryOptionInputSchema', () => {
  it('accepts trimmed names and field name', () => {
    expect(
      createDietaryOptionInputSchema.parse({ ...names, nameEn: ' Organic ', fieldName: ' isOrganic ' }),
    ).toEqual({
      ...names,
      fieldName: 'isOrganic',
    });
  });

  it.each(['nameEn', 'nameHe', 'nameFr', 'nameIt', 'fieldName'] as const)('requires %s', (field) => {
    const input: Record<string, unknown> = { ...names, fieldName: 'isOrganic' };
    input[field] = '  ';
    expect(firstMessage(createDietaryOptionInputSchema.safeParse(input))).toBe(
      'All fields are required (English, Hebrew, French, Italian names and field name)',
    );
    delete input[field];
    expect(firstMessage(createDietaryOptionInputSchema.safeParse(input))).toBe(
      DIETARY_OPTION_MESSAGES.fieldsRequired,
    );
  });

  it.each(['organic', 'isorganic', 'Organic', 'is', 'is_Organic', 'isOr ganic', 'hasOrganic', 'is1Organic'])(
    'refuses the field name %s',
    (fieldName) => {
      expect(firstMessage(createDietaryOptionInputSchema.safeParse({ ...names, fieldName }))).toBe(
        'Field name must start with "is" followed by an uppercase letter (e.g., isOrganic)',
      );
    },
  );

  it.each(['isO', 'isOrganic', 'isGlutenFree', 'isLowFODMAP', 'isOmega3'])(
    'accepts the field name %s',
    (fieldName) => {
      expect(createDietaryOptionInputSchema.safeParse({ ...names, fieldName }).success).toBe(true);
    },
  );
});

describe('updateDietaryOptionInputSchema', () => {
  it('requires the id and the names; fieldName is optional', () => {
    expect(updateDietaryOptionInputSchema.parse({ id: 'organic', ...names })).toEqual({
      id: 'organic',
      ...names,
      fieldName: undefined,
    });
    expect(firstMessage(updateDietaryOptionInputSchema.safeParse(names))).toBe(
      DIETARY_OPTION_MESSAGES.idRequired,
    );
    expect(
      firstMessage(updateDietaryOptionInputSchema.safeParse({ id: 'organic', ...names, nameHe: '' })),
    ).toBe(DIETARY_OPTION_MESSAGES.fieldsRequired);
  });
});

describe('deleteDietaryOptionInputSchema', () => {
  it('requires the id', () => {
    expect(deleteDietaryOptionInputSchema.parse({ id: ' kosher ' })).toEqual({ id: 'kosher' });
    expect(firstMessage(deleteDietaryOptionInputSchema.safeParse({}))).toBe(
      DIETARY_OPTION_MESSAGES.idRequired,
    );
  });
});

describe('reorderDietaryOptionsInputSchema', () => {
  it('accepts a list of distinct ids', () => {
    expect(reorderDietaryOptionsInputSchema.parse({ orderedIds: ['vegan', 'kosher'] })).toEqual({
      orderedIds: ['vegan', 'kosher'],
    });
  });
  it.each([{}, { orderedIds: [] }, { orderedIds: 'vegan' }, { orderedIds: ['vegan', 'vegan'] }])(
    'refuses %j',
    (input) => {
      expect(firstMessage(reorderDietaryOptionsInputSchema.safeParse(input))).toBe(
        DIETARY_OPTION_MESSAGES.orderIncomplete,
      );
    },
  );
});

describe('isFieldNameTaken', () => {
  const options = [{ id: 'gluten-free', fieldName: 'isGlutenFree' }];
  it('ignores case and the option being edited', () => {
    expect(isFieldNameTaken('isGlutenfree', options)).toBe(true);
    expect(isFieldNameTaken('isGlutenFree', options, 'gluten-free')).toBe(false);
    expect(isFieldNameTaken('isOrganic', options)).toBe(false);
  });
});

describe('orders', () => {
  it('appends after the highest order', () => {
    expect(nextDietaryOrder([])).toBe(1);
    expect(nextDietaryOrder([{ order: 1 }, { order: 4 }, { order: 2 }])).toBe(5);
    expect(nextDietaryOrder([{ order: 'x' }, {}])).toBe(1);
  });
  it('needs every existing id exactly once', () => {
    expect(isCompleteOrder(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCompleteOrder(['a'], ['a', 'b'])).toBe(false);
    expect(isCompleteOrder(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isCompleteOrder(['a', 'a'], ['a', 'b'])).toBe(false);
  });
  it('numbers from 1', () => {
    expect([...ordersFromIds(['vegan', 'kosher'])]).toEqual([
      ['vegan', 1],
      ['kosher', 2],
    ]);
  });
});

describe('dietaryOptionInUseMessage', () => {
  it('states the count', () => {
    expect(dietaryOptionInUseMessage(3)).toBe(
      'Cannot delete dietary option. 3 recipes are using this option.',
    );
  });
});
