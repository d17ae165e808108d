/**
 * firestore.rules: usernames, read by all, reserved and released by functions only (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment } from '../testing/rulesEnvironment';

const { db, run, seed, uid } = useRulesEnvironment();

describe('usernames (read by all, reserved and released by functions only)', () => {
  const taken = `${run}-taken`;
  const free = `${run}-free`;

  beforeAll(async () => {
    await seed({ [`usernames/${taken}`]: { userId: uid.owner, createdAt: new Date().toISOString() } });
  });

  describe.each(ACTORS)('%s', (actor) => {
    it('may check a username (get)', async () => {
      await assertSucceeds(getDoc(doc(db(actor), 'usernames', taken)));
      await assertSucceeds(getDoc(doc(db(actor), 'usernames', free)));
    });
    it('may not reserve a free username for themselves', async () => {
      const self = actor === 'guest' ? 'nobody' : uid[actor];
      await assertFails(
        setDoc(doc(db(actor), 'usernames', free), { userId: self, createdAt: new Date().toISOString() }),
      );
    });
    it('may not take over or change a reservation', async () => {
      const self = actor === 'guest' ? 'nobody' : uid[actor];
      await assertFails(updateDoc(doc(db(actor), 'usernames', taken), { userId: self }));
    });
    it('may not release a reservation', async () => {
      await assertFails(deleteDoc(doc(db(actor), 'usernames', taken)));
    });
  });
});
