/**
 * firestore.rules: an allow/deny matrix per collection (DESIGN §6, §9), in the shape of firebase/quickstart-testing:
 * initializeTestEnvironment, seed with withSecurityRulesDisabled, one describe per collection, actor × operation
 * tables.
 *
 * Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=host:port (set by `firebase emulators:exec` and by the stack
 * launcher). Every document this file writes has an id carrying a per-run prefix and is deleted afterwards; the file
 * never clears the database, so it can run against the shared development stack without disturbing its data.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { recipeAccess, type Viewer } from '../domain/recipe/access';

const PROJECT_ID = 'demo-matkon';
// MATKON_FIRESTORE_RULES: test a variant of the rules (e.g. to check that a weakened rule makes this file fail).
const RULES_PATH = process.env.MATKON_FIRESTORE_RULES ?? resolve(__dirname, '../../../firestore.rules');

// ------------------------------------------------------------------------------------------------ environment

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the rules tests inside `firebase emulators:exec --only firestore` ' +
        'or the stack launcher (npm test).',
    );
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(value.slice(at + 1)) };
}

let env: RulesTestEnvironment;

/** Unique per run, so ids never collide with the stack's data or an earlier run's leftovers. */
const run = `rt${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const seeded: string[] = [];

const uid = {
  owner: `${run}-owner`,
  follower: `${run}-follower`,
  stranger: `${run}-stranger`,
  admin: `${run}-admin`,
};

type Actor = 'guest' | 'stranger' | 'owner' | 'follower' | 'admin';
const ACTORS: readonly Actor[] = ['guest', 'stranger', 'owner', 'follower', 'admin'];

function contextOf(actor: Actor): RulesTestContext {
  return actor === 'guest' ? env.unauthenticatedContext() : env.authenticatedContext(uid[actor]);
}

/** The test context's Firestore (a compat instance; the modular functions accept it). */
function db(actor: Actor): Firestore {
  return contextOf(actor).firestore() as unknown as Firestore;
}

async function seed(docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) {
      seeded.push(path);
      await setDoc(doc(admin, path), data);
    }
  });
}

async function readAsAdmin(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHost(), rules: readFileSync(RULES_PATH, 'utf8') },
  });

  const profile = (id: string, extra: DocumentData = {}): DocumentData => ({
    uid: id,
    displayName: `User ${id}`,
    username: id,
    language: 'en',
    preferences: { language: 'en', notifications: true, emailNotifications: true },
    isAdmin: false,
    isVerified: false,
    emailVerified: true,
    profileComplete: true,
    recipeCount: 3,
    followerCount: 1,
    followingCount: 0,
    version: 1,
    ...extra,
  });

  await seed({
    [`users/${uid.owner}`]: profile(uid.owner, { emailVerified: false }),
    [`users/${uid.follower}`]: profile(uid.follower),
    [`users/${uid.stranger}`]: profile(uid.stranger),
    [`users/${uid.admin}`]: profile(uid.admin, { isAdmin: true }),
    [`users/${uid.owner}/followers/${uid.follower}`]: { followedAt: new Date().toISOString() },
    [`users/${uid.follower}/following/${uid.owner}`]: { followedAt: new Date().toISOString() },
    [`users/${uid.owner}/private/account`]: { email: 'owner@example.com', searchHistory: ['soup'] },
    [`users/${uid.owner}/notificationSettings/${uid.stranger}`]: { level: 'all' },
  });
});

afterAll(async () => {
  if (!env) return;
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore() as unknown as Firestore;
    for (const path of seeded.reverse()) await deleteDoc(doc(admin, path));
  });
  await env.cleanup();
});

/** Expectation tables read as: actor → allowed? */
type Expect = Record<Actor, boolean>;
const all = (allowed: boolean): Expect => ({
  guest: allowed,
  stranger: allowed,
  owner: allowed,
  follower: allowed,
  admin: allowed,
});

async function check(allowed: boolean, attempt: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(attempt);
  else await assertFails(attempt);
}

// ------------------------------------------------------------------------------------------------ reference data

describe.each(['categories', 'dietaryOptions', 'settings', 'content'] as const)(
  '%s (read by all, written by functions only)',
  (name) => {
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
  },
);

// ------------------------------------------------------------------------------------------------ usernames

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

// ------------------------------------------------------------------------------------------------ users

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
    const context = env.authenticatedContext(fresh);
    await assertFails(
      setDoc(doc(context.firestore() as unknown as Firestore, 'users', fresh), {
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
      await assertSucceeds(updateDoc(ownDoc(), { ...change, version: increment(1) }));
    });

    it('the change lands and version rises by one', async () => {
      const before = (await readAsAdmin(`users/${uid.owner}`))?.version as number;
      await assertSucceeds(updateDoc(ownDoc(), { language: 'fr', version: increment(1) }));
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
    ])('may not write %s', async (_label, change) => {
      await assertFails(updateDoc(ownDoc(), { ...change, version: increment(1) }));
    });
  });

  describe('the owner may not change protected fields of their own profile', () => {
    const protectedFields: [string, unknown][] = [
      ['isAdmin', true],
      ['isVerified', true],
      ['verified', true],
      ['emailVerified', true],
      ['recipeCount', 1000],
      ['followerCount', 1000],
      ['followingCount', 1000],
      ['username', 'someone-else'],
      ['profileComplete', false],
      ['displayName', 'New name'],
      ['email', 'other@example.com'],
      ['isActive', false],
      // validated by users-updateProfile (lengths, URLs) and mirrored from there
      ['bio', 'Written around the function'],
      ['location', 'Anywhere'],
      ['photoURL', 'javascript:alert(1)'],
      ['socialLinks', { blog: 'not a url', youtube: '', instagram: '', tiktok: '' }],
      ['privacy', { ratedRecipes: 'public', collection: 'public', following: 'public' }],
      ['searchTerms', ['admin']],
      ['uid', 'someone-else'],
      ['createdAt', '2000-01-01T00:00:00.000Z'],
    ];

    it.each(protectedFields)('%s', async (field, value) => {
      await assertFails(
        updateDoc(doc(db('owner'), 'users', uid.owner), { [field]: value, version: increment(1) }),
      );
    });

    it('isAdmin smuggled in with a harmless change', async () => {
      await assertFails(
        updateDoc(doc(db('owner'), 'users', uid.owner), {
          language: 'he',
          isAdmin: true,
          version: increment(1),
        }),
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
      await assertFails(
        updateDoc(doc(db(actor), 'users', uid.owner), { language: 'he', version: increment(1) }),
      );
    });
    it.each(cases)('%s may not make it an admin', async (actor) => {
      await assertFails(
        updateDoc(doc(db(actor), 'users', uid.owner), { isAdmin: true, version: increment(1) }),
      );
    });
  });

  it('a custom token claim does not make anyone an admin', async () => {
    const faker = env.authenticatedContext(uid.stranger, { isAdmin: true, admin: true });
    const fdb = faker.firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(fdb, 'users', uid.owner, 'private', 'account')));
    await assertFails(updateDoc(doc(fdb, 'users', uid.owner), { isAdmin: true, version: increment(1) }));
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
    it('a user may not follow someone by writing the edge', async () => {
      await assertFails(
        setDoc(doc(db('stranger'), 'users', uid.owner, 'followers', uid.stranger), {
          followedAt: new Date().toISOString(),
        }),
      );
    });
  });
});

// ------------------------------------------------------------------------------------------------ recipes

describe('recipes', () => {
  const recipe = {
    public: `${run}-public`,
    followers: `${run}-followers`,
    private: `${run}-private`,
    legacy: `${run}-legacy`,
  };

  beforeAll(async () => {
    const base = (title: string): DocumentData => ({
      title,
      authorId: uid.owner,
      userId: uid.owner,
      categories: ['soups'],
      language: 'en',
      caloriesStatus: 'pending',
      version: 1,
    });
    await seed({
      [`recipes/${recipe.public}`]: { ...base('Public soup'), visibility: 'public' },
      [`recipes/${recipe.followers}`]: { ...base('Followers soup'), visibility: 'followers-only' },
      [`recipes/${recipe.private}`]: { ...base('Private soup'), visibility: 'private' },
      [`recipes/${recipe.legacy}`]: base('Legacy soup without visibility'),
    });
  });

  describe('get, by visibility', () => {
    const matrix: [string, string, Expect][] = [
      ['public', recipe.public, all(true)],
      [
        'followers-only',
        recipe.followers,
        { guest: false, stranger: false, owner: true, follower: true, admin: true },
      ],
      [
        'private',
        recipe.private,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
      // no visibility field: never defaulted to public (see firestore.rules)
      [
        'without visibility (legacy)',
        recipe.legacy,
        { guest: false, stranger: false, owner: true, follower: false, admin: true },
      ],
    ];
    describe.each(matrix)('%s recipe', (_label, id, expected) => {
      it.each(ACTORS)('%s', async (actor) => {
        await check(expected[actor], getDoc(doc(db(actor), 'recipes', id)));
      });
    });

    it('a missing recipe reads as denied for a guest, not as an empty document', async () => {
      await assertFails(getDoc(doc(db('guest'), 'recipes', `${run}-missing`)));
    });

    it('a custom admin claim in the token grants nothing', async () => {
      const faker = env.authenticatedContext(uid.stranger, { isAdmin: true, admin: true });
      await assertFails(getDoc(doc(faker.firestore() as unknown as Firestore, 'recipes', recipe.private)));
    });
  });

  describe('queries must be constrained to what the reader may see', () => {
    const recipes = (actor: Actor) => collection(db(actor), 'recipes');

    it.each(ACTORS)('%s may list public recipes (where visibility == public)', async (actor) => {
      await assertSucceeds(getDocs(query(recipes(actor), where('visibility', '==', 'public'), limit(10))));
    });
    it.each(['guest', 'stranger', 'owner', 'follower'] as const)(
      '%s may not list recipes without a constraint',
      async (actor) => {
        await assertFails(getDocs(query(recipes(actor), limit(10))));
      },
    );
    it('an admin may list all recipes', async () => {
      await assertSucceeds(getDocs(query(recipes('admin'), limit(10))));
    });
    it('the author may list all their own recipes (where authorId == me)', async () => {
      const snap = await assertSucceeds(getDocs(query(recipes('owner'), where('authorId', '==', uid.owner))));
      if (snap.size !== 4) throw new Error(`expected the author's 4 recipes, got ${snap.size}`);
    });
    it.each(['guest', 'stranger', 'follower'] as const)(
      "%s may not list all of the author's recipes (where authorId == author)",
      async (actor) => {
        await assertFails(getDocs(query(recipes(actor), where('authorId', '==', uid.owner))));
      },
    );
    it('a follower may list the followed author’s followers-only recipes', async () => {
      const snap = await assertSucceeds(
        getDocs(
          query(
            recipes('follower'),
            where('authorId', '==', uid.owner),
            where('visibility', '==', 'followers-only'),
          ),
        ),
      );
      if (snap.size !== 1) throw new Error(`expected 1 followers-only recipe, got ${snap.size}`);
    });
    it.each(['guest', 'stranger'] as const)(
      "%s may not list the author's followers-only recipes",
      async (actor) => {
        await assertFails(
          getDocs(
            query(
              recipes(actor),
              where('authorId', '==', uid.owner),
              where('visibility', '==', 'followers-only'),
            ),
          ),
        );
      },
    );
    it.each(['guest', 'stranger', 'follower'] as const)('%s may not list private recipes', async (actor) => {
      await assertFails(getDocs(query(recipes(actor), where('visibility', '==', 'private'))));
    });
  });

  describe('writes are functions only (mirror first)', () => {
    describe.each(ACTORS)('%s', (actor) => {
      const authorId = actor === 'guest' ? 'nobody' : uid[actor];
      it('may not create a recipe, not even as its author', async () => {
        await assertFails(
          setDoc(doc(db(actor), 'recipes', `${run}-by-${actor}`), {
            title: 'Mine',
            authorId,
            visibility: 'public',
            version: 1,
          }),
        );
      });
      it('may not edit a recipe', async () => {
        await assertFails(
          updateDoc(doc(db(actor), 'recipes', recipe.public), { title: 'Edited', version: increment(1) }),
        );
      });
      it('may not change its visibility', async () => {
        await assertFails(updateDoc(doc(db(actor), 'recipes', recipe.private), { visibility: 'public' }));
      });
      it('may not delete a recipe', async () => {
        await assertFails(deleteDoc(doc(db(actor), 'recipes', recipe.public)));
      });
      it('may not rate it by writing ratings/{uid}', async () => {
        await assertFails(
          setDoc(doc(db(actor), 'recipes', recipe.public, 'ratings', authorId), { rating: 5 }),
        );
      });
    });
  });
});

