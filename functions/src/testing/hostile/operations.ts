/**
 * Every way the firebase JS SDK lets a client read or write, as one-line attempts over a Firestore instance: what
 * the hostile client's plans (attacks.ts) are made of.
 */
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';

export type Operation = (db: Firestore) => Promise<unknown>;

const parentOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

const setAt =
  (path: string, data: DocumentData): Operation =>
  (db) =>
    setDoc(doc(db, path), data);

export const ops = {
  get:
    (path: string): Operation =>
    (db) =>
      getDoc(doc(db, path)),
  list:
    (collectionPath: string, ...constraints: QueryConstraint[]): Operation =>
    (db) =>
      getDocs(query(collection(db, collectionPath), ...constraints, limit(20))),
  query:
    (make: (db: Firestore) => Query): Operation =>
    (db) =>
      getDocs(make(db)),
  count:
    (make: (db: Firestore) => Query): Operation =>
    (db) =>
      getCountFromServer(make(db)),
  group:
    (name: string, ...constraints: QueryConstraint[]): Operation =>
    (db) =>
      getDocs(query(collectionGroup(db, name), ...constraints, limit(20))),
  /** A live listener: resolves with its first snapshot, rejects with its error. */
  listen:
    (path: string): Operation =>
    (db) =>
      new Promise((resolve, reject) => {
        const stop = onSnapshot(
          doc(db, path),
          (snapshot) => {
            stop();
            resolve(snapshot);
          },
          (error) => {
            stop();
            reject(error);
          },
        );
      }),
  create: setAt,
  /** An auto-id document in the collection of `path`; resolves with its reference (to clean up after a hole). */
  add:
    (path: string, data: DocumentData): Operation =>
    (db) =>
      addDoc(collection(db, parentOf(path)), data),
  /** The same write as create, aimed at a document that exists. */
  overwrite: setAt,
  merge:
    (path: string, data: DocumentData): Operation =>
    (db) =>
      setDoc(doc(db, path), data, { merge: true }),
  update:
    (path: string, data: DocumentData): Operation =>
    (db) =>
      updateDoc(doc(db, path), data),
  remove:
    (path: string): Operation =>
    (db) =>
      deleteDoc(doc(db, path)),
  /** Several updates in one atomic batch. */
  batch:
    (writes: readonly [string, DocumentData][]): Operation =>
    (db) => {
      const batch = writeBatch(db);
      for (const [path, data] of writes) batch.update(doc(db, path), data);
      return batch.commit();
    },
  /** Read, then write what was read with `change` applied, in a transaction. */
  transaction:
    (path: string, change: DocumentData): Operation =>
    (db) =>
      runTransaction(db, async (tx) => {
        const ref = doc(db, path);
        const snapshot = await tx.get(ref);
        tx.set(ref, { ...snapshot.data(), ...change });
      }),
};
