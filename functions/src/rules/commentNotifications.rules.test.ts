/**
 * firestore.rules: users/{uid}/commentNotifications (spec 001 §4 "Comment notification", §6 "Notification access
 * is scoped to the user's own id"). The comment functions write them; the owner reads, marks read (read and readAt
 * only, readAt the server's time) and deletes their own; nobody creates one from a client.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { rulePath } from '../testing/collections';
import { ACTORS, check, useRulesEnvironment, type Actor, type Expect } from '../testing/rulesEnvironment';

const { db, run, seed, readAsAdmin, uid } = useRulesEnvironment();
const entry = rulePath('users/{uid}/commentNotifications/{notificationId}');
let n = 0;
let id: string;
const path = () => `users/${uid.owner}/commentNotifications/${id}`;
const unread = () => ({ ...entry.sample, userId: uid.owner, createdAt: Timestamp.now() });

beforeEach(async () => {
  n += 1;
  id = `${run}-n${n}`;
  await seed({ [path()]: unread() });
});

const READ: Expect = { guest: false, stranger: false, owner: true, follower: false, admin: true };
const MARK: Expect = { guest: false, stranger: false, owner: true, follower: false, admin: false };

describe('users/{uid}/commentNotifications', () => {
  it.each(ACTORS)('%s reads only their own (admins too)', async (actor: Actor) => {
    await check(READ[actor], getDoc(doc(db(actor), path())));
  });

  it('the bell query (own, newest first, limit 50) is allowed to the owner only', async () => {
    const bell = (actor: Actor) =>
      getDocs(
        query(
          collection(db(actor), 'users', uid.owner, 'commentNotifications'),
          orderBy('createdAt', 'desc'),
        ),
      );
    await assertSucceeds(bell('owner'));
    await assertFails(bell('stranger'));
    await assertFails(bell('guest'));
  });

  it('nobody lists every user’s notifications through a collection group', async () => {
    for (const actor of ['stranger', 'owner'] as const) {
      await assertFails(
        getDocs(query(collectionGroup(db(actor), 'commentNotifications'), where('read', '==', false))),
      );
    }
  });

  it.each(ACTORS)('%s may mark it read only if it is theirs', async (actor: Actor) => {
    await check(MARK[actor], updateDoc(doc(db(actor), path()), { read: true, readAt: serverTimestamp() }));
  });

  it('marking read sets read and readAt and nothing else', async () => {
    const own = doc(db('owner'), path());
    await assertFails(updateDoc(own, { read: true, readAt: serverTimestamp(), type: 'comment_liked' }));
    await assertFails(updateDoc(own, { read: true, readAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(own, { read: false, readAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { triggerUserName: 'Forged' }));
    await assertSucceeds(updateDoc(own, { read: true, readAt: serverTimestamp() }));
    const stored = await readAsAdmin(path());
    if (stored?.read !== true || !(stored?.readAt instanceof Object)) throw new Error('not marked read');
  });

  it('mark all read is one batch of the owner’s own', async () => {
    const second = `${run}-n${n}-b`;
    await seed({ [`users/${uid.owner}/commentNotifications/${second}`]: unread() });
    const owner = db('owner');
    const batch = writeBatch(owner);
    for (const target of [path(), `users/${uid.owner}/commentNotifications/${second}`])
      batch.update(doc(owner, target), { read: true, readAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  it.each(ACTORS)('%s may delete it only if it is theirs', async (actor: Actor) => {
    await check(MARK[actor], deleteDoc(doc(db(actor), path())));
  });

  it.each(ACTORS)('%s may not create one (not even in their own list)', async (actor: Actor) => {
    const owner = actor === 'guest' ? uid.owner : uid[actor];
    await assertFails(
      setDoc(doc(db(actor), 'users', owner, 'commentNotifications', `${run}-forged-${actor}`), {
        ...unread(),
        userId: owner,
      }),
    );
    await assertFails(
      setDoc(doc(db(actor), 'users', uid.owner, 'commentNotifications', `${run}-planted-${actor}`), unread()),
    );
  });
});
