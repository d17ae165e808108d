/**
 * Moving recipes off a deleted category (spec 002 §4).
 *
 * SEAM (recipes are not mirrored yet): today the recipes are patched in Firestore only. When the recipe issue adds
 * `recipeMapping`, replace the body of `applyMoves` with MirroredChange values ({ mapping: recipeMapping, id,
 * before, after: { ...before, ...patch } }) committed through commitMirrored(deps, 'delete category', chunk), and
 * recompute the recipe's searchTerms with the domain's derivation there (they include category ids).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { moveRecipeCategory } from '../../domain/catalog';
import type { ServiceDeps } from '../shared/deps';

const RECIPES = 'recipes';
/** Firestore allows 500 writes per transaction; stay well below. */
const CHUNK = 200;

/** Ids of the recipes that use a category in their list, as primaryCategory, or in the legacy single field. */
export async function findRecipesUsingCategory(db: Firestore, categoryId: string): Promise<string[]> {
  const recipes = db.collection(RECIPES);
  const snapshots = await Promise.all([
    recipes.where('categories', 'array-contains', categoryId).select().get(),
    recipes.where('primaryCategory', '==', categoryId).select().get(),
    recipes.where('category', '==', categoryId).select().get(),
  ]);
  return [...new Set(snapshots.flatMap((s) => s.docs.map((d) => d.id)))];
}

/** Switches the given recipes from `fromId` to `toId`; returns how many changed. */
export async function moveRecipesToCategory(
  deps: ServiceDeps,
  recipeIds: readonly string[],
  fromId: string,
  toId: string,
): Promise<number> {
  let moved = 0;
  for (let start = 0; start < recipeIds.length; start += CHUNK) {
    moved += await applyMoves(deps, recipeIds.slice(start, start + CHUNK), fromId, toId);
  }
  return moved;
}

async function applyMoves(
  deps: ServiceDeps,
  ids: readonly string[],
  fromId: string,
  toId: string,
): Promise<number> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const refs = ids.map((id) => db.collection(RECIPES).doc(id));
    const snapshots = await tx.getAll(...refs);
    let moved = 0;
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      const patch = data ? moveRecipeCategory(data, fromId, toId) : null;
      if (!patch) continue;
      // A versioned (mirrored) recipe gets version + 1 so the mirror reconciler notices the change.
      const version = typeof data?.version === 'number' ? { version: data.version + 1 } : {};
      tx.update(snapshot.ref, { ...patch, ...version });
      moved += 1;
    }
    return moved;
  });
}
