/**
 * The consistency tool's fault test (issue 15 "Done when"): with the stack running, damage both stores on purpose —
 * delete 5 rows in Postgres, add 3 orphan rows, change 4 counters, delete 2 Firestore documents behind the mirror's
 * back, make a user's recipe count wrong — and POST /api/admin/fix-data-consistency must report exactly those;
 * Fix and Recalculate repair them; a second Check reports nothing. Then clean-orphaned-recipes removes a recipe
 * row Firestore never had, with its event rows. A recipe family's shared counters are recounted by the family's key
 * on every member (decisions 0073, 0077): its active comments (a hidden or deleted one is not counted) and its rating
 * aggregate, rebuilt from the ratings under the family's key on every member.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { problemsIn, type ConsistencyResult } from '../domain/consistency';
import { rateRecipe } from '../ratings/rate';
import { auth, db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { consistencyCall, startConsistent, withoutTriggers } from '../testing/backoffice';
import { remove, seedComment } from '../testing/comments';
import { createVerifiedUser } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import { api, createRecipeAs, profileDoc, serviceDeps } from '../testing/recipes';
import { uniqueId } from '../testing/env';
import { accountsDeletedAfterAll } from '../testing/users';
import { addVersionAs } from '../testing/versions';

const run = uniqueId('fault')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const TAG_TEXTS = [1, 2, 3, 4, 5].map((n) => `${run}t${n}`);
let TAGS: string[];
const accounts = accountsDeletedAfterAll();
let admin: TestUser;
let cook: TestUser;
let recipes: string[];
const orphans = [1, 2, 3].map((n) => `orphan-${run}-${n}`);

/** A recipe row Firestore does not hold: a copy of a real row under another id. */
async function insertOrphanRow(id: string, from: string): Promise<void> {
  await query(
    `insert into public.recipes
       select (jsonb_populate_record(null::public.recipes, to_jsonb(r) || jsonb_build_object('firebase_id', $2::text,
               'author_id', 'ghost-author', 'tags', '{}'::text[]))).*
       from public.recipes r where r.firebase_id = $1`,
    [from, id],
  );
}

const moderate = (commentId: string, action: 'hide' | 'delete') =>
  api<{ status: string | null }>('PUT', '/api/admin/comments', {
    user: admin,
    body: { commentId, action, reason: 'test' },
  });

const RATING_FIELDS = ['rating', 'cookRating', 'totalRatings', 'cookCount', 'ratingSum'] as const;
const RATING_COLUMNS = ['rating', 'cook_rating', 'total_ratings', 'cook_count', 'rating_sum'] as const;

/** A recipe's rating aggregate as each store holds it. */
async function ratingCounters(recipeId: string) {
  const [doc, row] = await Promise.all([
    db().doc(`recipes/${recipeId}`).get(),
    mirrorRow('recipes', recipeId),
  ]);
  return {
    firestore: Object.fromEntries(RATING_FIELDS.map((field) => [field, Number(doc.get(field) ?? 0)])),
    mirror: Object.fromEntries(
      RATING_FIELDS.map((field, i) => [field, Number(row?.[RATING_COLUMNS[i] ?? ''] ?? 0)]),
    ),
  };
}

const withProblems = (result: ConsistencyResult) =>
  Object.entries(result).filter(([, report]) => problemsIn({ report }) > 0);

beforeAll(async () => {
  admin = await createAdmin(db());
  cook = await createVerifiedUser({ displayName: 'Fault cook' });
  accounts.push(admin.uid, cook.uid);
  recipes = [];
  for (let n = 0; n < 6; n += 1) {
    recipes.push(await createRecipeAs(cook, { title: `Fault recipe ${n}`, tags: n === 0 ? TAG_TEXTS : [] }));
  }
  TAGS = (
    await query<{ firebase_id: string }>('select firebase_id from public.tags where $1 = any(recipes)', [
      recipes[0],
    ])
  ).map((row) => row.firebase_id);
  expect(TAGS).toHaveLength(5);
  await startConsistent(admin);
}, 180_000);

