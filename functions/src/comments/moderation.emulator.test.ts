/**
 * Comment management (issue 14; spec 002 §4, §7) end to end: an admin moves a comment through the moderation
 * machine over /api/admin/comments, the recipe page's list and count follow it in both stores, a deleted comment
 * deleted again is gone for good, bulk delete, the admin list's filters and the statistics.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationRefusal } from '../domain/comments/moderation';
import { db } from '../platform/firebase';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { commentDoc, commentRow, list, seedComment, verifiedUser } from '../testing/comments';
import { api, createRecipeAs, recipeDoc, recipeRow } from '../testing/recipes';

let admin: TestUser;
let cook: TestUser;
let fan: TestUser;
let recipeId: string;

beforeAll(async () => {
  [admin, cook, fan] = await Promise.all([createAdmin(db()), verifiedUser('Cook'), verifiedUser('Fan')]);
  recipeId = await createRecipeAs(cook);
}, 60_000);

const moderate = (commentId: string, action: string) =>
  api<{ status: string | null; error?: { message: string } }>('PUT', '/api/admin/comments', {
    user: admin,
    body: { commentId, action, reason: 'test' },
  });

const listedIds = async () => {
  const answer = await list(fan, { recipeId });
  return ((answer.body as { comments: { id: string }[] }).comments ?? []).map((c) => c.id);
};

const counts = async () => ({
  firestore: (await recipeDoc(recipeId))?.commentCount,
  postgres: (await recipeRow(recipeId))?.comment_count,
});

describe('PUT /api/admin/comments', () => {
  it('hides, restores, deletes and then removes a comment for good; the recipe page follows', async () => {
    const id = await seedComment(fan, recipeId, `Moderate me ${Date.now()}`);
    expect(await listedIds()).toContain(id);
    expect(await counts()).toEqual({ firestore: 1, postgres: 1 });

    const refused = await moderate(id, 'restore');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(moderationRefusal('restore', 'active'));
    expect((await commentDoc(id))?.status).toBe('active');

    expect((await moderate(id, 'hide')).body.status).toBe('hidden');
    expect((await commentDoc(id))?.status).toBe('hidden');
    expect((await commentRow(id))?.status).toBe('hidden');
    expect(await listedIds()).not.toContain(id);
    expect(await counts()).toEqual({ firestore: 0, postgres: 0 });

    expect((await moderate(id, 'restore')).body.status).toBe('active');
    expect(await listedIds()).toContain(id);
    expect(await counts()).toEqual({ firestore: 1, postgres: 1 });

    expect((await moderate(id, 'delete')).body.status).toBe('deleted');
    expect((await commentRow(id))?.status).toBe('deleted');
    expect(await listedIds()).not.toContain(id);
    expect((await moderate(id, 'hide')).status).toBe(409);

    expect((await moderate(id, 'delete')).body.status).toBeNull();
    expect(await commentDoc(id)).toBeNull();
    expect(await commentRow(id)).toBeNull();
    expect((await moderate(id, 'delete')).status).toBe(404);
    expect(await counts()).toEqual({ firestore: 0, postgres: 0 });
  });
});

describe('DELETE /api/admin/comments, GET /api/admin/comments and comment-stats', () => {
  it('lists with filters, bulk deletes and counts', async () => {
    const marker = `bulk${Date.now().toString(36)}`;
    const ids = [
      await seedComment(fan, recipeId, `First ${marker}`),
      await seedComment(cook, recipeId, `Second ${marker}`),
    ];
    const listed = await api<{ comments: { id: string; recipe: { title: string }; status: string }[] }>(
      'GET',
      '/api/admin/comments',
      { user: admin, query: { search: marker, sortBy: 'oldest', status: 'active' } },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.comments.map((c) => c.id)).toEqual(ids);
    expect(listed.body.comments[0]?.recipe.title).toBeTruthy();

    const none = await api('DELETE', '/api/admin/comments', { user: admin, body: { commentIds: [] } });
    expect(none.status).toBe(400);
    const deleted = await api<{ results: { status: string }[] }>('DELETE', '/api/admin/comments', {
      user: admin,
      body: { commentIds: ids, reason: 'spam' },
    });
    expect(deleted.body.results.map((r) => r.status)).toEqual(['deleted', 'deleted']);
    const afterwards = await api<{ comments: { status: string }[] }>('GET', '/api/admin/comments', {
      user: admin,
      query: { search: marker, status: 'deleted' },
    });
    expect(afterwards.body.comments).toHaveLength(2);

    const stats = await api<{
      statistics: { overall: { totalComments: number }; moderation: { totalActions: number } };
    }>('GET', '/api/admin/comment-stats', { user: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.statistics.overall.totalComments).toBeGreaterThanOrEqual(2);
    expect(stats.body.statistics.moderation.totalActions).toBeGreaterThanOrEqual(2);
  });
});
