/**
 * Text is stored as text (decision 0038), through every write path as the browser calls it, in both stores: what a
 * user typed (`5 < 6 & <b>bold</b>`) is what comments, replies, report descriptions, bios, collection names and
 * descriptions, favorite notes and a friend's name hold; recipes and their tags (a shared recipe's too) lose their
 * markup tags and keep `5 < 6 &` (000 §5); collections lose only script tags and handlers (001 §5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { callCallable, expectSuccess } from '../testing/callables';
import { commentDoc, commentRow, post, report } from '../testing/comments';
import { verifiedAccounts } from '../testing/follows';
import { query, mirrorRow } from '../testing/pg';
import {
  generateAs,
  linkDoc,
  resetLinkRateLimits,
  submitShared,
  validSharedRecipe,
} from '../testing/recipeLinks';
import { createRecipeAs, HUMAN, recipeDoc, recipeRow } from '../testing/recipes';

const TYPED = '5 < 6 & <b>bold</b>';
const STRIPPED = '5 < 6 & bold';
const { verified } = verifiedAccounts();

let cook: TestUser;
let reader: TestUser;
let recipeId: string;

beforeAll(async () => {
  [cook, reader] = await Promise.all([verified(), verified()]);
  recipeId = await createRecipeAs(cook, {
    title: `Soup ${TYPED}`,
    description: `Warm ${TYPED}`,
    ingredients: [`1 cup ${TYPED}`],
    tags: [`tag ${TYPED}`],
  });
}, 120_000);

describe('recipes (000 §5: markup tags stripped, text kept)', () => {
  it('stores title, description, ingredients and tags without tags but with < and &', async () => {
    const expected = {
      title: `Soup ${STRIPPED}`,
      description: `Warm ${STRIPPED}`,
      ingredients: [`1 cup ${STRIPPED}`],
      tags: [`tag ${STRIPPED}`],
    };
    expect(await recipeDoc(recipeId)).toMatchObject(expected);
    expect(await recipeRow(recipeId)).toMatchObject({
      title: expected.title,
      description: expected.description,
    });
  });
});

describe('comments, replies and reports (as typed)', () => {
  it('stores a comment and a reply exactly as typed in both stores, and a report’s description', async () => {
    const comment = await post(reader, { recipeId, content: ` ${TYPED} ` });
    expect(comment.status).toBe(200);
    const commentId = (comment.body.comment as { id: string }).id;
    expect((comment.body.comment as { content: string }).content).toBe(TYPED);
    const reply = await post(cook, { recipeId, content: `Re: ${TYPED}`, parentId: commentId });
    expect(reply.status).toBe(200);
    const replyId = (reply.body.comment as { id: string }).id;
    for (const [id, content] of [
      [commentId, TYPED],
      [replyId, `Re: ${TYPED}`],
    ] as const) {
      expect(await commentDoc(id)).toMatchObject({ content });
      expect(await commentRow(id)).toMatchObject({ content });
    }

    expect((await report(cook, { commentId, reason: 'spam', description: TYPED })).status).toBe(200);
    const stored = await db().doc(`comments/${commentId}/reports/${cook.uid}`).get();
    expect(stored.data()).toMatchObject({ description: TYPED });
    expect(await mirrorRow('comment_reports', `${commentId}/${cook.uid}`)).toMatchObject({
      description: TYPED,
    });
  });
});

describe('profiles, collections and notes', () => {
  const favorites = <T>(user: TestUser, name: string, data: Record<string, unknown>) =>
    callCallable<T>(`favorites-${name}`, { ...data, botToken: HUMAN }, user.idToken);

  it('stores a bio and a location as typed', async () => {
    await expectSuccess(
      callCallable('users-updateProfile', { bio: ` ${TYPED}\nline two `, location: TYPED }, reader.idToken),
    );
    expect((await db().doc(`users/${reader.uid}`).get()).data()).toMatchObject({
      bio: `${TYPED}\nline two`,
      location: TYPED,
    });
    expect(await mirrorRow('profiles', reader.uid)).toMatchObject({
      bio: `${TYPED}\nline two`,
      location: TYPED,
    });
  });

  it('keeps a collection’s markup but not its script or handlers (001 §5); notes as typed', async () => {
    const { id } = await expectSuccess(
      favorites<{ id: string }>(reader, 'createCollection', {
        name: `${TYPED}<script>x()</script>`,
        description: `<i onclick="x()">${TYPED}</i>`,
      }),
    );
    expect((await db().doc(`users/${reader.uid}/collections/${id}`).get()).data()).toMatchObject({
      name: TYPED,
      description: `<i>${TYPED}</i>`,
    });
    const [row] = await query<{ name: string; description: string }>(
      'select name, description from public.collections where user_id = $1 and name = $2',
      [reader.uid, TYPED],
    );
    expect(row).toEqual({ name: TYPED, description: `<i>${TYPED}</i>` });

    await expectSuccess(favorites(reader, 'toggle', { recipeId, operation: 'add' }));
    await expectSuccess(favorites(reader, 'addToCollection', { collectionId: id, recipeId }));
    await expectSuccess(
      favorites(reader, 'updateNotes', {
        collectionId: id,
        recipeId,
        notes: { personalNotes: TYPED, modifications: [TYPED], tags: [TYPED] },
      }),
    );
    const entry = await db().doc(`users/${reader.uid}/collections/${id}/recipes/${recipeId}`).get();
    expect(entry.data()).toMatchObject({ personalNotes: TYPED, modifications: [TYPED], tags: [TYPED] });
  });
});

describe('a shared recipe from a friend', () => {
  it('is cleaned as a recipe (markup tags stripped), and keeps the friend’s name as typed', async () => {
    await resetLinkRateLimits();
    const link = await generateAs(cook, `Please? ${TYPED}`);
    expect((await linkDoc(link.linkId))?.message).toBe(`Please? ${TYPED}`);
    const answer = await submitShared(link.token, {
      recipeData: validSharedRecipe({ title: `Savta ${TYPED}`, tags: [TYPED] }),
      images: [],
      fromName: `Ruth ${TYPED}`,
    });
    expect(answer.status).toBe(200);
    const shared = answer.body.recipeId as string;
    expect(await recipeDoc(shared)).toMatchObject({ title: `Savta ${STRIPPED}`, tags: [STRIPPED] });
    expect((await linkDoc(link.linkId))?.fromName).toBe(`Ruth ${TYPED}`);
  });
});
