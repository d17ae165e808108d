/**
 * The household's shopping list (issue 33 §2, decision 0064): lines added by hand, from one recipe scaled to the
 * servings asked, or from the plan's recipes of chosen days; edited, removed, the checked ones cleared; a line's
 * aisle remembered for its food, and the household's own staples. Each write is one mirrored commit that moves the
 * household's version (the lock that keeps two merges from losing each other's lines) and writes only the lines that
 * changed. Checking a line off is the members' own Firestore write (firestore.rules), mirrored by the reconciler.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../domain/errors';
import { PLAN_ENTRIES_SUBCOLLECTION, SHOPPING_LINES_SUBCOLLECTION } from '../domain/household/document';
import {
  remakeList,
  SHOPPING_ACTIONS as A,
  SHOPPING_MESSAGES as M,
  type ListChange,
  type ListSettings,
  type ListSource,
  type StoredLine,
} from '../domain/household/shoppingList';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { chooseStaple, isAisle, type Aisle, type AisleOverrides } from '../domain/shopping';
import { activeHousehold, householdChange, householdPath, type ReadHousehold } from '../platform/household';
import { nowIso, versionedDoc, withoutVersion, type ServiceDeps } from '../platform/mirror/deps';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { shoppingLineMapping } from '../platform/mirror/mappings';
import { strings } from '../platform/mirror/rowValues';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { mayReadRecipe } from '../platform/recipeReader';

export type ShoppingDeps = ServiceDeps;

const newId = () => randomUUID().replace(/-/g, '').slice(0, 20);
const linesPath = (household: string) => `${householdPath(household)}/${SHOPPING_LINES_SUBCOLLECTION}`;

/** A stored line's fields without its id, as the document holds them. */
type LineDoc = Omit<StoredLine, 'id'>;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};

function settingsOf(household: ReadHousehold): ListSettings {
  const doc: Record<string, unknown> = household.doc ?? {};
  const aisleMoves: Record<string, Aisle> = {};
  for (const [food, aisle] of Object.entries(record(doc.aisleMoves)))
    if (isAisle(aisle)) aisleMoves[food] = aisle;
  const staples = record(doc.staples);
  return {
    aisleMoves,
    staples: { added: strings(staples.added), removed: strings(staples.removed) },
  };
}

interface ReadList {
  household: ReadHousehold;
  docs: Map<string, VersionedDoc>;
  lines: StoredLine[];
}

function lineOf(id: string, doc: Record<string, unknown>): StoredLine {
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  return {
    id,
    key: String(doc.key ?? `written:${id}`),
    food: typeof doc.food === 'string' ? doc.food : null,
    text: String(doc.text ?? ''),
    names: strings(doc.names),
    amounts: list(doc.amounts),
    asWritten: doc.asWritten === true,
    aisle: isAisle(doc.aisle) ? doc.aisle : 'other',
    checked: doc.checked === true,
    recipes: list(doc.recipes),
    sources: list(doc.sources),
  };
}

async function readList(deps: ShoppingDeps, uid: string): Promise<ReadList> {
  const household = await activeHousehold(deps.db, uid);
  const found = await deps.db.collection(linesPath(household.id)).orderBy('createdAt').get();
  const docs = new Map(found.docs.map((doc) => [doc.id, versionedDoc(doc)]));
  return { household, docs, lines: [...docs].map(([id, doc]) => lineOf(id, doc)) };
}

const lineChange = (list: ReadList, id: string, after: Record<string, unknown> | null): MirroredChange => ({
  mapping: shoppingLineMapping,
  id: subcollectionKey(list.household.id, id),
  before: list.docs.get(id) ?? null,
  after,
});

/** The list made again with `change`, committed: the lines that changed, the ones gone, the household's version. */
function remake(
  deps: ShoppingDeps,
  uid: string,
  action: string,
  change: (list: ReadList) => Promise<ListChange> | ListChange,
): Promise<{ lines: StoredLine[] }> {
  return writeMirrored(deps, action, async (commit) => {
    const list = await readList(deps, uid);
    const { lines, removed } = remakeList(list.lines, await change(list), settingsOf(list.household), newId);
    const now = nowIso(deps);
    const changes: MirroredChange[] = [householdChange(list.household, now)];
    for (const { id, ...line } of lines) {
      const before = list.docs.get(id);
      if (before && isDeepStrictEqual(lineOf(id, before), { id, ...line })) continue;
      const base = before ? withoutVersion(before) : { addedBy: uid, createdAt: now };
      changes.push(lineChange(list, id, { ...base, ...(line satisfies LineDoc), updatedAt: now }));
    }
    for (const id of removed) changes.push(lineChange(list, id, null));
    await commit(changes);
    return { lines };
  });
}

/** The caller's household's list, its aisle moves and staples. */
export async function shoppingList(deps: ShoppingDeps, uid: string) {
  const list = await readList(deps, uid);
  return { householdId: list.household.id, lines: list.lines, ...settingsOf(list.household) };
}

/** A line typed by hand; `lineId` (the client's) makes the same add sent again a no-op. */
export function addLine(
  deps: ShoppingDeps,
  uid: string,
  input: { lineId?: string | undefined; text: string },
) {
  const lineId = input.lineId ?? newId();
  const source: ListSource = {
    id: `hand:${lineId}`,
    text: input.text,
    recipeId: null,
    recipeTitle: null,
    factor: 1,
  };
  return remake(deps, uid, A.add, () => ({ add: [source], newLineId: lineId }));
}

interface RecipeLines {
  title: string;
  ingredients: string[];
  servings: number;
}

