/**
 * Where a file import lives: the job at users/{uid}/fileImports/{jobId} (the owner reads it live; rules), its parts
 * in fileImportParts/{jobId}-{index} (function-owned, closed to clients), deleted when the job ends.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { CATEGORIES_COLLECTION, type Category, type CategoryDoc } from '../../domain/catalog/types';
import {
  FILE_IMPORT_PARTS_COLLECTION,
  FILE_IMPORT_QUEUE_COLLECTION,
  FILE_IMPORTS_SUBCOLLECTION,
  type FileImportJob,
} from '../../domain/exports/job';
import type { KnownRecipe } from '../../domain/exports/duplicates';
import { USERS_COLLECTION } from '../../domain/profile/document';
import { RECIPES_COLLECTION } from '../../domain/recipe/types';
import { storedAs } from '../../platform/storedAs';

export interface StoredPart {
  jobId: string;
  ownerId: string;
  index: number;
  data: Buffer;
}

export const jobsOf = (db: Firestore, uid: string) =>
  db
    .collection(USERS_COLLECTION)
    .doc(uid)
    .collection(FILE_IMPORTS_SUBCOLLECTION)
    .withConverter(storedAs<FileImportJob>());

export const jobRef = (db: Firestore, uid: string, jobId: string): DocumentReference<FileImportJob> =>
  jobsOf(db, uid).doc(jobId);

export const partRef = (db: Firestore, jobId: string, index: number) =>
  db.collection(FILE_IMPORT_PARTS_COLLECTION).doc(`${jobId}-${index}`).withConverter(storedAs<StoredPart>());

export const queueRef = (db: Firestore, jobId: string) =>
  db.collection(FILE_IMPORT_QUEUE_COLLECTION).doc(jobId).withConverter(storedAs<{ uid: string }>());

/** The file as it was sent, its parts in order; null when one is missing. */
export async function readFile(db: Firestore, jobId: string, parts: number): Promise<Uint8Array | null> {
  const refs = Array.from({ length: parts }, (_, index) => partRef(db, jobId, index));
  const snapshots = refs.length ? await db.getAll(...refs) : [];
  const data = snapshots.map((snapshot) => snapshot.data()?.data);
  if (data.some((part) => !part)) return null;
  return new Uint8Array(Buffer.concat(data as Buffer[]));
}

export async function deleteParts(db: Firestore, jobId: string, parts: number): Promise<void> {
  const writer = db.bulkWriter();
  for (let index = 0; index < parts; index++) void writer.delete(partRef(db, jobId, index));
  await writer.close();
}

/**
 * The cook's recipes as the duplicate rule reads them: title, ingredients and the source address, which is the
 * recipe's own `source.url` where it keeps one, else the one an earlier file import recorded for it.
 */
export async function knownRecipes(db: Firestore, uid: string): Promise<KnownRecipe[]> {
  const [recipes, jobs] = await Promise.all([
    db
      .collection(RECIPES_COLLECTION)
      .where('authorId', '==', uid)
      .select('title', 'ingredients', 'source')
      .get(),
    jobsOf(db, uid).where('status', '==', 'done').get(),
  ]);
  const importedSources = new Map(
    jobs.docs.flatMap((job) => job.data().imported.map((item) => [item.recipeId, item.sourceUrl] as const)),
  );
  return recipes.docs.map((doc) => {
    const data = doc.data();
    const source = data.source as { url?: unknown } | undefined;
    return {
      id: doc.id,
      title: typeof data.title === 'string' ? data.title : '',
      ingredients: Array.isArray(data.ingredients) ? data.ingredients.map(String) : [],
      sourceUrl: typeof source?.url === 'string' ? source.url : (importedSources.get(doc.id) ?? null),
    };
  });
}

export async function readCatalogue(db: Firestore): Promise<Category[]> {
  const snapshot = await db.collection(CATEGORIES_COLLECTION).withConverter(storedAs<CategoryDoc>()).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}
