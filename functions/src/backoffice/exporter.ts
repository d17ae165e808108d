/**
 * POST /api/admin/export-firebase-structure (spec 002 §7): every top-level collection's count (an aggregate query,
 * not a read of every document), the fields of a sample of its documents and the subcollections under them.
 * A collection that fails is reported with its error; the export goes on.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  EXPORT_SAMPLE_SIZE,
  exportResult,
  fieldsOf,
  type CollectionStructure,
  type ExportResult,
} from '../domain/exporter';

async function structureOf(db: Firestore, name: string): Promise<CollectionStructure> {
  const collection = db.collection(name);
  try {
    const [count, sample] = await Promise.all([
      collection.count().get(),
      collection.limit(EXPORT_SAMPLE_SIZE).get(),
    ]);
    const nested = await Promise.all(sample.docs.map((doc) => doc.ref.listCollections()));
    const subcollections = [...new Set(nested.flat().map((child) => child.id))].sort();
    return {
      documentCount: count.data().count,
      fields: fieldsOf(sample.docs.map((doc) => doc.data())),
      subcollections,
    };
  } catch (error) {
    return { documentCount: 0, fields: {}, subcollections: [], error: (error as Error).message };
  }
}

export async function exportFirestoreStructure(db: Firestore, now: Date = new Date()): Promise<ExportResult> {
  const collections = await db.listCollections();
  const structures = await Promise.all(collections.map((collection) => structureOf(db, collection.id)));
  return exportResult(
    now.toISOString(),
    Object.fromEntries(
      collections.map((collection, index) => [collection.id, structures[index] as CollectionStructure]),
    ),
  );
}
