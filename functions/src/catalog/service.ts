/** The catalog answer and its version counter (decision 0011). */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  CATALOG_VERSION_DOC,
  SETTINGS_COLLECTION,
  catalogVersionOf,
  type CatalogAnswer,
} from '../domain/catalog/answer';
import {
  CATEGORIES_COLLECTION,
  DIETARY_OPTIONS_COLLECTION,
  type Category,
  type DietaryOption,
} from '../domain/catalog/types';
import { PUBLIC_SETTINGS_DOCS, publicSettingsOf } from '../domain/settings/public';
import { storedWithId } from '../platform/storedAs';

const versionDoc = (db: Firestore) => db.collection(SETTINGS_COLLECTION).doc(CATALOG_VERSION_DOC);

/**
 * Both collections in the app's orders (categories by English name, options by position). The version is read
 * first: a write between the reads makes the answer newer than its version, never older, so a client that
 * compares versions asks again rather than keeping a stale list.
 */
export async function readCatalog(db: Firestore): Promise<CatalogAnswer> {
  const version = catalogVersionOf((await versionDoc(db).get()).data());
  const [categories, dietaryOptions, settings] = await Promise.all([
    db.collection(CATEGORIES_COLLECTION).withConverter(storedWithId<Category>()).orderBy('nameEn').get(),
    db
      .collection(DIETARY_OPTIONS_COLLECTION)
      .withConverter(storedWithId<DietaryOption>())
      .orderBy('order')
      .get(),
    db.getAll(...PUBLIC_SETTINGS_DOCS.map((name) => db.collection(SETTINGS_COLLECTION).doc(name))),
  ]);
  return {
    categories: categories.docs.map((doc) => doc.data()),
    dietaryOptions: dietaryOptions.docs.map((doc) => doc.data()),
    settings: publicSettingsOf(
      Object.fromEntries(PUBLIC_SETTINGS_DOCS.map((name, index) => [name, settings[index]?.data()])),
    ),
    version,
  };
}

/** After any write to categories or dietaryOptions: one more version, which every open page sees live. */
export async function bumpCatalogVersion(db: Firestore, now = new Date()): Promise<void> {
  await versionDoc(db).set(
    { version: FieldValue.increment(1), updatedAt: now.toISOString() },
    { merge: true },
  );
}
