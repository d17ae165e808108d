/**
 * The back office's recipes grid (issue 14; spec 002 §2, §4 "Admin toggles", "Admin recipe deletion") against the
 * stack: the list, the trending flag in both stores and on the trending feed, and the admin's delete in the
 * spec's order (mirror, Firestore with the author's count, then the cleanup steps, whose failures only warn),
 * each action in the audit log. A non-admin is refused by the table test in admin/backOffice.emulator.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_COLLECTION, type AdminRecipesPage, type AuditEntry } from '../domain/admin';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { db } from '../platform/firebase';
import { createServiceClient } from '../platform/mirror/client';
import type { MirrorClient } from '../platform/mirror/types';
import { createUsers, type TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { unique } from '../testing/factories';
import { closedPortUrl } from '../testing/faultyMirror';
import { solidJpeg } from '../testing/images';
import { mirrorRow } from '../testing/pg';
import {
  api,
  createRecipeAs,
  newRecipeId,
  profileDoc,
  recipeDoc,
  recipeRow,
  serviceDeps,
} from '../testing/recipes';
import { deleteRecipe } from './delete';

let admin: TestUser;
let cook: TestUser;

beforeAll(async () => {
  [admin, cook] = await createUsers(db(), 'admin', 'user');
});

const call = <T>(name: string, data: unknown, user: TestUser = admin) =>
  callCallable<T>(name, data, user.idToken);

async function auditOf(action: string, recipeId: string): Promise<AuditEntry | undefined> {
  const entries = await db()
    .collection(ADMIN_AUDIT_COLLECTION)
    .where('actorId', '==', admin.uid)
    .where('action', '==', action)
    .get();
  return entries.docs
    .map((doc) => doc.data() as AuditEntry)
    .filter((entry) => entry.target?.id === recipeId)
    .sort((a, b) => b.at.localeCompare(a.at))[0];
}

describe('recipes-adminList', () => {
  it('pages every recipe, private ones too, with its author, searchable by title', async () => {
    const title = `Admin grid ${unique()}`;
    const recipeId = await createRecipeAs(cook, { title, visibility: 'private' });
    const page = await expectSuccess(call<AdminRecipesPage>('recipes-adminList', { search: title }));
    expect(page.recipes.map((recipe) => recipe.id)).toEqual([recipeId]);
    expect(page.recipes[0]).toMatchObject({
      title,
      visibility: 'private',
      trending: false,
      authorId: cook.uid,
    });
    expect(page.recipes[0]?.authorName).not.toBe('');
    expect(page.hasMore).toBe(false);
  });
});

describe('recipes-adminSetTrending', () => {
  it('on: a score from the current time in both stores, first on the trending feed; off: zero', async () => {
    const recipeId = await createRecipeAs(cook, { title: `Trending pick ${unique()}` });
    const before = Date.now();
    const on = await expectSuccess(
      call<{ recipe: { trending: boolean; trendingScore: number } }>('recipes-adminSetTrending', {
        recipeId,
        trending: true,
      }),
    );
    expect(on.recipe.trending).toBe(true);
    expect(on.recipe.trendingScore).toBeGreaterThanOrEqual(before);
    expect(on.recipe.trendingScore).toBeLessThanOrEqual(Date.now());
    expect(await recipeDoc(recipeId)).toMatchObject({
      trending: true,
      trendingScore: on.recipe.trendingScore,
    });
    const row = await recipeRow(recipeId);
    expect(row?.trending).toBe(true);
    expect(Number(row?.trending_score)).toBe(on.recipe.trendingScore);

    // the admin's flag lifts the recipe above every unflagged one on the trending feed
    const feed = await api<{ recipes: { id: string; trending: boolean }[] }>(
      'GET',
      '/api/supabase/get-trending-recipes',
      { query: { limit: '50' } },
    );
    expect(feed.status).toBe(200);
    const position = feed.body.recipes.findIndex((recipe) => recipe.id === recipeId);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(feed.body.recipes.slice(0, position).every((recipe) => recipe.trending)).toBe(true);

    await expectSuccess(call('recipes-adminSetTrending', { recipeId, trending: false }));
    expect(await recipeDoc(recipeId)).toMatchObject({ trending: false, trendingScore: 0 });
    expect(Number((await recipeRow(recipeId))?.trending_score)).toBe(0);

    const audit = await auditOf('recipes-adminSetTrending', recipeId);
    expect(audit?.before).toEqual({ trending: true, trendingScore: on.recipe.trendingScore });
    expect(audit?.after).toEqual({ trending: false, trendingScore: 0 });
  });

  it('answers 404 for a recipe that does not exist, writing nothing', async () => {
    const failure = await expectFailure(
      call('recipes-adminSetTrending', { recipeId: `missing-${unique()}`, trending: true }),
    );
    expect(failure.status).toBe(404);
    expect(failure.error.message).toBe(RECIPE_MESSAGES.notFound);
  });
});

describe('recipes-adminDelete', () => {
  it('deletes another cook’s recipe from both stores with the author’s count, and audits it', async () => {
    const title = `Admin delete ${unique()}`;
    const recipeId = await createRecipeAs(cook, { title });
    const count = (await profileDoc(cook.uid))?.recipeCount as number;
    const answer = await expectSuccess(
      call<{ id: string; failedSteps: string[] }>('recipes-adminDelete', { recipeId }),
    );
    expect(answer).toEqual({ id: recipeId, failedSteps: [] });
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
    expect((await profileDoc(cook.uid))?.recipeCount).toBe(count - 1);
    expect((await mirrorRow('profiles', cook.uid))?.recipe_count).toBe(count - 1);
    const audit = await auditOf('recipes-adminDelete', recipeId);
    expect(audit?.before).toEqual({ title });
    expect(audit?.after).toEqual({ deleted: true, failedSteps: [] });
  });

  it('runs in the spec’s order: mirror, Firestore with the count, then the cleanup, whose failure only warns', async () => {
    // an image on the host, so the images step has something to delete (and the host refuses)
    const recipeId = newRecipeId();
    const bytes = await solidJpeg(32, 24, [90, 160, 60]);
    const image = await api<{ publicId: string; url: string }>('POST', '/api/media/upload', {
      body: { recipeId, filename: 'dish.jpg', mimeType: 'image/jpeg', dataBase64: bytes.toString('base64') },
      user: cook,
    });
    expect(image.status).toBe(200);
    await createRecipeAs(cook, {}, { recipeId, images: [image.body] });
    const count = (await profileDoc(cook.uid))?.recipeCount as number;
    const steps: string[] = [];
    const base = serviceDeps();
    const mirror: MirrorClient = {
      apply: async (changes) => {
        if (changes.some((change) => change.table === 'recipes' && change.firebase_id === recipeId)) {
          steps.push(`mirror (firestore holds it: ${(await recipeDoc(recipeId)) !== null})`);
        }
        return base.mirror.apply(changes);
      },
      restore: (changes) => base.mirror.restore(changes),
    };
    const result = await deleteRecipe(
      {
        ...base,
        mirror,
        // Postgres unreachable for the cleanup's event logs: that step fails, and only warns
        supabase: createServiceClient({ url: await closedPortUrl(), serviceKey: 'unused' }),
        beforeCommit: async () => {
          if (steps.length === 1) steps.push(`mirror row gone: ${(await recipeRow(recipeId)) === null}`);
        },
        images: {
          delete: async () => {
            const doc = await recipeDoc(recipeId);
            const author = await profileDoc(cook.uid);
            steps.push(
              `cleanup (firestore gone: ${doc === null}, count: ${author?.recipeCount === count - 1})`,
            );
            throw new Error('image host down');
          },
        },
      },
      admin.uid,
      recipeId,
    );
    expect(steps).toEqual([
      'mirror (firestore holds it: true)',
      'mirror row gone: true',
      'cleanup (firestore gone: true, count: true)',
    ]);
    expect(result.cleanup.events).toBe('failed');
    // the image host refused the image: warned about, none removed, the deletion done all the same
    expect(result.cleanup.images).toBe(0);
    expect(result.cleanup.tags).not.toBe('failed');
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
    expect((await mirrorRow('profiles', cook.uid))?.recipe_count).toBe(count - 1);
  });
});
