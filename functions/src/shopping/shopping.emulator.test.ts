/**
 * The household's shopping list through its callables on the real stack (issue 33 §2, decision 0064): lines typed
 * by hand, from a recipe scaled to servings and from the plan's days, merged by food in Firestore and the mirror;
 * an add or a make-from-plan sent again adds nothing; a member's own check-off reaches the mirror through the
 * reconciler; edit, remove, clear checked, remembered aisles and staples; nobody outside the household reads or
 * changes the list.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredLine } from '../domain/household/shoppingList';
import { SHOPPING_MESSAGES as M } from '../domain/household/shoppingList';
import { db } from '../platform/firebase';
import { expectFailure, expectSuccess } from '../testing/callables';
import { call, householdAccounts, type HouseholdUser } from '../testing/households';
import { mirrorRow } from '../testing/pg';
import { createRecipeAs } from '../testing/recipes';
import { waitFor } from '../testing/waitFor';

const { user, pair } = householdAccounts();
let recipeId: string;

type Lines = { lines: StoredLine[] };
const list = async (who: HouseholdUser) => (await expectSuccess(call<Lines>(who, 'shopping-list'))).lines;
const add = (who: HouseholdUser, text: string, lineId?: string) =>
  expectSuccess(call<Lines>(who, 'shopping-add', { text, ...(lineId ? { lineId } : {}) }));
const onionsOf = (lines: StoredLine[]) => lines.find((line) => line.food === 'onion');

beforeAll(async () => {
  const cook = await user();
  recipeId = await createRecipeAs(cook, {
    servings: 4,
    ingredients: ['2 onions, diced', '200 g red lentils', '1 tsp salt'],
  });
}, 120_000);

describe('the shopping list', () => {
  it('merges lines of one food; the same add sent again adds nothing; both stores hold the line', async () => {
    const shopper = await user();
    const first = await add(shopper, '2 onions', 'hand1');
    expect(first.lines).toMatchObject([{ id: 'hand1', food: 'onion', aisle: 'produce', checked: false }]);
    await add(shopper, '1 onion');
    const again = await add(shopper, '2 onions', 'hand1');
    expect(again.lines).toHaveLength(1);
    expect(onionsOf(again.lines)?.amounts).toMatchObject([{ amount: 3, unit: null }]);
    expect(await mirrorRow('shopping_lines', `${shopper.uid}/hand1`)).toMatchObject({
      household_id: shopper.uid,
      text: 'onions',
      food_key: 'onion',
      aisle: 'produce',
      checked: false,
      amounts: [expect.objectContaining({ amount: 3 })],
    });
  });

  it('adds a recipe scaled to the servings asked, staples checked; added again it rescales', async () => {
    const shopper = await user();
    const doubled = await expectSuccess(
      call<Lines>(shopper, 'shopping-addRecipe', { recipeId, servings: 8 }),
    );
    expect(onionsOf(doubled.lines)).toMatchObject({ amounts: [{ amount: 4 }], recipes: [{ id: recipeId }] });
    expect(doubled.lines.find((line) => line.food === 'salt')?.checked).toBe(true);
    const single = await expectSuccess(call<Lines>(shopper, 'shopping-addRecipe', { recipeId, servings: 4 }));
    expect(onionsOf(single.lines)?.amounts).toMatchObject([{ amount: 2 }]);
    const refused = await expectFailure(call(shopper, 'shopping-addRecipe', { recipeId, servings: 0 }));
    expect(refused.error.status).toBe('INVALID_ARGUMENT');
  });

  it("makes the list from the plan's days, once however often it is made", async () => {
    const shopper = await user();
    const entry = (day: string, servings: number) => ({ day, meal: 'dinner', recipeId, servings });
    await expectSuccess(call(shopper, 'plan-add', { entry: entry('2026-12-01', 4) }));
    await expectSuccess(call(shopper, 'plan-add', { entry: entry('2026-12-02', 2) }));
    await expectSuccess(call(shopper, 'plan-add', { entry: entry('2026-12-09', 4) }));
    const days = { days: ['2026-12-01', '2026-12-02'] };
    const made = await expectSuccess(call<Lines & { skipped: number }>(shopper, 'shopping-fromPlan', days));
    expect(made.skipped).toBe(0);
    expect(onionsOf(made.lines)?.amounts).toMatchObject([{ amount: 3 }]);
    const again = await expectSuccess(call<Lines>(shopper, 'shopping-fromPlan', days));
    expect(onionsOf(again.lines)?.amounts).toMatchObject([{ amount: 3 }]);
    const tooMany = await expectFailure(
      call(shopper, 'shopping-fromPlan', { days: Array.from({ length: 15 }, () => '2026-12-01') }),
    );
    expect(tooMany.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: M.daysInvalid });
  });

  it("a member's own check-off reaches the mirror; clear checked removes it", async () => {
    const [owner, member] = await pair();
    const { lines } = await add(owner, '3 carrots', 'carrots');
    expect((await list(member)).map((line) => line.id)).toEqual(['carrots']);
    // as the member's browser writes it (firestore.rules allow this change to members)
    await db()
      .doc(`households/${owner.uid}/shoppingLines/${lines[0]!.id}`)
      .update({ checked: true, version: FieldValue.increment(1) });
    await waitFor(async () =>
      (await mirrorRow('shopping_lines', `${owner.uid}/carrots`))?.checked === true ? true : undefined,
    );
    await add(member, '1 leek');
    const cleared = await expectSuccess(call<{ removed: string[] }>(member, 'shopping-clearChecked'));
    expect(cleared.removed).toEqual(['carrots']);
    expect((await list(owner)).map((line) => line.food)).toEqual(['leek']);
    expect(await mirrorRow('shopping_lines', `${owner.uid}/carrots`)).toBeNull();
  });

  it('edits and removes a line; nobody outside the household reads or changes it', async () => {
    const [owner, member] = await pair();
    const stranger = await user();
    await add(member, '2 onions', 'o1');
    const edited = await expectSuccess(
      call<Lines>(owner, 'shopping-edit', { lineId: 'o1', text: '5 onions' }),
    );
    expect(edited.lines).toMatchObject([{ id: 'o1', amounts: [{ amount: 5 }] }]);
    expect(await list(stranger)).toEqual([]);
    for (const [name, data] of [
      ['shopping-edit', { lineId: 'o1', text: 'caviar' }],
      ['shopping-remove', { lineId: 'o1' }],
      ['shopping-moveAisle', { lineId: 'o1', aisle: 'frozen' }],
    ] as const) {
      const refused = await expectFailure(call(stranger, name, data));
      expect(refused.error).toMatchObject({ status: 'NOT_FOUND', message: M.lineNotFound });
    }
    await expectSuccess(call(member, 'shopping-remove', { lineId: 'o1' }));
    expect(await list(owner)).toEqual([]);
    const empty = await expectFailure(call(owner, 'shopping-add', { text: '   ' }));
    expect(empty.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: M.textInvalid });
  });

  it("remembers a food's aisle and the household's staples for later lines", async () => {
    const shopper = await user();
    await add(shopper, '2 onions', 'o1');
    const moved = await expectSuccess(
      call<{ moved: string[] }>(shopper, 'shopping-moveAisle', { lineId: 'o1', aisle: 'frozen' }),
    );
    expect(moved.moved).toEqual(['o1']);
    await expectSuccess(call(shopper, 'shopping-setStaple', { food: 'carrot', staple: true }));
    const { lines } = await add(shopper, '2 carrots');
    expect(lines.map((line) => [line.food, line.aisle, line.checked])).toEqual([
      ['onion', 'frozen', false],
      ['carrot', 'produce', true],
    ]);
    expect(await mirrorRow('households', shopper.uid)).toMatchObject({
      aisle_moves: { onion: 'frozen' },
      staples: { added: ['carrot'], removed: [] },
    });
    const bogus = await expectFailure(call(shopper, 'shopping-moveAisle', { lineId: 'o1', aisle: 'garage' }));
    expect(bogus.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: M.aisleInvalid });
  });
});
