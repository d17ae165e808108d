/**
 * admin-createDietaryOption / updateDietaryOption / deleteDietaryOption / reorderDietaryOptions end to end:
 * real HTTP to the Functions emulator, both stores read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIETARY_OPTION_MESSAGES, type DietaryOption } from '../../domain/catalog';
import { db } from '../../platform/firebase';
import { dietaryOptionCalls } from '../../testing/adminCalls';
import { createAdmin, createUser, type TestUser } from '../../testing/authEmulator';
import { expectFailure, expectSuccess } from '../../testing/callables';
import { dietaryOptionInput, insertRecipes, recipeDoc } from '../../testing/factories';
import { mirrorRow, query } from '../../testing/pg';

let admin: TestUser;
let member: TestUser;
const { call, create, created } = dietaryOptionCalls(() => admin);
const recipeIds: string[] = [];

async function orders() {
  const firestore = Object.fromEntries(
    (await db().collection('dietaryOptions').get()).docs.map((d) => [d.id, d.get('order') as number]),
  );
  const mirror = Object.fromEntries(
    (
      await query<{ firebase_id: string; sort_order: number }>(
        'select firebase_id, sort_order from dietary_options',
      )
    ).map((r) => [r.firebase_id, r.sort_order]),
  );
  return { firestore, mirror };
}

function idsInOrder(byId: Record<string, number>): string[] {
  return Object.entries(byId)
    .sort(([, a], [, b]) => a - b)
    .map(([id]) => id);
}

beforeAll(async () => {
  [admin, member] = await Promise.all([createAdmin(db()), createUser(db())]);
});

afterAll(async () => {
  await Promise.all(recipeIds.map((id) => db().collection('recipes').doc(id).delete()));
  for (const id of created) await call('deleteDietaryOption', { id });
  // Back to the seeded order: Kosher, Vegan, Vegetarian, Gluten-Free.
  const { firestore } = await orders();
  const seeded = ['kosher', 'vegan', 'vegetarian', 'gluten-free'];
  const rest = idsInOrder(firestore).filter((id) => !seeded.includes(id));
  await call('reorderDietaryOptions', { orderedIds: [...seeded.filter((id) => id in firestore), ...rest] });
});

describe('access', () => {
  it('refuses visitors and non-admins', async () => {
    expect((await expectFailure(call('createDietaryOption', dietaryOptionInput(), null))).status).toBe(401);
    expect((await expectFailure(call('createDietaryOption', dietaryOptionInput(), member))).status).toBe(403);
    expect(
      (await expectFailure(call('reorderDietaryOptions', { orderedIds: ['kosher'] }, member))).status,
    ).toBe(403);
    expect((await expectFailure(call('deleteDietaryOption', { id: 'kosher' }, member))).status).toBe(403);
  });
});

describe('createDietaryOption', () => {
  it('appends the option with an id from its field name, in both stores', async () => {
    const before = await orders();
    const option = await create();
    const expectedOrder = Math.max(0, ...Object.values(before.firestore)) + 1;
    expect(option.order).toBe(expectedOrder);
    expect(option.id).toMatch(/^test/);

    const doc = (await db().collection('dietaryOptions').doc(option.id).get()).data();
    expect(doc).toMatchObject({
      nameEn: option.nameEn,
      fieldName: option.fieldName,
      order: expectedOrder,
      version: option.version,
    });
    const row = await mirrorRow('dietary_options', option.id);
    expect(row).toMatchObject({
      name_en: option.nameEn,
      name_he: option.nameHe,
      field_name: option.fieldName,
      sort_order: expectedOrder,
    });
    expect(Number(row?.source_version)).toBe(option.version);
  });

  it.each(['nameEn', 'nameHe', 'nameFr', 'nameIt', 'fieldName'])(
    'requires %s with the spec message',
    async (field) => {
      const failure = await expectFailure(call('createDietaryOption', dietaryOptionInput({ [field]: '' })));
      expect(failure.status).toBe(400);
      expect(failure.error.message).toBe(
        'All fields are required (English, Hebrew, French, Italian names and field name)',
      );
    },
  );

  it.each(['organic', 'isorganic', 'IsOrganic'])('refuses the field name %s', async (fieldName) => {
    const failure = await expectFailure(call('createDietaryOption', dietaryOptionInput({ fieldName })));
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe(
      'Field name must start with "is" followed by an uppercase letter (e.g., isOrganic)',
    );
  });

  it('refuses a field name already used (ignoring case)', async () => {
    const failure = await expectFailure(
      call('createDietaryOption', dietaryOptionInput({ fieldName: 'isKOSHER' })),
    );
    expect(failure.status).toBe(409);
    expect(failure.error.message).toBe(DIETARY_OPTION_MESSAGES.fieldNameTaken);
  });
});

describe('updateDietaryOption', () => {
  it('changes the names in both stores and keeps the field name and order', async () => {
    const option = await create();
    const names = dietaryOptionInput();
    const { option: updated } = await expectSuccess(
      call<{ option: DietaryOption }>('updateDietaryOption', {
        id: option.id,
        ...names,
        fieldName: option.fieldName,
      }),
    );
    expect(updated).toMatchObject({
      nameEn: names.nameEn,
      fieldName: option.fieldName,
      order: option.order,
      version: option.version + 1,
    });
    const row = await mirrorRow('dietary_options', option.id);
    expect(row).toMatchObject({ name_en: names.nameEn, name_fr: names.nameFr, field_name: option.fieldName });
  });

  it('refuses a changed field name', async () => {
    const option = await create();
    const failure = await expectFailure(
      call('updateDietaryOption', { ...dietaryOptionInput(), id: option.id, fieldName: 'isSomethingElse' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe(DIETARY_OPTION_MESSAGES.fieldNameImmutable);
  });
});

describe('deleteDietaryOption', () => {
  it('is refused while recipes use the flag, with their count', async () => {
    const option = await create();
    recipeIds.push(
      ...(await insertRecipes(db(), [
        recipeDoc({ [option.fieldName]: true }),
        recipeDoc({ [option.fieldName]: true }),
        recipeDoc({ [option.fieldName]: false }),
      ])),
    );
    const failure = await expectFailure(call('deleteDietaryOption', { id: option.id }));
    expect(failure.error.status).toBe('FAILED_PRECONDITION');
    expect(failure.error.message).toBe('Cannot delete dietary option. 2 recipes are using this option.');
    expect(failure.error.details).toMatchObject({ recipeCount: 2 });
    expect(await mirrorRow('dietary_options', option.id)).not.toBeNull();
  });

  it('deletes an unused option from both stores and closes the gap in the order', async () => {
    const first = await create();
    const second = await create();
    await expectSuccess(call('deleteDietaryOption', { id: first.id }));
    expect((await db().collection('dietaryOptions').doc(first.id).get()).exists).toBe(false);
    expect(await mirrorRow('dietary_options', first.id)).toBeNull();

    const { firestore, mirror } = await orders();
    expect(firestore).toEqual(mirror);
    expect(Object.values(firestore).sort((a, b) => a - b)).toEqual(
      Object.keys(firestore).map((_, i) => i + 1),
    );
    expect(firestore[second.id]).toBe(second.order - 1);
  });
});

describe('reorderDietaryOptions', () => {
  it('sets order = position + 1 in both stores', async () => {
    const current = idsInOrder((await orders()).firestore);
    const reversed = [...current].reverse();
    const result = await expectSuccess(call('reorderDietaryOptions', { orderedIds: reversed }));
    expect(result).toEqual({ orderedIds: reversed });
    const { firestore, mirror } = await orders();
    expect(firestore).toEqual(Object.fromEntries(reversed.map((id, i) => [id, i + 1])));
    expect(mirror).toEqual(firestore);
  });

  it('refuses a list that leaves an option out or names an unknown one', async () => {
    const current = idsInOrder((await orders()).firestore);
    const missing = await expectFailure(call('reorderDietaryOptions', { orderedIds: current.slice(1) }));
    expect(missing.error.status).toBe('FAILED_PRECONDITION');
    expect(missing.error.message).toBe(DIETARY_OPTION_MESSAGES.orderIncomplete);
    const unknown = await expectFailure(
      call('reorderDietaryOptions', { orderedIds: [...current.slice(1), 'no-such-option'] }),
    );
    expect(unknown.error.message).toBe(DIETARY_OPTION_MESSAGES.orderIncomplete);
  });
});
