/**
 * The week plan of the caller's household (issue 33 §1, decision 0064): entries added, moved and removed through
 * one mirrored commit each, which also moves the household's version, so that concurrent adds cannot pass the week
 * limit together; a week listed for the plan screen. Every change may be sent again (a call queued offline, a
 * retry, decision 0070): an add names its own id and finds the entry there, a move sends the whole entry, and a
 * removal finds the entry gone; each then changes nothing more.
 */
import { randomUUID } from 'node:crypto';
import type { StoredPlanEntry as PlanEntry, WeekPlanEntry } from '../domain/contracts/plan';
import { AppError } from '../domain/errors';
import { PLAN_ENTRIES_SUBCOLLECTION } from '../domain/household/document';
import { fitsEveryWeek, weekLimitSpan } from '../domain/household/planLimit';
import { PLAN_ACTIONS as A, PLAN_CALL_MESSAGES as M } from '../domain/household/planMessages';
import {
  addDays,
  MEALS,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type PlanEntry as PlanEntryFields,
} from '../domain/planning';
import { RECIPES_COLLECTION, type RecipeImage } from '../domain/recipe/types';
import { activeHousehold, householdChange, householdPath, type ReadHousehold } from '../platform/household';
import { nowIso, versionedDoc, withoutVersion, type ServiceDeps } from '../platform/mirror/deps';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { planEntryMapping } from '../platform/mirror/mappings';
import type { VersionedDoc } from '../platform/mirror/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { mayReadRecipe } from '../platform/recipeReader';

export type PlanDeps = ServiceDeps;

const entries = (household: string) => `${householdPath(household)}/${PLAN_ENTRIES_SUBCOLLECTION}`;

function entryOf(id: string, doc: Record<string, unknown>): PlanEntry {
  const recipeId = typeof doc.recipeId === 'string' ? doc.recipeId : null;
  const base = {
    id,
    day: String(doc.day ?? ''),
    meal: MEALS.find((meal) => meal === doc.meal) ?? 'dinner',
    recipeTitle: typeof doc.recipeTitle === 'string' ? doc.recipeTitle : null,
    addedBy: String(doc.addedBy ?? ''),
  };
  return recipeId
    ? { ...base, recipeId, servings: typeof doc.servings === 'number' ? doc.servings : 1, note: null }
    : { ...base, recipeId: null, servings: null, note: String(doc.note ?? '') };
}

/** What an entry stores of what it says: a recipe with its servings and title, or a note. */
async function contentOf(deps: PlanDeps, uid: string, entry: PlanEntryFields) {
  const base = { day: entry.day, meal: entry.meal };
  return entry.recipeId !== null
    ? {
        ...base,
        recipeId: entry.recipeId,
        servings: entry.servings,
        recipeTitle: await recipeTitle(deps, uid, entry.recipeId),
        note: null,
      }
    : { ...base, recipeId: null, servings: null, recipeTitle: null, note: entry.note };
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
  if (!fitsEveryWeek(days, day))
    throw new AppError('resource-exhausted', PLAN_MESSAGES.weekFull, {
      limit: PLAN_LIMITS.entriesPerWeek,
      field: 'day',
    });
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
  input: { id?: string | undefined; entry: PlanEntryFields },
): Promise<PlanEntry> {
  const id = input.id ?? randomUUID().replace(/-/g, '').slice(0, 20);
  const content = await contentOf(deps, uid, input.entry);
  return writeMirrored(deps, A.add, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const existing = await deps.db.doc(`${entries(household.id)}/${id}`).get();
    if (existing.exists) return entryOf(id, existing.data() ?? {});
    await assertWeekFits(deps, household.id, content.day);
    const now = nowIso(deps);
    const doc = { ...content, addedBy: uid, createdAt: now, updatedAt: now };
    await commit([
      householdChange(household, now),
      { mapping: planEntryMapping, id: subcollectionKey(household.id, id), before: null, after: doc },
    ]);
    return entryOf(id, doc);
  });
}

/** Moves an entry to another day or meal, or changes what it says (the whole entry is sent). */
export async function movePlanEntry(
  deps: PlanDeps,
  uid: string,
  input: { entryId: string; entry: PlanEntryFields },
): Promise<PlanEntry> {
  const content = await contentOf(deps, uid, input.entry);
  return writeMirrored(deps, A.move, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const entry = await readEntry(deps, household, input.entryId);
    if (entry.day !== content.day) await assertWeekFits(deps, household.id, content.day, input.entryId);
    const now = nowIso(deps);
    const after = { ...withoutVersion(entry), ...content, updatedAt: now };
    await commit([
      householdChange(household, now),
      { mapping: planEntryMapping, id: subcollectionKey(household.id, input.entryId), before: entry, after },
    ]);
    return entryOf(input.entryId, after);
  });
}

/**
 * Removes an entry. An entry the household's plan does not hold (removed already: the same removal sent again from
 * the outbox, or by another member) is answered as removed, with nothing written: the plan holds what was asked.
 */
export function removePlanEntry(deps: PlanDeps, uid: string, entryId: string): Promise<{ id: string }> {
  return writeMirrored(deps, A.remove, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const snap = await deps.db.doc(`${entries(household.id)}/${entryId}`).get();
    if (!snap.exists) return { id: entryId };
    const entry = versionedDoc(snap);
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
): Promise<{ householdId: string; entries: WeekPlanEntry[] }> {
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
  const listed = sorted.map((doc) => entryOf(doc.id, doc.data()));
  const photos = await recipePhotos(deps, listed);
  return {
    householdId: household.id,
    entries: listed.map((entry) => ({
      ...entry,
      recipeImage: entry.recipeId ? (photos.get(entry.recipeId) ?? null) : null,
    })),
  };
}

/** The first photo (thumbnail size) of each recipe the entries name, in one read; a recipe without one is left out. */
async function recipePhotos(deps: PlanDeps, listed: PlanEntry[]): Promise<Map<string, string>> {
  const ids = [...new Set(listed.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : [])))];
  if (ids.length === 0) return new Map();
  const snaps = await deps.db.getAll(...ids.map((id) => deps.db.doc(`${RECIPES_COLLECTION}/${id}`)));
  return new Map(
    snaps.flatMap((snap) => {
      const [image] = (snap.get('images') as RecipeImage[] | undefined) ?? [];
      const url = image?.sizes?.thumbnail || image?.url;
      return url ? [[snap.id, url] as const] : [];
    }),
  );
}
