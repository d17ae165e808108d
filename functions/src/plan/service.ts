/**
 * The week plan of the caller's household (issue 33 §1, decision 0064): entries added, moved and removed through
 * one mirrored commit each, which also moves the household's version, so that concurrent adds cannot pass the week
 * limit together; a week listed for the plan screen. An add may name its own id: sent again (a call queued
 * offline, a retry), it finds the entry there and adds nothing.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../domain/errors';
import { PLAN_ENTRIES_SUBCOLLECTION } from '../domain/household/document';
import { PLAN_ACTIONS as A, PLAN_MESSAGES as M } from '../domain/household/planMessages';
import { addDays, fitsWeekLimit, weekLimitSpan } from '../domain/household/planLimit';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { activeHousehold, householdChange, householdPath, type ReadHousehold } from '../platform/household';
import { nowIso, versionedDoc, withoutVersion, type ServiceDeps } from '../platform/mirror/deps';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { planEntryMapping } from '../platform/mirror/mappings';
import type { VersionedDoc } from '../platform/mirror/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { mayReadRecipe } from '../platform/recipeReader';

export interface PlanDeps extends ServiceDeps {
  /** The entries a week may hold (the planning domain's limit; tests pass a small one). */
  weekLimit: number;
}

/** What an entry says: a day's meal with a recipe and its servings, or a note. */
export interface PlanEntryFields {
  day: string;
  meal: string;
  recipeId?: string | null;
  servings?: number | null;
  note?: string | null;
}

export interface PlanEntry extends Required<PlanEntryFields> {
  id: string;
  recipeTitle: string | null;
  addedBy: string;
}

const entries = (household: string) => `${householdPath(household)}/${PLAN_ENTRIES_SUBCOLLECTION}`;

function entryOf(id: string, doc: Record<string, unknown>): PlanEntry {
  const recipeId = typeof doc.recipeId === 'string' ? doc.recipeId : null;
  return {
    id,
    day: String(doc.day ?? ''),
    meal: String(doc.meal ?? ''),
    recipeId,
    servings: recipeId && typeof doc.servings === 'number' ? doc.servings : null,
    note: recipeId ? null : String(doc.note ?? ''),
    recipeTitle: typeof doc.recipeTitle === 'string' ? doc.recipeTitle : null,
    addedBy: String(doc.addedBy ?? ''),
  };
}

/** Refuses an entry on `day` that would make some week hold more than the limit (`except`: the entry moved). */
async function assertWeekFits(deps: PlanDeps, household: string, day: string, except?: string) {
  const [from, to] = weekLimitSpan(day);
  const around = await deps.db
    .collection(entries(household))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .select('day')
    .get();
  const days = around.docs.filter((doc) => doc.id !== except).map((doc) => String(doc.get('day')));
  if (!fitsWeekLimit(days, day, deps.weekLimit))
    throw new AppError('resource-exhausted', M.weekFull, { limit: deps.weekLimit, field: 'day' });
}

async function recipeTitle(deps: PlanDeps, uid: string, recipeId: string): Promise<string> {
  const snap = await deps.db.doc(`${RECIPES_COLLECTION}/${recipeId}`).get();
  const recipe = snap.data();
  if (!recipe || !(await mayReadRecipe(deps.db, uid, recipe)))
    throw new AppError('not-found', M.recipeNotFound, { field: 'recipeId' });
  return typeof recipe.title === 'string' ? recipe.title : '';
}

async function readEntry(deps: PlanDeps, household: ReadHousehold, id: string): Promise<VersionedDoc> {
  const snap = await deps.db.doc(`${entries(household.id)}/${id}`).get();
  if (!snap.exists) throw new AppError('not-found', M.entryNotFound, { field: 'entryId' });
  return versionedDoc(snap);
}

export async function addPlanEntry(
  deps: PlanDeps,
  uid: string,
  input: PlanEntryFields & { id?: string | undefined },
): Promise<PlanEntry> {
  const id = input.id ?? randomUUID().replace(/-/g, '').slice(0, 20);
  const title = input.recipeId ? await recipeTitle(deps, uid, input.recipeId) : null;
  return writeMirrored(deps, A.add, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const existing = await deps.db.doc(`${entries(household.id)}/${id}`).get();
    if (existing.exists) return entryOf(id, existing.data() ?? {});
    await assertWeekFits(deps, household.id, input.day);
    const now = nowIso(deps);
    const doc = {
      day: input.day,
      meal: input.meal,
      ...(input.recipeId
        ? { recipeId: input.recipeId, servings: input.servings ?? 1, recipeTitle: title }
        : { note: input.note ?? '' }),
      addedBy: uid,
      createdAt: now,
      updatedAt: now,
    };
    await commit([
      householdChange(household, now),
      { mapping: planEntryMapping, id: subcollectionKey(household.id, id), before: null, after: doc },
    ]);
    return entryOf(id, doc);
  });
}

/** Moves an entry to another day or meal (and, for a recipe, other servings). */
export function movePlanEntry(
  deps: PlanDeps,
  uid: string,
  input: { entryId: string; day: string; meal: string; servings?: number | undefined },
): Promise<PlanEntry> {
  return writeMirrored(deps, A.move, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const entry = await readEntry(deps, household, input.entryId);
    if (entry.day !== input.day) await assertWeekFits(deps, household.id, input.day, input.entryId);
    const now = nowIso(deps);
    const servings = typeof entry.recipeId === 'string' && input.servings ? { servings: input.servings } : {};
    const after = { ...withoutVersion(entry), day: input.day, meal: input.meal, ...servings, updatedAt: now };
    await commit([
      householdChange(household, now),
      { mapping: planEntryMapping, id: subcollectionKey(household.id, input.entryId), before: entry, after },
    ]);
    return entryOf(input.entryId, after);
  });
}

export function removePlanEntry(deps: PlanDeps, uid: string, entryId: string): Promise<{ id: string }> {
  return writeMirrored(deps, A.remove, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const entry = await readEntry(deps, household, entryId);
    await commit([
      householdChange(household, nowIso(deps)),
      { mapping: planEntryMapping, id: subcollectionKey(household.id, entryId), before: entry, after: null },
    ]);
    return { id: entryId };
  });
}

/** The caller's household's entries of the 7 days from `start`, by day, then in the order they were added. */
export async function planWeek(
  deps: PlanDeps,
  uid: string,
  start: string,
): Promise<{ householdId: string; entries: PlanEntry[] }> {
  const household = await activeHousehold(deps.db, uid);
  const found = await deps.db
    .collection(entries(household.id))
    .where('day', '>=', start)
    .where('day', '<=', addDays(start, 6))
    .get();
  const sorted = [...found.docs].sort(
    (a, b) =>
      String(a.get('day')).localeCompare(String(b.get('day'))) ||
      String(a.get('createdAt')).localeCompare(String(b.get('createdAt'))),
  );
  return { householdId: household.id, entries: sorted.map((doc) => entryOf(doc.id, doc.data())) };
}
