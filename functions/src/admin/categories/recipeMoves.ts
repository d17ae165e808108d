/**
 * Moving recipes off a deleted category (spec 002 §4).
 *
 * Recipes are mirrored (platform/mirror/mappings/recipes.ts), so a move is a recipe write like any other: each batch of recipes is
 * one set of MirroredChanges committed through writeMirrored (mirror first, then one Firestore transaction, the
 * mirror compensated when Firestore refuses), with the searchTerms recomputed by the domain's derivation (they
 * include the words of the category ids). A batch that meets a recipe edited since it was read is redone from a
 * fresh read; a recipe deleted meanwhile, or no longer on the category, is skipped.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { CATALOG_ACTIONS, moveRecipeCategory } from '../../domain/catalog';
import { RECIPES_COLLECTION } from '../../domain/recipe/types';
import { storedRecipeSearchTerms } from '../../domain/recipe/document';
import { writeMirrored, type Commit } from '../../platform/mirror/writeMirrored';
import type { MirroredChange } from '../../platform/mirror/types';
import { recipeMapping } from '../../platform/mirror/mappings';
import { versionedDoc, withoutVersion, type ServiceDeps } from '../../platform/mirror/deps';

/**
 * Recipes per commit. One Firestore transaction (500 writes, 10 MiB per request) and one mirror_apply call carry a
 * batch of whole recipe documents and rows, so stay well below both.
 */
export const RECIPE_MOVE_BATCH = 100;

/** Ids of the recipes that use a category in their list, as primaryCategory, or in the legacy single field. */
export async function findRecipesUsingCategory(db: Firestore, categoryId: string): Promise<string[]> {
  const recipes = db.collection(RECIPES_COLLECTION);
  const snapshots = await Promise.all([
    recipes.where('categories', 'array-contains', categoryId).select().get(),
    recipes.where('primaryCategory', '==', categoryId).select().get(),
    recipes.where('category', '==', categoryId).select().get(),
  ]);
  return [...new Set(snapshots.flatMap((s) => s.docs.map((d) => d.id)))];
}

/** Switches the given recipes from `fromId` to `toId`, batch by batch; returns how many changed. */
export async function moveRecipesToCategory(
  deps: ServiceDeps,
  recipeIds: readonly string[],
  fromId: string,
  toId: string,
): Promise<number> {
  const ids = [...new Set(recipeIds)];
  let moved = 0;
  for (let start = 0; start < ids.length; start += RECIPE_MOVE_BATCH) {
    const batch = ids.slice(start, start + RECIPE_MOVE_BATCH);
    moved += await writeMirrored(deps, CATALOG_ACTIONS.deleteCategory, (commit) =>
      applyMoves(deps, commit, batch, fromId, toId),
    );
  }
  return moved;
}

/** The change moving the recipe a snapshot read, or null when it does not use `fromId`. */
export function recipeMoveChange(
  snapshot: DocumentSnapshot,
  fromId: string,
  toId: string,
): MirroredChange | null {
  const patch = moveRecipeCategory(snapshot.data() ?? {}, fromId, toId);
  if (!patch) return null;
  const before = versionedDoc(snapshot);
  const moved = { ...withoutVersion(before), ...patch };
  return {
    mapping: recipeMapping,
    id: snapshot.id,
    before,
    after: { ...moved, searchTerms: storedRecipeSearchTerms(moved) },
  };
}

async function applyMoves(
  deps: ServiceDeps,
  commit: Commit,
  ids: readonly string[],
  fromId: string,
  toId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const { db } = deps;
  const snapshots = await db.getAll(...ids.map((id) => db.collection(RECIPES_COLLECTION).doc(id)));
  const changes = snapshots
    .map((snapshot) => (snapshot.exists ? recipeMoveChange(snapshot, fromId, toId) : null))
    .filter((change): change is MirroredChange => change !== null);
  await commit(changes);
  return changes.length;
}