describe('POST /api/admin/fix-data-consistency', () => {
  it('starts clean: every mirrored entity and the share log agree', async () => {
    const { result } = await consistencyCall(admin, 'check');
    expect(withProblems(result)).toEqual([]);
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining(['recipes', 'profiles', 'favorites', 'follows', 'tags', 'ratings', 'shares']),
    );
    expect(result.recipes?.firebase_total).toBe(result.recipes?.supabase_total);
  });

  it('reports exactly the damage, and Fix then Recalculate repair it', async () => {
    const [r0, r1, r2, r3, r4, r5] = recipes as [string, string, string, string, string, string];
    // 5 rows deleted in Postgres (the tags of the first recipe)
    await query('delete from public.tags where firebase_id = any($1)', [TAGS]);
    // 3 orphan rows
    for (const id of orphans) await insertOrphanRow(id, r0);
    // 4 counters changed in Postgres only
    await query('update public.recipes set views = views + 7 where firebase_id = any($1)', [
      [r0, r1, r2, r3],
    ]);
    await withoutTriggers(async () => {
      // 2 Firestore documents deleted behind the mirror's back, and a user's recipe count made wrong
      await db().doc(`recipes/${r4}`).delete();
      await db().doc(`recipes/${r5}`).delete();
      await db().doc(`users/${cook.uid}`).update({ recipeCount: 9 });
    });

    const { result } = await consistencyCall(admin, 'check');
    expect(
      withProblems(result)
        .map(([table]) => table)
        .sort(),
    ).toEqual(['profiles', 'recipes', 'tags']);
    expect(result.tags).toMatchObject({
      missing_in_supabase: 5,
      missing_in_firebase: 0,
      version_mismatches: 0,
    });
    expect(result.tags?.details.missing_in_supabase).toEqual([...TAGS].sort());
    expect(result.tags?.difference).toBe(5);
    expect(result.recipes).toMatchObject({
      missing_in_supabase: 0,
      missing_in_firebase: 5,
      version_mismatches: 0,
      counter_issues: 4,
    });
    expect(result.recipes?.details.missing_in_firebase).toEqual([...orphans, r4, r5].sort());
    expect(result.recipes?.details.counter_issues.map((issue) => issue.recipeId)).toEqual(
      [r0, r1, r2, r3].sort(),
    );
    for (const issue of result.recipes?.details.counter_issues ?? []) {
      expect(issue.title).toMatch(/^Fault recipe [0-3]$/);
      expect(issue.issues).toEqual([{ field: 'views', firebase: 0, supabase: 7, expected: 0 }]);
    }
    expect(result.profiles).toMatchObject({
      missing_in_supabase: 0,
      missing_in_firebase: 0,
      counter_issues: 1,
    });
    expect(result.profiles?.details.counter_issues).toEqual([
      {
        title: 'Fault cook',
        userId: cook.uid,
        issues: [{ field: 'recipeCount', firebase: 9, supabase: 6, expected: 6 }],
      },
    ]);

    // Fix: the mirror back to Firestore (5 tags, 5 rows removed, 4 recipe rows and the profile row rewritten)
    const fixed = await consistencyCall(admin, 'fix');
    expect(fixed.stats.repaired).toBe(15);
    expect(await mirrorRow('tags', TAGS[0] as string)).not.toBeNull();
    expect(await mirrorRow('recipes', orphans[0] as string)).toBeNull();
    expect(Number((await mirrorRow('recipes', r0))?.views)).toBe(0);
    // what is left is the recount: the cook has 4 recipes, Firestore says 9
    expect(withProblems(fixed.result).map(([table]) => table)).toEqual(['profiles']);
    expect(fixed.result.profiles?.details.counter_issues[0]?.issues).toEqual([
      { field: 'recipeCount', firebase: 9, supabase: 9, expected: 4 },
    ]);

    const recalculated = await consistencyCall(admin, 'recalculate');
    expect(recalculated.stats.recalculated).toBe(1);
    expect((await profileDoc(cook.uid))?.recipeCount).toBe(4);
    expect(Number((await mirrorRow('profiles', cook.uid))?.recipe_count)).toBe(4);

    const second = await consistencyCall(admin, 'check');
    expect(withProblems(second.result)).toEqual([]);
  }, 120_000);

  it('recounts a family’s comments by its key: every member counts the comment posted on one version', async () => {
    const [familyCook, reader] = await Promise.all([
      createVerifiedUser({ displayName: 'Family cook' }),
      createVerifiedUser({ displayName: 'Family reader' }),
    ]);
    accounts.push(familyCook.uid, reader.uid);
    const original = await createRecipeAs(familyCook, { title: 'Family soup' });
    const hebrew = await addVersionAs(familyCook, original, 'he');
    await seedComment(reader, hebrew, 'מרק מצוין');
    await seedComment(reader, original, 'Lovely, and the bread too');
    // commentCount counts active comments: a hidden one, a deleted one, and a thread removed with its hidden reply
    // leave the family's count at 2, and the recount says the same
    const hidden = await seedComment(reader, hebrew, 'Too salty for me');
    const deleted = await seedComment(reader, original, 'Spam spam spam');
    const thread = await seedComment(reader, original, 'Can I freeze it?');
    const hiddenReply = await seedComment(familyCook, original, 'Yes, for a month', thread);
    expect((await moderate(hidden, 'hide')).body.status).toBe('hidden');
    expect((await moderate(deleted, 'delete')).body.status).toBe('deleted');
    expect((await moderate(hiddenReply, 'hide')).body.status).toBe('hidden');
    expect((await remove(reader, thread)).status).toBe(200);
    for (const member of [original, hebrew]) {
      expect((await db().doc(`recipes/${member}`).get()).get('commentCount')).toBe(2);
    }
    const clean = await consistencyCall(admin, 'check', 'recipes');
    expect(clean.result.recipes?.details.counter_issues).toEqual([]);

    // the Hebrew member's count made wrong in both stores: the recount says the family's two
    await withoutTriggers(() => db().doc(`recipes/${hebrew}`).update({ commentCount: 5 }));
    await query('update public.recipes set comment_count = 5 where firebase_id = $1', [hebrew]);
    const damaged = await consistencyCall(admin, 'check', 'recipes');
    expect(
      damaged.result.recipes?.details.counter_issues.map(({ recipeId, issues }) => ({ recipeId, issues })),
    ).toEqual([
      { recipeId: hebrew, issues: [{ field: 'commentCount', firebase: 5, supabase: 5, expected: 2 }] },
    ]);
    const recalculated = await consistencyCall(admin, 'recalculate', 'recipes');
    expect(recalculated.stats.recalculated).toBe(1);
    for (const member of [original, hebrew]) {
      expect((await db().doc(`recipes/${member}`).get()).get('commentCount')).toBe(2);
      expect(Number((await mirrorRow('recipes', member))?.comment_count)).toBe(2);
    }
  }, 120_000);

  it('rebuilds a family’s rating aggregate from the ratings under its key, on every member in both stores', async () => {
    const [familyCook, fan, otherFan] = await Promise.all([
      createVerifiedUser({ displayName: 'Rated cook' }),
      createVerifiedUser({ displayName: 'Rating fan' }),
      createVerifiedUser({ displayName: 'Other fan' }),
    ]);
    accounts.push(familyCook.uid, fan.uid, otherFan.uid);
    const original = await createRecipeAs(familyCook, { title: 'Rated soup' });
    const hebrew = await addVersionAs(familyCook, original, 'he');
    await rateRecipe(serviceDeps(), fan.uid, { recipeId: hebrew, madeIt: true, rating: 5, feedback: '' });
    await rateRecipe(serviceDeps(), otherFan.uid, {
      recipeId: original,
      madeIt: true,
      rating: 2,
      feedback: '',
    });
    const family = await ratingCounters(original);
    expect(family.firestore).toMatchObject({ totalRatings: 2, cookCount: 2 });
    expect(await ratingCounters(hebrew)).toEqual(family);
    const clean = await consistencyCall(admin, 'check', 'recipes');
    expect(clean.result.recipes?.details.counter_issues).toEqual([]);

    // the Hebrew member's aggregate made wrong in both stores
    await withoutTriggers(() =>
      db().doc(`recipes/${hebrew}`).update({ totalRatings: 7, cookCount: 7, rating: 1, ratingSum: 7 }),
    );
    await query(
      `update public.recipes set total_ratings = 7, cook_count = 7, rating = 1, rating_sum = 7
        where firebase_id = $1`,
      [hebrew],
    );
    const damaged = await consistencyCall(admin, 'check', 'recipes');
    expect(
      damaged.result.recipes?.details.counter_issues.map(({ recipeId, issues }) => ({ recipeId, issues })),
    ).toEqual([
      {
        recipeId: hebrew,
        issues: [
          { field: 'totalRatings', firebase: 7, supabase: 7, expected: 2 },
          { field: 'cookCount', firebase: 7, supabase: 7, expected: 2 },
        ],
      },
    ]);

    const recalculated = await consistencyCall(admin, 'recalculate', 'recipes');
    expect(recalculated.stats.recalculated).toBe(1);
    expect(await ratingCounters(hebrew)).toEqual(family);
    expect(await ratingCounters(original)).toEqual(family);
    const second = await consistencyCall(admin, 'check', 'recipes');
    expect(withProblems(second.result)).toEqual([]);
  }, 120_000);

  it('POST /api/admin/clean-orphaned-recipes removes a recipe row Firestore never had, with its events', async () => {
    const orphan = `orphan-${run}-clean`;
    await insertOrphanRow(orphan, recipes[0] as string);
    await query(`insert into public.shares (recipe_id, platform) values ($1, 'whatsapp')`, [orphan]);
    await query(`insert into public.recipe_views (recipe_id, viewer_key) values ($1, 'fp:fault')`, [orphan]);
    const before = await consistencyCall(admin, 'check', 'shares');
    expect(before.result.shares?.details.missing_in_firebase).toEqual([orphan]);

    const answer = await api<
      { success: boolean; message: string; stats: { orphaned_removed: number } } & {
        result: ConsistencyResult;
      }
    >('POST', '/api/admin/clean-orphaned-recipes', { user: admin, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Removed 1 orphaned recipe',
      stats: { orphaned_removed: 1 },
    });
    expect(withProblems(answer.body.result)).toEqual([]);
    expect(await mirrorRow('recipes', orphan)).toBeNull();
    const events = await query<{ n: string }>(
      `select (select count(*) from public.shares where recipe_id = $1) +
              (select count(*) from public.recipe_views where recipe_id = $1) as n`,
      [orphan],
    );
    expect(Number(events[0]?.n)).toBe(0);
  }, 60_000);

  it('answers only admins, and names a bad field', async () => {
    const user = await createUser(db());
    try {
      const body = { action: 'check' };
      expect((await api('POST', '/api/admin/fix-data-consistency', { user, body })).status).toBe(403);
      expect((await api('POST', '/api/admin/fix-data-consistency', { body })).status).toBe(401);
      expect((await api('POST', '/api/admin/clean-orphaned-recipes', { user, body: {} })).status).toBe(403);
      const bad = await api<{ error: { message: string } }>('POST', '/api/admin/fix-data-consistency', {
        user: admin,
        body: { action: 'explode' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/action/);
      const wrongCollection = await api('POST', '/api/admin/fix-data-consistency', {
        user: admin,
        body: { action: 'check', collection: 'everything' },
      });
      expect(wrongCollection.status).toBe(400);
    } finally {
      await auth().deleteUser(user.uid);
    }
  });
});