// ------------------------------------------------------------------------------------------------ recipe access modes

// The server's access modes (functions/src/domain/recipe/access.ts, served by GET /api/recipes/detail) and the rules
// must agree: the rules let a client read a recipe exactly when the server's mode is 'full'.
describe('recipes: the rules agree with the server access modes', () => {
  const ids = {
    public: `${run}-mode-public`,
    'followers-only': `${run}-mode-followers`,
    private: `${run}-mode-private`,
  } as const;
  const viewerOf: Record<Actor, Viewer> = {
    guest: { uid: null, isAdmin: false, isFollower: false },
    stranger: { uid: uid.stranger, isAdmin: false, isFollower: false },
    owner: { uid: uid.owner, isAdmin: false, isFollower: false },
    follower: { uid: uid.follower, isAdmin: false, isFollower: true },
    admin: { uid: uid.admin, isAdmin: true, isFollower: false },
  };

  beforeAll(async () => {
    await seed(
      Object.fromEntries(
        Object.entries(ids).map(([visibility, id]) => [
          `recipes/${id}`,
          { title: `Mode ${visibility}`, authorId: uid.owner, userId: uid.owner, visibility, version: 1 },
        ]),
      ),
    );
  });

  describe.each(Object.keys(ids) as (keyof typeof ids)[])('%s', (visibility) => {
    it.each(ACTORS)('%s', async (actor) => {
      const mode = recipeAccess({ visibility, authorId: uid.owner }, viewerOf[actor]);
      await check(mode === 'full', getDoc(doc(db(actor), 'recipes', ids[visibility])));
    });
  });
});

// ------------------------------------------------------------------------------------------------ tags, autocomplete

describe.each(['tags', 'ingredients', 'instructionTemplates'] as const)(
  '%s (read by all, written by the recipe functions only)',
  (name) => {
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
  },
);

// ------------------------------------------------------------------------------------------------ everything else

describe('collections without a rule are closed to everyone, admins included', () => {
  // system/firstAdmin is the claim that makes /create-admin atomic: nobody may forge or clear it
  const closed = ['rateLimits', 'mirrorReconcile', 'bannedUsers', 'system', `${run}AnythingElse`];

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
