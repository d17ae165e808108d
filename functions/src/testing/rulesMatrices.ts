/**
 * The allow/deny matrices that several collections share, each run by the collection's own rules test file
 * (functions/src/rules/<collection>.rules.test.ts) against its environment.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { ACTORS, type RulesEnvironment } from './rulesEnvironment';

/** Reference data (categories, dietaryOptions, settings, content): read by all, written by functions only. */
export function describeReferenceData(rules: RulesEnvironment, name: string): void {
  const { db, run, seed, readAsAdmin } = rules;

  describe(`${name} (read by all, written by functions only)`, () => {
    const id = `${run}-${name}`;
    const other = `${run}-${name}-new`;

    beforeAll(async () => {
      await seed({
        [`${name}/${id}`]: { nameEn: 'Soups', nameHe: 'מרקים', value: 'x', version: 1 },
      });
    });

    describe.each(ACTORS)('%s', (actor) => {
      it(`may get a document`, async () => {
        await assertSucceeds(getDoc(doc(db(actor), name, id)));
      });
      it(`may list the collection`, async () => {
        await assertSucceeds(getDocs(query(collection(db(actor), name), limit(5))));
      });
      it(`may not create a document`, async () => {
        await assertFails(setDoc(doc(db(actor), name, other), { nameEn: 'New', version: 1 }));
      });
      it(`may not update a document`, async () => {
        await assertFails(updateDoc(doc(db(actor), name, id), { nameEn: 'Changed', version: increment(1) }));
      });
      it(`may not delete a document`, async () => {
        await assertFails(deleteDoc(doc(db(actor), name, id)));
      });
    });

    it('still holds the seeded document unchanged', async () => {
      const data = await readAsAdmin(`${name}/${id}`);
      if (data?.nameEn !== 'Soups' || data.version !== 1)
        throw new Error(`${name}/${id} changed: ${JSON.stringify(data)}`);
    });
  });
}

/** What the recipe functions count (tags, ingredients, instructionTemplates): read by all, written by them only. */
export function describeRecipeCounters(rules: RulesEnvironment, name: string): void {
  const { db, run, seed, readAsAdmin } = rules;

  describe(`${name} (read by all, written by the recipe functions only)`, () => {
    const id = `${run}-${name}`;

    beforeAll(async () => {
      await seed({
        [`${name}/${id}`]: { tag: 'soup', name: 'soup', text: 'Chop the', usageCount: 3, count: 3 },
      });
    });

    describe.each(ACTORS)('%s', (actor) => {
      it('may get a document and list the collection', async () => {
        await assertSucceeds(getDoc(doc(db(actor), name, id)));
        await assertSucceeds(getDocs(query(collection(db(actor), name), limit(5))));
      });
      it('may not create, update or delete', async () => {
        await assertFails(setDoc(doc(db(actor), name, `${run}-${name}-new`), { tag: 'x', count: 1 }));
        await assertFails(
          updateDoc(doc(db(actor), name, id), { count: increment(1), usageCount: increment(1) }),
        );
        await assertFails(deleteDoc(doc(db(actor), name, id)));
      });
    });

    it('still holds the seeded document unchanged', async () => {
      const data = await readAsAdmin(`${name}/${id}`);
      if (data?.count !== 3 || data.usageCount !== 3)
        throw new Error(`${name}/${id} changed: ${JSON.stringify(data)}`);
    });
  });
}
