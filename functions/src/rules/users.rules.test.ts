/**
 * firestore.rules: users and their subcollections (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
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
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { LEGACY_PROFILE_FIELDS, USER_PROFILE, versioned } from '../testing/collections';
import { ACTORS, check, useRulesEnvironment, type Actor, type Expect } from '../testing/rulesEnvironment';

const { db, run, seed, readAsAdmin, uid, signedIn } = useRulesEnvironment();

describe('users', () => {
  describe.each(ACTORS)('%s', (actor) => {
    it('may read a public profile document', async () => {
      await assertSucceeds(getDoc(doc(db(actor), 'users', uid.owner)));
    });
    it('may run the first-admin check (users where isAdmin == true)', async () => {
      await assertSucceeds(
        getDocs(query(collection(db(actor), 'users'), where('isAdmin', '==', true), limit(1))),
      );
    });
    it('may not create a profile document', async () => {
      const target = `${run}-${actor}-new`;
      await assertFails(setDoc(doc(db(actor), 'users', target), { uid: target, language: 'en', version: 1 }));
    });
    it('may not delete a profile document', async () => {
      await assertFails(deleteDoc(doc(db(actor), 'users', actor === 'guest' ? uid.owner : uid[actor])));
    });
  });

  it('a user may not create their own profile (functions create profiles)', async () => {
    const fresh = `${run}-fresh`;
    await assertFails(
      setDoc(doc(signedIn(fresh), 'users', fresh), {
        uid: fresh,
        language: 'en',
        version: 1,
      }),
    );
  });

  describe('the owner changing harmless fields of their own profile', () => {
    const ownDoc = () => doc(db('owner'), 'users', uid.owner);

    it.each([
      ['language', { language: 'he' }],
      ['language (on-demand fr)', { language: 'fr' }],
      ['contentLanguage', { contentLanguage: 'it' }],
      ['contentLanguage "all"', { contentLanguage: 'all' }],
      ['contentLanguage as a list', { contentLanguage: ['en', 'he'] }],
      ['preferences', { preferences: { language: 'fr', notifications: false, emailNotifications: true } }],
      ['part of preferences', { 'preferences.notifications': false }],
      ['all three at once', { language: 'it', contentLanguage: 'it', preferences: { language: 'it' } }],
    ])('may change %s (with version + 1)', async (_label, change) => {
      await assertSucceeds(updateDoc(ownDoc(), versioned(change)));
    });

    it('the change lands and version rises by one', async () => {
      const before = (await readAsAdmin(`users/${uid.owner}`))?.version as number;
      await assertSucceeds(updateDoc(ownDoc(), versioned({ language: 'fr' })));
      const after = await readAsAdmin(`users/${uid.owner}`);
      if (after?.language !== 'fr' || after.version !== before + 1) {
        throw new Error(`unexpected profile after update: ${JSON.stringify(after)}`);
      }
    });

    it('may not change them without raising version (the mirror would never see it)', async () => {
      await assertFails(updateDoc(ownDoc(), { language: 'he' }));
    });

    it('may not move version by anything but one', async () => {
      await assertFails(updateDoc(ownDoc(), { language: 'he', version: increment(2) }));
      await assertFails(updateDoc(ownDoc(), { language: 'he', version: 0 }));
    });

    it.each([
      ['a number as language', { language: 42 }],
      ['a sentence as language', { language: 'not a language code' }],
      ['a disabled interface language (de)', { language: 'de' }],
      ['a language the app does not have', { language: 'pt-BR' }],
      ['a disabled language in preferences', { preferences: { language: 'ar' } }],
      ['an unknown preferences key', { preferences: { language: 'en', isAdmin: true } }],
      ['a non-boolean notifications preference', { preferences: { notifications: 'yes' } }],
      ['a map as contentLanguage', { contentLanguage: { en: true } }],
      // found by the hostile client: list elements were not checked
      ['a list holding a map as contentLanguage', { contentLanguage: [{ isAdmin: true }] }],
      ['markup in a contentLanguage list', { contentLanguage: ['en', '<script>alert(1)</script>'] }],
      ['100 KB in a contentLanguage list', { contentLanguage: ['x'.repeat(100_000)] }],
    ])('may not write %s', async (_label, change) => {
      await assertFails(updateDoc(ownDoc(), versioned(change)));
    });
  });

  describe('the owner may not change protected fields of their own profile', () => {
    // every profile field but the harmless ones, with what an attacker would set (testing/collections.ts)
    const protectedFields = Object.entries({ ...USER_PROFILE.protectedFields, ...LEGACY_PROFILE_FIELDS });

    it.each(protectedFields)('%s', async (field, value) => {
      await assertFails(updateDoc(doc(db('owner'), 'users', uid.owner), versioned({ [field]: value })));
    });

    it('isAdmin smuggled in with a harmless change', async () => {
      await assertFails(
        updateDoc(doc(db('owner'), 'users', uid.owner), versioned({ language: 'he', isAdmin: true })),
      );
    });

    it('removing a protected field', async () => {
      await assertFails(setDoc(doc(db('owner'), 'users', uid.owner), { language: 'he', version: 99 }));
    });

    it('and the profile still says isAdmin false', async () => {
      const data = await readAsAdmin(`users/${uid.owner}`);
      if (data?.isAdmin !== false || data.recipeCount !== 3)
        throw new Error(`protected fields changed: ${JSON.stringify(data)}`);
    });
  });

  describe("another user's profile", () => {
    const cases: [Actor, string][] = [
      ['guest', 'a guest'],
      ['stranger', 'a stranger'],
      ['follower', 'a follower'],
      ['admin', 'an admin (admin tools are functions)'],
    ];
    it.each(cases)('%s may not change its language', async (actor) => {
      await assertFails(updateDoc(doc(db(actor), 'users', uid.owner), versioned({ language: 'he' })));
    });
    it.each(cases)('%s may not make it an admin', async (actor) => {
      await assertFails(updateDoc(doc(db(actor), 'users', uid.owner), versioned({ isAdmin: true })));
    });
  });

  it('a custom token claim does not make anyone an admin', async () => {
    const fdb = signedIn(uid.stranger, { isAdmin: true, admin: true });
    await assertFails(getDoc(doc(fdb, 'users', uid.owner, 'private', 'account')));
    await assertFails(updateDoc(doc(fdb, 'users', uid.owner), versioned({ isAdmin: true })));
  });

  describe("the owner's private data and subcollections (users/{uid}/**)", () => {
    const reads: [string, string, Expect][] = [
      [
        'private/account',
        `users/${uid.owner}/private/account`,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      [
        'notificationSettings',
        `users/${uid.owner}/notificationSettings/${uid.stranger}`,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      // favorites and collections (issue 11): nobody reads another user's saved recipes or notes; the favorites
      // functions write them (mirror first), so no client writes them either
      [
        'favoriteMetadata (notes on a favorite)',
        `users/${uid.owner}/favoriteMetadata/r1`,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      [
        'collections/{id}',
        `users/${uid.owner}/collections/c1`,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      [
        'collections/{id}/recipes/{recipeId} (notes in a collection)',
        `users/${uid.owner}/collections/c1/recipes/r1`,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      // the follower may read their own follow edge (the is-following check)
      [
        'followers/{follower}',
        `users/${uid.owner}/followers/${uid.follower}`,
        { guest: false, stranger: false, owner: true, follower: true, admin: true },
      ],
      [
        'following/{owner} of the follower',
        `users/${uid.follower}/following/${uid.owner}`,
        { guest: false, stranger: false, owner: false, follower: true, admin: true },
      ],
    ];

    describe.each(reads)('%s', (_label, path, expected) => {
      it.each(ACTORS)('%s get', async (actor) => {
        await check(expected[actor], getDoc(doc(db(actor), path)));
      });
      it.each(ACTORS)('%s may not write', async (actor) => {
        await assertFails(setDoc(doc(db(actor), path), { x: 1 }, { merge: true }));
        await assertFails(deleteDoc(doc(db(actor), path)));
      });
    });

    it("no one reads another user's private account, not even their follower", async () => {
      await seed({ [`users/${uid.follower}/private/account`]: { email: 'follower@example.com' } });
      await assertFails(getDoc(doc(db('owner'), 'users', uid.follower, 'private', 'account')));
      await assertSucceeds(getDoc(doc(db('follower'), 'users', uid.follower, 'private', 'account')));
    });
    it('the owner may not list or write private documents of others, nor create new private ones', async () => {
      await assertFails(getDocs(collection(db('stranger'), 'users', uid.owner, 'private')));
      await assertSucceeds(getDocs(collection(db('owner'), 'users', uid.owner, 'private')));
      await assertFails(
        setDoc(doc(db('owner'), 'users', uid.owner, 'private', 'account'), { email: 'changed@example.com' }),
      );
      await assertFails(setDoc(doc(db('owner'), 'users', uid.owner, 'private', 'extra'), { note: 'x' }));
    });
    it("a follower may not list the author's followers", async () => {
      await assertFails(getDocs(collection(db('follower'), 'users', uid.owner, 'followers')));
    });
    it('the owner may list their followers', async () => {
      await assertSucceeds(getDocs(collection(db('owner'), 'users', uid.owner, 'followers')));
    });
    it('nobody writes follow edges or counts, not even their own side (the follow function does)', async () => {
      const followedAt = new Date().toISOString();
      await assertFails(
        setDoc(doc(db('stranger'), 'users', uid.stranger, 'following', uid.owner), {
          followingId: uid.owner,
          followedAt,
        }),
      );
      await assertFails(deleteDoc(doc(db('follower'), 'users', uid.owner, 'followers', uid.follower)));
      await assertFails(deleteDoc(doc(db('follower'), 'users', uid.follower, 'following', uid.owner)));
      await assertFails(deleteDoc(doc(db('owner'), 'users', uid.owner, 'followers', uid.follower)));
      for (const field of ['followerCount', 'followingCount']) {
        await assertFails(updateDoc(doc(db('owner'), 'users', uid.owner), versioned({ [field]: 1000 })));
        await assertFails(updateDoc(doc(db('stranger'), 'users', uid.owner), versioned({ [field]: 0 })));
      }
    });
    it('a user may not follow someone by writing the edge', async () => {
      await assertFails(
        setDoc(doc(db('stranger'), 'users', uid.owner, 'followers', uid.stranger), {
          followedAt: new Date().toISOString(),
        }),
      );
    });
  });
});
