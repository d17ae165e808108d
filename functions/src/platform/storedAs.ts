/**
 * Firestore reads typed by the domain (issue 29 §2; decision 0053): a read goes through a converter, so
 * `snapshot.data()` is the domain's type and no call site casts.
 *
 *   const ban = (await banRef.withConverter(storedAs<BanDoc>()).get()).data(); // BanDoc | undefined
 *
 * The converter declares what a collection holds; it does not parse. The documents these reads see are written by
 * the functions from the same domain type, so a change of the type is a change of the writer and the readers in one
 * compile (the choice 0048 made for the mirror's json). A collection whose documents come from elsewhere needs a
 * zod schema and a parse at the read instead.
 */
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** The documents of a collection as the domain's type `T` (writes through it pass `T` on unchanged). */
export function storedAs<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model) => model,
    // the one place a stored document is taken for its declared type (see the note above)
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

/** The same, with the document's id as `id` (the lists that name their entries by id). */
export function storedWithId<T extends DocumentData & { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore: ({ id: _id, ...model }) => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ ...snapshot.data(), id: snapshot.id }) as T,
  };
}
