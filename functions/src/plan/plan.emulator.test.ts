/**
 * The week plan through its callables on the real stack (issue 33 §1, decision 0064): entries added (a recipe with
 * servings, a note), moved and removed in Firestore and the mirror at once; one household's plan shared by its
 * members and nobody else's; servings 1–100; 200 entries a week; every change sent twice (the outbox, decision
 * 0070) changes the plan once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredPlanEntry, WeekPlanEntry } from '../domain/contracts/plan';
import { PLAN_CALL_MESSAGES } from '../domain/household/planMessages';
import { PLAN_MESSAGES } from '../domain/planning';
import { db } from '../platform/firebase';
import { expectFailure, expectSuccess } from '../testing/callables';
import { call, householdAccounts, type HouseholdUser } from '../testing/households';
import { query } from '../testing/pg';
import { recipeImage } from '../testing/factories';
import { createRecipeAs, newRecipeId } from '../testing/recipes';

const { user, pair } = householdAccounts();
let cook: HouseholdUser;
let recipeId: string;
let privateRecipeId: string;

type Week = { householdId: string; entries: WeekPlanEntry[] };
const week = (who: HouseholdUser, start = '2026-11-29') =>
  expectSuccess(call<Week>(who, 'plan-week', { start }));
const add = (who: HouseholdUser, entry: Record<string, unknown>, id?: string) =>
  call<StoredPlanEntry>(who, 'plan-add', { entry, ...(id ? { id } : {}) });
const dinner = (day = '2026-12-01') => ({ day, meal: 'dinner', recipeId, servings: 4 });

/** The entry's mirror row (the day as Postgres writes it), or undefined. */
async function row(household: string, id: string) {
  const [found] = await query(
    'select household_id, day::text as day, meal, recipe_id, servings, note from public.plan_entries where firebase_id = $1',
    [`${household}/${id}`],
  );
  return found;
}

beforeAll(async () => {
  cook = await user();
  recipeId = await createRecipeAs(cook);
  privateRecipeId = await createRecipeAs(cook, { visibility: 'private' });
}, 120_000);

