/**
 * The access-mode matrix (spec 000 §2, §4, §6) through the paths the browser uses: GET /api/recipes/detail and
 * GET /api/recipes/edit via the Hosting rewrites, with real ID tokens. Viewers: a guest, a signed-in stranger, a
 * follower (users/{author}/followers/{uid} written with the admin SDK, as the follow feature will), the author and an
 * admin; recipes: public, followers-only, private. The rules test file checks the same matrix against firestore.rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { api, createRecipeAs, follow, newRecipeId } from '../testing/recipes';

type Viewer = 'guest' | 'stranger' | 'follower' | 'author' | 'admin';
type Visibility = 'public' | 'followers-only' | 'private';

const AUTHOR_PHOTO = '/api/media/images/users/locked-author/abc123/detail.jpg';
const users = {} as Record<Exclude<Viewer, 'guest'>, TestUser>;
const recipes = {} as Record<Visibility, string>;
const userOf = (viewer: Viewer) => (viewer === 'guest' ? null : users[viewer]);

beforeAll(async () => {
  const [author, stranger, follower, admin] = await Promise.all([
    createUser(db(), {
      profile: { displayName: 'Locked Author', username: null, photoURL: AUTHOR_PHOTO },
    }),
    createUser(db()),
    createUser(db()),
    createAdmin(db()),
  ]);
  Object.assign(users, { author, stranger, follower, admin });
  await follow(author.uid, follower.uid);
  for (const visibility of ['public', 'followers-only', 'private'] as const) {
    recipes[visibility] = await createRecipeAs(author, {
      title: `A ${visibility} recipe`,
      description: `Only for ${visibility}`,
      visibility,
    });
  }
});

const FULL = { status: 200, access: 'full' };
const LOGIN = { status: 200, access: 'login-required' };
const FOLLOW = { status: 200, access: 'followers-only' };
const HIDDEN = { status: 404, access: undefined };

const matrix: Record<Visibility, Record<Viewer, { status: number; access: string | undefined }>> = {
  public: { guest: FULL, stranger: FULL, follower: FULL, author: FULL, admin: FULL },
  'followers-only': { guest: LOGIN, stranger: FOLLOW, follower: FULL, author: FULL, admin: FULL },
  private: { guest: HIDDEN, stranger: HIDDEN, follower: HIDDEN, author: FULL, admin: FULL },
};

describe('GET /api/recipes/detail: the author card', () => {
  it("carries the author's current profile photo (issue 27), for guests too", async () => {
    const answer = await api<{ authorPhotoURL?: string }>('GET', '/api/recipes/detail', {
      query: { recipeId: recipes.public },
    });
    expect([answer.status, answer.body.authorPhotoURL]).toEqual([200, AUTHOR_PHOTO]);
  });
});

describe('GET /api/recipes/detail: visibility × viewer', () => {
  describe.each(Object.keys(matrix) as Visibility[])('%s recipe', (visibility) => {
    it.each(Object.keys(matrix[visibility]) as Viewer[])('%s', async (viewer) => {
      const expected = matrix[visibility][viewer];
      const answer = await api<{
        recipe: Record<string, unknown>;
        access: string;
        message: string;
        error?: { message: string };
      }>('GET', '/api/recipes/detail', { query: { recipeId: recipes[visibility] }, user: userOf(viewer) });
      expect(answer.status).toBe(expected.status);
      expect(answer.headers.get('cache-control')).toMatch(/private/);
      if (expected.status === 404) {
        expect(answer.body.error?.message).toBe('Recipe not found');
        return;
      }
      expect(answer.body.access).toBe(expected.access);
      expect(answer.body.recipe.id).toBe(recipes[visibility]);
      expect(answer.body.recipe.title).toBe(`A ${visibility} recipe`);
      if (expected.access === 'full') {
        expect(answer.body.message).toBe('');
        expect(answer.body.recipe).toMatchObject({
          ingredients: expect.any(Array),
          authorId: users.author.uid,
        });
        expect(answer.body.recipe).not.toHaveProperty('version');
      } else {
        // a locked view: a preview and whom to follow, nothing more
        expect(Object.keys(answer.body.recipe).sort()).toEqual(
          ['authorId', 'authorName', 'authorUsername', 'description', 'id', 'title', 'visibility'].sort(),
        );
        expect(answer.body.recipe.authorId).toBe(users.author.uid);
        expect(answer.body.message).toMatch(expected.access === 'login-required' ? /log in/ : /followers/);
      }
    });
  });

  it('answers 404 for a recipe that does not exist, 401 for a bad token', async () => {
    const missing = await api('GET', '/api/recipes/detail', { query: { recipeId: newRecipeId() } });
    expect(missing.status).toBe(404);
    const forged = await api('GET', '/api/recipes/detail', {
      query: { recipeId: recipes.public },
      user: { ...users.stranger, idToken: 'not-a-token' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('GET /api/recipes/edit (000 §8 "Edit load")', () => {
  const expected: Record<Viewer, number> = {
    guest: 401,
    stranger: 403,
    follower: 403,
    author: 200,
    admin: 200,
  };
  it.each(Object.keys(expected) as Viewer[])('%s → %s', async (viewer) => {
    for (const visibility of ['public', 'private'] as const) {
      const answer = await api<{ recipe?: { id: string }; error?: { message: string } }>(
        'GET',
        '/api/recipes/edit',
        { query: { recipeId: recipes[visibility] }, user: userOf(viewer) },
      );
      expect(answer.status).toBe(expected[viewer]);
      if (answer.status === 200) expect(answer.body.recipe?.id).toBe(recipes[visibility]);
      if (answer.status === 403) expect(answer.body.error?.message).toBe('Unauthorized to edit this recipe');
    }
  });

  it('answers 404 for a missing recipe', async () => {
    const answer = await api('GET', '/api/recipes/edit', {
      query: { recipeId: newRecipeId() },
      user: users.author,
    });
    expect(answer.status).toBe(404);
  });
});
