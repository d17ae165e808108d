/** What cleanup steps share: batched Firestore deletes within the 500-writes limit, and chunks of work. */
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

/** Firestore allows 500 writes per batch; stay below. */
export const BATCH = 400;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export async function deleteAll(db: Firestore, refs: readonly DocumentReference[]): Promise<number> {
  for (const group of chunks(refs, BATCH)) {
    const batch = db.batch();
    for (const ref of group) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

/** Every document of `query` that names the recipe in its `recipeId` field (references only: no field is read). */
export async function refsNamingRecipe(query: Query, recipeId: string): Promise<DocumentReference[]> {
  const found = await query.where('recipeId', '==', recipeId).select().get();
  return found.docs.map((doc) => doc.ref);
}

export { strings } from '../mirror/rowValues';