describe('the week plan', () => {
  it('adds a recipe and a note, lists the week, and holds both stores', async () => {
    const planner = await user();
    const added = await expectSuccess(add(planner, dinner()));
    expect(added).toMatchObject({ ...dinner(), note: null, addedBy: planner.uid });
    expect(added.recipeTitle).toMatch(/^Test soup/);
    const note = await expectSuccess(add(planner, { day: '2026-12-02', meal: 'lunch', note: 'leftovers' }));
    expect(note).toMatchObject({ recipeId: null, servings: null, note: 'leftovers' });

    const listed = await week(planner);
    expect(listed.householdId).toBe(planner.uid);
    expect(listed.entries.map((entry) => entry.id)).toEqual([added.id, note.id]);
    // the test recipe has no photo, a note none to have
    expect(listed.entries.map((entry) => entry.recipeImage)).toEqual([null, null]);
    expect(await week(planner, '2026-12-06')).toMatchObject({ entries: [] });
    expect(await row(planner.uid, added.id)).toEqual({
      household_id: planner.uid,
      day: '2026-12-01',
      meal: 'dinner',
      recipe_id: recipeId,
      servings: 4,
      note: null,
    });
  });

  it('lists a recipe entry with its recipe’s first photo, in the thumbnail size', async () => {
    const planner = await user();
    const photographed = newRecipeId();
    const image = recipeImage(photographed);
    const photo = { ...image, sizes: { ...image.sizes, thumbnail: image.url.replace('.jpg', '-thumb.jpg') } };
    await createRecipeAs(planner, {}, { recipeId: photographed, images: [photo] });
    await expectSuccess(add(planner, { ...dinner(), recipeId: photographed }));
    const [listed] = (await week(planner)).entries;
    expect(listed?.recipeImage).toBe(photo.sizes.thumbnail);
  });

  it('moves and removes an entry', async () => {
    const planner = await user();
    const added = await expectSuccess(add(planner, dinner()));
    const moved = await expectSuccess(
      call<StoredPlanEntry>(planner, 'plan-move', {
        entryId: added.id,
        entry: { ...dinner('2026-12-03'), meal: 'lunch', servings: 2 },
      }),
    );
    expect(moved).toMatchObject({ id: added.id, day: '2026-12-03', meal: 'lunch', servings: 2 });
    expect(await row(planner.uid, added.id)).toMatchObject({
      day: '2026-12-03',
      meal: 'lunch',
      servings: 2,
    });
    await expectSuccess(call(planner, 'plan-remove', { entryId: added.id }));
    expect((await week(planner)).entries).toEqual([]);
    expect(await row(planner.uid, added.id)).toBeUndefined();
    // sent again (the outbox after a lost answer, another tab): removed already, nothing more written
    expect(await expectSuccess(call(planner, 'plan-remove', { entryId: added.id }))).toEqual({
      id: added.id,
    });
    expect((await week(planner)).entries).toEqual([]);
  });

  it('moves an entry sent twice to the same place, and refuses a move of an entry that is gone', async () => {
    const planner = await user();
    const added = await expectSuccess(add(planner, dinner()));
    const to = { ...dinner('2026-12-03'), servings: 6 };
    const move = () => call<StoredPlanEntry>(planner, 'plan-move', { entryId: added.id, entry: to });
    await expectSuccess(move());
    await expectSuccess(move());
    expect((await week(planner)).entries).toMatchObject([{ id: added.id, day: '2026-12-03', servings: 6 }]);
    expect(await row(planner.uid, added.id)).toMatchObject({ day: '2026-12-03', servings: 6 });
    await expectSuccess(call(planner, 'plan-remove', { entryId: added.id }));
    const gone = await expectFailure(move());
    expect(gone.error).toMatchObject({ status: 'NOT_FOUND', message: PLAN_CALL_MESSAGES.entryNotFound });
  });

  it("is the household's: members share it, anyone else neither sees nor changes it", async () => {
    const [owner, member] = await pair();
    const stranger = await user();
    const byMember = await expectSuccess(add(member, dinner()));
    expect((await week(owner)).entries.map((entry) => entry.id)).toEqual([byMember.id]);
    expect((await week(member)).householdId).toBe(owner.uid);
    expect((await week(stranger)).entries).toEqual([]);
    // a stranger's removal finds no such entry in their own plan: nothing of the household's goes
    await expectSuccess(call(stranger, 'plan-remove', { entryId: byMember.id }));
    const moved = await expectFailure(
      call(stranger, 'plan-move', { entryId: byMember.id, entry: dinner('2026-12-04') }),
    );
    expect(moved.error.status).toBe('NOT_FOUND');
    expect((await week(owner)).entries[0]).toMatchObject({ id: byMember.id, day: '2026-12-01' });
  });

  // the recipe id is any: the entry is refused before a recipe is read
  const anyDinner = { day: '2026-12-01', meal: 'dinner', recipeId: 'r1', servings: 4 };
  it.each([
    [{ ...anyDinner, servings: 0 }, PLAN_MESSAGES.servingsInvalid],
    [{ ...anyDinner, servings: 101 }, PLAN_MESSAGES.servingsInvalid],
    [{ ...anyDinner, note: 'and a note' }, PLAN_MESSAGES.recipeOrNote],
    [{ ...anyDinner, day: '2026-02-30' }, PLAN_MESSAGES.dayInvalid],
    [{ ...anyDinner, meal: 'brunch' }, PLAN_MESSAGES.mealInvalid],
  ])('refuses %j naming the problem', async (entry, message) => {
    const refused = await expectFailure(add(cook, entry));
    expect(refused.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
  });

  it('refuses a recipe the caller may not read as not found', async () => {
    const other = await user();
    const refused = await expectFailure(add(other, { ...dinner(), recipeId: privateRecipeId }));
    expect(refused.error).toMatchObject({ status: 'NOT_FOUND', message: PLAN_CALL_MESSAGES.recipeNotFound });
  });

  it('an add sent twice with its id adds one entry', async () => {
    const planner = await user();
    const id = `offline${Date.now()}`;
    const [first, second] = await Promise.all([add(planner, dinner(), id), add(planner, dinner(), id)]);
    expect(first.ok && second.ok).toBe(true);
    expect((await week(planner)).entries.map((entry) => entry.id)).toEqual([id]);
  });

  it('holds 200 entries a week, whichever day the week starts on', async () => {
    const planner = await user();
    // 200 entries stored as the calls store them, four days before the new one (the test's setup, not a call)
    const batch = db().batch();
    for (let n = 0; n < 200; n += 1) {
      batch.set(db().doc(`households/${planner.uid}/planEntries/full${n}`), {
        day: '2026-11-27',
        meal: 'snack',
        note: 'crackers',
        version: 1,
      });
    }
    await batch.commit();
    const full = await expectFailure(add(planner, dinner()));
    expect(full.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: PLAN_MESSAGES.weekFull });
    // seven days after them: no week holds both
    await expectSuccess(add(planner, dinner('2026-12-04')));
  });
});
