/**
 * firestore.rules: households/{uid} with its planEntries and shoppingLines (issue 33 §2, decision 0064). The
 * household of the owner actor has the follower actor as its member and the stranger invited: members read the
 * household, its plan and its list; the invited stranger reads the household only; nobody else reads anything.
 * Functions write everything (mirror first) but a member's check-off of a line (`checked`, `version` + 1); no
 * client, the owner included, changes who is in a household.
 */
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { rulePath } from '../testing/collections';
import { ACTORS, check, useRulesEnvironment, type Actor, type Expect } from '../testing/rulesEnvironment';

const { db, run, seed, uid } = useRulesEnvironment();
const plan = rulePath('households/{uid}/planEntries/{entryId}');
const line = rulePath('households/{uid}/shoppingLines/{lineId}');
let n = 0;
let id: string;
const household = () => `households/${uid.owner}`;
const entryPath = () => `${household()}/planEntries/${id}`;
const linePath = () => `${household()}/shoppingLines/${id}`;

beforeEach(async () => {
  n += 1;
  id = `${run}-h${n}`;
  await seed({
    [household()]: {
      ownerId: uid.owner,
      memberIds: [uid.owner, uid.follower],
      invitedIds: [uid.stranger],
      version: 3,
    },
    [entryPath()]: { ...plan.sample },
    [linePath()]: { ...line.sample },
  });
});

const MEMBERS: Expect = { guest: false, stranger: false, owner: true, follower: true, admin: false };
const HOUSEHOLD: Expect = { ...MEMBERS, stranger: true };
const NOBODY: Expect = { guest: false, stranger: false, owner: false, follower: false, admin: false };

describe('households/{uid}', () => {
  it.each(ACTORS)('%s reads the household only as a member or invitee', async (actor: Actor) => {
    await check(HOUSEHOLD[actor], getDoc(doc(db(actor), household())));
  });

  it.each(ACTORS)('%s finds their households by a memberIds query', async (actor: Actor) => {
    if (actor === 'guest') return;
    const mine = query(collection(db(actor), 'households'), where('memberIds', 'array-contains', uid[actor]));
    await check(true, getDocs(mine));
  });

  it.each(ACTORS)('%s cannot add a member, not even the owner (functions do)', async (actor: Actor) => {
    const change = { memberIds: arrayUnion(uid.admin), version: increment(1) };
    await check(NOBODY[actor], updateDoc(doc(db(actor), household()), change));
  });

  it.each(ACTORS)('%s cannot create a household, even their own', async (actor: Actor) => {
    if (actor === 'guest') return;
    const own = `households/${uid[actor]}-new`;
    await check(
      false,
      setDoc(doc(db(actor), own), { ownerId: uid[actor], memberIds: [uid[actor]], version: 1 }),
    );
  });
});

describe('households/{uid}/planEntries', () => {
  it.each(ACTORS)('%s reads the plan only as a member', async (actor: Actor) => {
    await check(MEMBERS[actor], getDoc(doc(db(actor), entryPath())));
    await check(MEMBERS[actor], getDocs(collection(db(actor), household(), 'planEntries')));
  });

  it.each(ACTORS)('%s writes no entry (functions do)', async (actor: Actor) => {
    const target = doc(db(actor), entryPath());
    await check(false, setDoc(doc(db(actor), `${household()}/planEntries/${id}-x`), { ...plan.sample }));
    await check(false, updateDoc(target, { servings: 8, version: increment(1) }));
    await check(false, deleteDoc(target));
  });
});

describe('households/{uid}/shoppingLines', () => {
  it.each(ACTORS)('%s reads the list only as a member', async (actor: Actor) => {
    await check(MEMBERS[actor], getDoc(doc(db(actor), linePath())));
    await check(MEMBERS[actor], getDocs(collection(db(actor), household(), 'shoppingLines')));
  });

  it.each(ACTORS)('%s checks a line off only as a member, raising the version', async (actor: Actor) => {
    await check(
      MEMBERS[actor],
      updateDoc(doc(db(actor), linePath()), { checked: true, version: increment(1) }),
    );
  });

  it('a member checks a line on again', async () => {
    const target = () => doc(db('follower'), linePath());
    await check(true, updateDoc(target(), { checked: true, version: increment(1) }));
    await check(true, updateDoc(target(), { checked: false, version: increment(1) }));
  });

  it.each([
    ['without raising the version', { checked: true }],
    ['raising it by two', { checked: true, version: increment(2) }],
    ['with a text change', { checked: true, text: 'caviar', version: increment(1) }],
    ['with a checked that is not a boolean', { checked: 'yes', version: increment(1) }],
  ])('a member cannot check off %s', async (_label, change) => {
    await check(false, updateDoc(doc(db('follower'), linePath()), change));
  });

  it.each(ACTORS)('%s neither adds nor deletes a line (functions do)', async (actor: Actor) => {
    await check(false, setDoc(doc(db(actor), `${household()}/shoppingLines/${id}-x`), { ...line.sample }));
    await check(false, deleteDoc(doc(db(actor), linePath())));
  });
});
