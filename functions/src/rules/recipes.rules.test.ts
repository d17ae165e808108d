/**
 * firestore.rules: recipes: reads by visibility, constrained queries, writes by functions only, and agreement
 * with the server's access modes (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { recipeAccess, type Viewer } from '../domain/recipe/access';
import { versioned } from '../testing/collections';
import {
  ACTORS,
  all,
  check,
  useRulesEnvironment,
  type Actor,
  type Expect,
} from '../testing/rulesEnvironment';

const { db, run, seed, uid, signedIn } = useRulesEnvironment();

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
      const faker = signedIn(uid.stranger, { isAdmin: true, admin: true });
      await assertFails(getDoc(doc(faker, 'recipes', recipe.private)));
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
          updateDoc(doc(db(actor), 'recipes', recipe.public), versioned({ title: 'Edited' })),
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
