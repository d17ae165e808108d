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
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, it } from 'vitest';
import { collectionRule, type RulePath } from './collections';
import { ACTORS, type RulesEnvironment } from './rulesEnvironment';

/** The declared entry of a collection read by all and written by functions only (testing/collections.ts). */
function readOnlyForClients(name: string): RulePath {
  const entry = collectionRule(name);
  if (entry.read !== 'everyone' || entry.write !== 'none')
    throw new Error(
      `${name} is declared ${entry.read}/${entry.write}, not read by all and written by functions`,
    );
  return entry;
}

async function expectUnchanged(rules: RulesEnvironment, path: string, entry: RulePath): Promise<void> {
  const data = await rules.readAsAdmin(path);
  if (!isDeepStrictEqual(data, entry.sample)) throw new Error(`${path} changed: ${JSON.stringify(data)}`);
}

/** Reference data (categories, dietaryOptions, settings, content): read by all, written by functions only. */
export function describeReferenceData(rules: RulesEnvironment, name: string): void {
  const { db, run, seed } = rules;
  const entry = readOnlyForClients(name);

  describe(`${name} (read by all, written by functions only)`, () => {
    const id = `${run}-${name}`;
    const other = `${run}-${name}-new`;

    beforeAll(async () => {
      await seed({ [`${name}/${id}`]: { ...entry.sample } });
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
      await expectUnchanged(rules, `${name}/${id}`, entry);
    });
  });
}

/** What the recipe functions count (tags, ingredients, instructionTemplates): read by all, written by them only. */
export function describeRecipeCounters(rules: RulesEnvironment, name: string): void {
  const { db, run, seed } = rules;
  const entry = readOnlyForClients(name);

  describe(`${name} (read by all, written by the recipe functions only)`, () => {
    const id = `${run}-${name}`;

    beforeAll(async () => {
      await seed({ [`${name}/${id}`]: { ...entry.sample } });
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
      await expectUnchanged(rules, `${name}/${id}`, entry);
    });
  });
}

/** What only admins read and only functions write (the trend periods of weeklyUserTrends, monthlyUserTrends). */
export function describeAdminReadOnly(rules: RulesEnvironment, name: string): void {
  const { db, run, seed } = rules;
  const entry = collectionRule(name);
  if (entry.read !== 'admin' || entry.write !== 'none')
    throw new Error(`${name} is declared ${entry.read}/${entry.write}, not read by admins only`);

  describe(`${name} (read by admins, written by functions only)`, () => {
    const id = `${run}-${name}`;

    beforeAll(async () => {
      await seed({ [`${name}/${id}`]: { ...entry.sample } });
    });

    describe.each(ACTORS)('%s', (actor) => {
      const allowed = actor === 'admin';
      it(`${allowed ? 'may' : 'may not'} get or list`, async () => {
        // each read starts when it is awaited: a refusal left pending would be an unhandled rejection
        const expectRead = allowed ? assertSucceeds : assertFails;
        await expectRead(getDoc(doc(db(actor), name, id)));
        await expectRead(getDocs(query(collection(db(actor), name), limit(5))));
      });
      it('may not create, update or delete', async () => {
        await assertFails(setDoc(doc(db(actor), name, `${id}-new`), { totalNewConnections: 1 }));
        await assertFails(updateDoc(doc(db(actor), name, id), { totalNewConnections: increment(100) }));
        await assertFails(deleteDoc(doc(db(actor), name, id)));
      });
    });

    it('still holds the seeded document unchanged', async () => {
      await expectUnchanged(rules, `${name}/${id}`, entry);
    });
  });
}