async function readableRecipe(
  deps: ShoppingDeps,
  uid: string,
  recipeId: string,
): Promise<RecipeLines | null> {
  const snap = await deps.db.doc(`${RECIPES_COLLECTION}/${recipeId}`).get();
  const recipe = snap.data();
  if (!recipe || !(await mayReadRecipe(deps.db, uid, recipe))) return null;
  const servings = typeof recipe.servings === 'number' && recipe.servings > 0 ? recipe.servings : 1;
  return { title: String(recipe.title ?? ''), ingredients: strings(recipe.ingredients), servings };
}

const sourcesOf = (prefix: string, recipeId: string, recipe: RecipeLines, servings: number): ListSource[] =>
  recipe.ingredients.map((text, n) => ({
    id: `${prefix}:${n}`,
    text,
    recipeId,
    recipeTitle: recipe.title,
    factor: servings / recipe.servings,
  }));

/** One recipe's ingredients for `servings`; added again, its lines are scaled again, not doubled. */
export async function addRecipe(deps: ShoppingDeps, uid: string, recipeId: string, servings: number) {
  const recipe = await readableRecipe(deps, uid, recipeId);
  if (!recipe) throw new AppError('not-found', M.recipeNotFound, { field: 'recipeId' });
  return remake(deps, uid, A.add, () => ({
    add: sourcesOf(`recipe:${recipeId}`, recipeId, recipe, servings),
  }));
}

/**
 * The recipes the household planned on `days`, each for its entry's servings (an entry's lines come once however
 * often the list is made); recipes the caller may not read (any more) are left out and counted.
 */
export async function addFromPlan(deps: ShoppingDeps, uid: string, days: readonly string[]) {
  let skipped = 0;
  const result = await remake(deps, uid, A.add, async (list) => {
    const planned = await deps.db
      .collection(`${householdPath(list.household.id)}/${PLAN_ENTRIES_SUBCOLLECTION}`)
      .where('day', 'in', [...days])
      .get();
    const recipes = new Map<string, Promise<RecipeLines | null>>();
    const add: ListSource[] = [];
    skipped = 0;
    for (const entry of planned.docs) {
      const recipeId = entry.get('recipeId');
      if (typeof recipeId !== 'string') continue;
      if (!recipes.has(recipeId)) recipes.set(recipeId, readableRecipe(deps, uid, recipeId));
      const recipe = await recipes.get(recipeId);
      if (!recipe) skipped += 1;
      else add.push(...sourcesOf(`plan:${entry.id}`, recipeId, recipe, Number(entry.get('servings')) || 1));
    }
    return { add };
  });
  return { ...result, skipped };
}

function lineIn(list: ReadList, lineId: string): StoredLine {
  const line = list.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new AppError('not-found', M.lineNotFound, { field: 'lineId' });
  return line;
}

/** The line retyped: its sources become what was typed (it may then join another line of the same food). */
export function editLine(deps: ShoppingDeps, uid: string, lineId: string, text: string) {
  return remake(deps, uid, A.edit, (list) => {
    lineIn(list, lineId);
    const source: ListSource = { id: `edit:${lineId}`, text, recipeId: null, recipeTitle: null, factor: 1 };
    return { replace: { lineId, sources: [source] } };
  });
}

/** Removes lines (one, or every checked one), in one commit with the household's version. */
function removeLines(
  deps: ShoppingDeps,
  uid: string,
  action: string,
  pick: (list: ReadList) => string[],
): Promise<{ removed: string[] }> {
  return writeMirrored(deps, action, async (commit) => {
    const list = await readList(deps, uid);
    const removed = pick(list);
    const now = nowIso(deps);
    await commit([householdChange(list.household, now), ...removed.map((id) => lineChange(list, id, null))]);
    return { removed };
  });
}

export const removeLine = (deps: ShoppingDeps, uid: string, lineId: string) =>
  removeLines(deps, uid, A.remove, (list) => [lineIn(list, lineId).id]);

export const clearChecked = (deps: ShoppingDeps, uid: string) =>
  removeLines(deps, uid, A.clear, (list) => list.lines.filter((line) => line.checked).map((line) => line.id));

/**
 * A line moved to another aisle: the household remembers the aisle for the line's food (every line of it moves,
 * now and later); a line naming no food moves alone.
 */
export function moveToAisle(deps: ShoppingDeps, uid: string, lineId: string, aisle: Aisle) {
  return writeMirrored(deps, A.aisle, async (commit) => {
    const list = await readList(deps, uid);
    const line = lineIn(list, lineId);
    const now = nowIso(deps);
    const moves: AisleOverrides = line.food
      ? { ...settingsOf(list.household).aisleMoves, [line.food]: aisle }
      : settingsOf(list.household).aisleMoves;
    const moved = list.lines.filter(
      (other) => other.id === lineId || (line.food && other.food === line.food),
    );
    await commit([
      householdChange(list.household, now, line.food ? { aisleMoves: moves } : {}),
      ...moved
        .filter((other) => other.aisle !== aisle)
        .map((other) =>
          lineChange(list, other.id, { ...withoutVersion(list.docs.get(other.id)!), aisle, updatedAt: now }),
        ),
    ]);
    return { aisle, moved: moved.map((other) => other.id) };
  });
}

/** The household's staples: `food` made one (it starts checked on later lists) or not. */
export function setStaple(deps: ShoppingDeps, uid: string, food: string, staple: boolean) {
  return writeMirrored(deps, A.staple, async (commit) => {
    const household = await activeHousehold(deps.db, uid);
    const staples = chooseStaple(settingsOf(household).staples, food, staple);
    await commit([householdChange(household, nowIso(deps), { staples })]);
    return { staples };
  });
}
