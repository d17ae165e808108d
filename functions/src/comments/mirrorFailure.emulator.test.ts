/**
 * Comment writes whose mirror fails (002 §8 "Mirror sync failures": the action is aborted). The services the calls
 * run, with the real Firestore and Postgres and a mirror that really fails (a closed port, a gateway answering 429):
 * nothing is written anywhere, and no notification goes out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommentBodySchema, reportCommentBodySchema } from '../domain/comments/schemas';
import type { TestUser } from '../testing/authEmulator';
import {
  commentDoc,
  commentRow,
  commentsOfRecipe,
  commentsServiceDeps,
  notificationsOf,
  seedComment,
  verifiedUser,
} from '../testing/comments';
import { appErrorOf } from '../testing/errors';
import { failingMirrors, type FailingMirrors } from '../testing/faultyMirror';
import { createRecipeAs, recipeDoc, recipeRow } from '../testing/recipes';
import { createComment } from './create';
import type { CommentsDeps } from './deps';
import { toggleLike } from './like';
import { deleteThread } from './remove';
import { reportComment } from './report';

let cook: TestUser;
let alice: TestUser;
let unreachable: CommentsDeps;
let busy: CommentsDeps;
let mirrors: FailingMirrors | undefined;

beforeAll(async () => {
  [cook, alice] = await Promise.all([verifiedUser('Cook'), verifiedUser('Alice')]);
  mirrors = await failingMirrors();
  unreachable = commentsServiceDeps(mirrors.unreachable);
  busy = commentsServiceDeps(mirrors.busy);
}, 60000);

afterAll(async () => {
  await mirrors?.close();
});

describe('a comment write with the mirror failing', () => {
  it('post: the spec message, no comment in either store, no count, no notification', async () => {
    const recipeId = await createRecipeAs(cook);
    const input = createCommentBodySchema.parse({ recipeId, content: 'Offline comment' });
    const error = await appErrorOf(
      createComment(unreachable, { uid: alice.uid, emailVerified: true }, input),
    );
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Unable to post comment: Please check your connection and try again later.');
    const busyError = await appErrorOf(createComment(busy, { uid: alice.uid, emailVerified: true }, input));
    expect(busyError.code).toBe('resource-exhausted');
    expect(busyError.message).toBe(
      'Unable to post comment: Service is temporarily busy. Please try again in 1 minute(s).',
    );
    expect(await commentsOfRecipe(recipeId)).toEqual({ firestore: [], postgres: [] });
    expect((await recipeDoc(recipeId))?.commentCount ?? 0).toBe(0);
    expect((await recipeRow(recipeId))?.comment_count).toBe(0);
    expect((await notificationsOf(cook.uid)).filter((n) => n.recipeId === recipeId)).toEqual([]);
  });

  it('like, report and delete: nothing changes', async () => {
    const recipeId = await createRecipeAs(cook);
    const id = await seedComment(cook, recipeId, 'Mine');
    const [docBefore, rowBefore] = [await commentDoc(id), await commentRow(id)];

    expect((await appErrorOf(toggleLike(unreachable, alice.uid, id))).message).toBe(
      'Unable to like comment: Please check your connection and try again later.',
    );
    const reportInput = reportCommentBodySchema.parse({ commentId: id, reason: 'spam' });
    expect((await appErrorOf(reportComment(unreachable, alice.uid, reportInput))).message).toBe(
      'Unable to report comment: Please check your connection and try again later.',
    );
    expect((await appErrorOf(deleteThread(unreachable, cook.uid, id))).message).toBe(
      'Unable to delete comment: Please check your connection and try again later.',
    );
    expect(await commentDoc(id)).toEqual(docBefore);
    expect(await commentRow(id)).toEqual(rowBefore);
    expect((await notificationsOf(cook.uid)).filter((n) => n.commentId === id)).toEqual([]);
  });
});
