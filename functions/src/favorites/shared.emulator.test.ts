/**
 * Collections privacy (001 §6: the owner's setting for collections, only me / followers / everyone) through
 * favorites-userCollections for the owner, a follower, a stranger and a guest; what others see never carries the
 * owner's notes, and a recipe the viewer may not read stays out. Also favorites-ids, the hearts' one read.
 */
import { describe, expect, it } from 'vitest';
import { FAVORITES_MESSAGES, type SharedCollection } from '../domain/favorites';
import type { TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { STATUS_BY_PRIVACY, verifiedAccounts } from '../testing/follows';
import { createRecipeAs, follow, HUMAN } from '../testing/recipes';

const users = verifiedAccounts();

async function verified(collection = 'private'): Promise<TestUser> {
  return users.verified({
    privacy: { ratedRecipes: 'private', collection, following: 'public' },
  });
}

const call = <T>(user: TestUser | null, name: string, data: Record<string, unknown>) =>
  callCallable<T>(`favorites-${name}`, data, user?.idToken);

/** The user saves the recipe and files it in a new collection with these fields; the collection's id. */
async function savedInCollection(user: TestUser, recipeId: string, collection: Record<string, unknown>) {
  await expectSuccess(call(user, 'toggle', { recipeId, operation: 'add', botToken: HUMAN }));
  const { id } = await expectSuccess(
    call<{ id: string }>(user, 'createCollection', { ...collection, botToken: HUMAN }),
  );
  await expectSuccess(call(user, 'addToCollection', { collectionId: id, recipeId, botToken: HUMAN }));
  return id;
}

/** The owner (with this privacy setting) saves a cook's recipe in a collection, with notes only they may read. */
async function ownerWithCollection(privacy: string) {
  const [cook, owner] = await Promise.all([verified(), verified(privacy)]);
  const open = await createRecipeAs(cook, { title: 'Open bread' });
  const id = await savedInCollection(owner, open, {
    name: 'Weekend',
    description: 'Slow bakes',
    color: '#336699',
    icon: '🍞',
  });
  await expectSuccess(
    call(owner, 'updateNotes', {
      collectionId: id,
      recipeId: open,
      notes: { personalNotes: 'my secret tweak', personalRating: 5 },
      botToken: HUMAN,
    }),
  );
  return { owner, open, collectionId: id };
}

describe('collections privacy', () => {
  it.each(STATUS_BY_PRIVACY)(
    'setting %s: the owner, a follower, a stranger and a guest',
    async (privacy, want) => {
      const { owner, open, collectionId } = await ownerWithCollection(privacy);
      const [fan, stranger] = await Promise.all([verified(), verified()]);
      await follow(owner.uid, fan.uid);
      const read = (viewer: TestUser | null) =>
        call<{ collections: SharedCollection[] }>(viewer, 'userCollections', { userId: owner.uid });
      const answers = {
        owner: await read(owner),
        follower: await read(fan),
        stranger: await read(stranger),
        guest: await read(null),
      };
      expect(
        Object.fromEntries(Object.entries(answers).map(([who, answer]) => [who, answer.status])),
      ).toEqual(want);
      for (const answer of Object.values(answers)) {
        if (answer.ok) {
          expect(answer.result.collections).toMatchObject([
            {
              id: collectionId,
              name: 'Weekend',
              description: 'Slow bakes',
              recipeCount: 1,
              recipes: [{ id: open }],
            },
          ]);
          expect(JSON.stringify(answer.result)).not.toContain('my secret tweak');
        } else {
          expect(answer.error.message).toBe(FAVORITES_MESSAGES.collectionsPrivate);
        }
      }
    },
    120_000,
  );

  it('a recipe the viewer may not read stays out of what they see; an unknown user is not found', async () => {
    const [cook, stranger] = await Promise.all([verified('public'), verified()]);
    const mine = await createRecipeAs(cook, { title: 'Only mine', visibility: 'private' });
    await savedInCollection(cook, mine, { name: 'Drafts', color: '#336699', icon: '📁' });
    const own = await expectSuccess(
      call<{ collections: SharedCollection[] }>(cook, 'userCollections', { userId: cook.uid }),
    );
    expect(own.collections[0]?.recipes.map((recipe) => recipe.id)).toEqual([mine]);
    const seen = await expectSuccess(
      call<{ collections: SharedCollection[] }>(stranger, 'userCollections', { userId: cook.uid }),
    );
    expect(seen.collections[0]).toMatchObject({ name: 'Drafts', recipeCount: 0, recipes: [] });
    const missing = await expectFailure(call(stranger, 'userCollections', { userId: 'no-such-user' }));
    expect(missing.status).toBe(404);

    // the hearts' read: the caller's own saved ids; guests are refused
    const ids = await expectSuccess(call<{ recipeIds: string[] }>(cook, 'ids', {}));
    expect(ids.recipeIds).toEqual([mine]);
    expect((await expectFailure(call(null, 'ids', {}))).status).toBe(401);
  }, 120_000);
});
