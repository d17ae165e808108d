/**
 * A recipe write whose mirror fails (spec 000 §4 and §8 "Sync and profile", 002 §1: a mirror failure aborts the
 * action). The Functions emulator's mirror cannot be unplugged from a test, so these call the services the callables
 * call, with the real Firestore and Postgres and a mirror that really fails: a closed port, and a gateway answering
 * 429. And a Firestore commit that fails after the mirror write: the mirror is put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipeInputSchema } from '../domain/recipe/schema';
import { db } from '../platform/firebase';
import { toHttpError } from '../platform/errors';
import { createUser, type TestUser } from '../testing/authEmulator';
import { appErrorOf } from '../testing/errors';
import { unique } from '../testing/factories';
import { failingMirrors, type FailingMirrors } from '../testing/faultyMirror';
import { mirrorRow } from '../testing/pg';
import {
  createRecipeAs,
  newRecipeId,
  profileDoc,
  recipeDoc,
  recipeForm,
  recipeRow,
  rememberRecipe,
  serviceDeps,
  tagDoc,
} from '../testing/recipes';
import { waitFor } from '../testing/waitFor';
import { createRecipe } from './create';
import { deleteRecipe } from './delete';
import type { RecipesDeps } from './deps';
import { updateRecipe } from './update';

const CONNECTION = (action: string) =>
  `Unable to ${action}: Please check your connection and try again later.`;
const BUSY = (action: string) =>
  `Unable to ${action}: Service is temporarily busy. Please try again in a few minutes.`;
const BUSY_FOR_MINUTES = (action: string, minutes: number) =>
  `Unable to ${action}: Service is temporarily busy. Please try again in ${minutes} minute(s).`;

let author: TestUser;
let unreachable: RecipesDeps;
let busy: RecipesDeps;
let mirrors: FailingMirrors | undefined;

beforeAll(async () => {
  author = await createUser(db());
  mirrors = await failingMirrors();
  unreachable = serviceDeps(mirrors.unreachable);
  busy = serviceDeps(mirrors.busy);
});

afterAll(async () => {
  await mirrors?.close();
});

const input = (recipeId: string, overrides: Record<string, unknown> = {}) =>
  createRecipeInputSchema.parse({ recipeId, recipe: recipeForm(overrides), images: [] });

describe('create with the mirror failing', () => {
  it('unreachable: the spec message, Firestore unchanged, nothing in Postgres', async () => {
    const recipeId = newRecipeId();
    const tag = `offline${unique()}`;
    const profileBefore = await profileDoc(author.uid);
    const error = await appErrorOf(createRecipe(unreachable, author.uid, input(recipeId, { tags: [tag] })));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Unable to create recipe: Please check your connection and try again later.');
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await profileDoc(author.uid)).toEqual(profileBefore);
    expect(await tagDoc(tag)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
    expect(await mirrorRow('tags', tag)).toBeNull();
  });

  it('rate limited: the busy message', async () => {
    const recipeId = newRecipeId();
    const error = await appErrorOf(createRecipe(busy, author.uid, input(recipeId)));
    expect(error.message).toBe(BUSY('create recipe'));
    expect(await recipeDoc(recipeId)).toBeNull();
  });

  it('Firestore failing after the mirror write: the mirror rows are taken back', async () => {
    const recipeId = newRecipeId();
    const tag = `rollback${unique()}`;
    // the author's profile reaches the mirror through the reconciler, in its own time
    const profileRow = await waitFor(async () => (await mirrorRow('profiles', author.uid)) ?? undefined, {
      what: "the author's profile row",
    });
    const failing: RecipesDeps = {
      ...serviceDeps(),
      beforeCommit: async () => {
        // the mirror already holds the new rows here
        expect(await recipeRow(recipeId)).not.toBeNull();
        throw new Error('Firestore is down');
      },
    };
    const error = await appErrorOf(createRecipe(failing, author.uid, input(recipeId, { tags: [tag] })));
    expect(error.message).toBe(CONNECTION('create recipe'));
    expect(await recipeRow(recipeId)).toBeNull();
    expect(await mirrorRow('tags', tag)).toBeNull();
    // restored in place (synced_at records the restore)
    expect(await mirrorRow('profiles', author.uid)).toEqual({ ...profileRow, synced_at: expect.any(Date) });
    expect(await recipeDoc(recipeId)).toBeNull();
  });
});

describe('update and delete with the mirror failing', () => {
  it('update: the spec message, both stores unchanged', async () => {
    const recipeId = await createRecipeAs(author, { title: 'Before the outage' });
    const before = await recipeDoc(recipeId);
    const error = await appErrorOf(
      updateRecipe(unreachable, author.uid, input(recipeId, { title: 'During the outage' })),
    );
    expect(error.message).toBe(CONNECTION('update recipe'));
    expect(await recipeDoc(recipeId)).toEqual(before);
    expect((await recipeRow(recipeId))?.title).toBe('Before the outage');
  });

  it('delete: the spec message, the recipe still in both stores, nothing cleaned up', async () => {
    const tag = `kept${unique()}`;
    const recipeId = await createRecipeAs(author, { tags: [tag] });
    const count = (await profileDoc(author.uid))?.recipeCount;
    const refusedAt = Date.now();
    const error = await appErrorOf(deleteRecipe(busy, author.uid, recipeId));
    expect(error.message).toBe(BUSY_FOR_MINUTES('delete recipe', 1));
    const answer = toHttpError(error);
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('60');
    expect(answer.body.error).toMatchObject({ resetIn: 60, resetTime: expect.any(String) });
    const resetTime = Date.parse(String(answer.body.error.resetTime));
    expect(resetTime).toBeGreaterThanOrEqual(refusedAt + 60_000);
    expect(resetTime).toBeLessThan(Date.now() + 61_000);
    expect(await recipeDoc(recipeId)).not.toBeNull();
    expect(await recipeRow(recipeId)).not.toBeNull();
    expect((await profileDoc(author.uid))?.recipeCount).toBe(count);
    expect(await tagDoc(tag)).toMatchObject({ count: 1 });
    rememberRecipe(recipeId);
  });
});
