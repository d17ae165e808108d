/**
 * firestore.rules: collections without a rule are closed to everyone (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { CLOSED_COLLECTIONS, RULE_PATHS } from '../testing/collections';
import { ACTORS, useRulesEnvironment } from '../testing/rulesEnvironment';

const { db, run, seed } = useRulesEnvironment();

describe('collections without a rule are closed to everyone, admins included', () => {
  // The function-owned collections without a rule and those whose rule reads `nobody` (system/firstAdmin is the
  // claim that makes /create-admin atomic: nobody may forge or clear it), from testing/collections.ts; then
  // collections nobody declared.
  const closed = [
    ...CLOSED_COLLECTIONS,
    ...RULE_PATHS.filter((entry) => entry.read === 'nobody').map(
      (entry) => entry.match.split('/')[0] as string,
    ),
    'mirrorReconcile',
    'bannedUsers',
    `${run}AnythingElse`,
  ];

  beforeAll(async () => {
    await seed(Object.fromEntries(closed.map((name) => [`${name}/${run}`, { count: 1 }])));
  });

  describe.each(closed)('%s', (name) => {
    it.each(ACTORS)('%s may not read, list or write', async (actor) => {
      await assertFails(getDoc(doc(db(actor), name, run)));
      await assertFails(getDocs(query(collection(db(actor), name), limit(1))));
      await assertFails(setDoc(doc(db(actor), name, `${run}-new`), { count: 1 }));
      await assertFails(updateDoc(doc(db(actor), name, run), { count: 0 }));
      await assertFails(deleteDoc(doc(db(actor), name, run)));
    });
  });
});
