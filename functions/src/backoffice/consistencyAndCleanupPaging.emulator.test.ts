/**
 * The consistency check and the cleanup analysis a page at a time (issue 30 §2, decision 0075): with pages of 3, a
 * top-level entity (categories) and a collection-group one (users/{uid}/favoriteMetadata) damaged on both sides —
 * a document without its row, a row without its document, a row at another version — are reported exactly, the
 * same as with one page for everything; so are the whole back-office report and the cleanup's orphans, and the
 * run's progress is recorded page by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_TYPES, type CleanupInput } from '../domain/cleanup';
import type { RunProgress } from '../domain/consistency';
import { db } from '../platform/firebase';
import { checkMirror, repairMirror, type MirrorDifference } from '../platform/mirror/consistency';
import { withVersion } from '../platform/mirror/deps';
import { documentPath, subcollectionKey } from '../platform/mirror/documentKey';
import { categoryMapping, favoriteMapping } from '../platform/mirror/mappings';
import type { MirrorMapping } from '../platform/mirror/types';
import type { WalkProgress } from '../platform/mirror/walk';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { createAdmin } from '../testing/authEmulator';
import { consistencyCall, withoutTriggers } from '../testing/backoffice';
import { uniqueId } from '../testing/env';
import { query } from '../testing/pg';
import { serviceDeps } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';
import { findOrphans } from './cleanup/find';
import { runCleanup } from './cleanup/run';
import { checkConsistency } from './consistency/check';
import { PROGRESS_COLLECTION } from './progress';

const run = uniqueId('paging')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const PAGE = 3;
const accounts = accountsDeletedAfterAll();
const owner = `${run}-owner`;
const categories = [0, 1, 2, 3, 4, 5, 6].map((n) => `${run}-c${n}`);
/** Favorites of recipes that never existed: each is also a cleanup orphan. */
const favorites = [0, 1, 2, 3, 4].map((n) => subcollectionKey(owner, `${run}-gone${n}`));
const now = new Date().toISOString();

async function seed(mapping: MirrorMapping, key: string, doc: Record<string, unknown>): Promise<void> {
  await writeMirrored(serviceDeps(), 'seed paging', async (commit) => {
    await commit([{ mapping, id: key, before: null, after: doc }]);
  });
}

const ours = (differences: readonly MirrorDifference[]) =>
  differences.filter((difference) => difference.id.includes(run));
const byKey = (a: MirrorDifference, b: MirrorDifference) =>
  `${a.table}/${a.id}/${a.kind}` < `${b.table}/${b.id}/${b.kind}` ? -1 : 1;
const sorted = (differences: readonly MirrorDifference[]) => [...differences].sort(byKey);

beforeAll(async () => {
  // all with the background triggers paused: a reconciler event of a seed arriving after the damage below would
  // write the deleted row back
  await withoutTriggers(async () => {
    for (const [n, id] of categories.entries()) {
      await seed(categoryMapping, id, {
        nameEn: `Paging ${n}`,
        nameHe: 'ע',
        nameFr: 'f',
        nameIt: 'i',
        emoji: '🧪',
        createdAt: now,
      });
    }
    for (const key of favorites) {
      await seed(favoriteMapping, key, { recipeId: key.split('/')[1], addedAt: now });
    }
    // the mirror's side: a row gone, a row at another version (of each entity)
    await query('delete from public.categories where firebase_id = $1', [categories[1]]);
    await query('update public.categories set source_version = source_version + 1 where firebase_id = $1', [
      categories[4],
    ]);
    await query('delete from public.favorites where firebase_id = $1', [favorites[0]]);
    await query('update public.favorites set source_version = source_version + 1 where firebase_id = $1', [
      favorites[3],
    ]);
    // Firestore's side, behind the mirror's back: a document gone (of each entity)
    await db()
      .doc(documentPath(categoryMapping, categories[5] as string))
      .delete();
    await db()
      .doc(documentPath(favoriteMapping, favorites[2] as string))
      .delete();
  });
}, 120_000);

afterAll(async () => {
  const deps = serviceDeps();
  const mappings = [categoryMapping, favoriteMapping];
  await repairMirror(deps, ours((await checkMirror(deps, { mappings })).differences), mappings);
  for (const [mapping, keys] of [
    [categoryMapping, categories],
    [favoriteMapping, favorites],
  ] as const) {
    for (const key of keys) {
      await writeMirrored(deps, 'remove paging seeds', async (commit) => {
        const snapshot = await db().doc(documentPath(mapping, key)).get();
        if (!snapshot.exists) return;
        await commit([{ mapping, id: key, before: withVersion(snapshot.data() ?? {}), after: null }]);
      });
    }
  }
}, 120_000);

describe('the consistency check, a page at a time', () => {
  it('finds every damaged key across page boundaries, in a collection and in a collection group', async () => {
    const steps: WalkProgress[] = [];
    const report = await checkMirror(serviceDeps(), {
      mappings: [categoryMapping, favoriteMapping],
      pageSize: PAGE,
      progress: (step) => {
        steps.push(step);
      },
    });
    const version = (table: string, id: string, firestore: number, mirror: number) => ({
      table,
      id,
      kind: 'version',
      firestoreVersion: firestore,
      mirrorVersion: mirror,
    });
    expect(sorted(ours(report.differences))).toEqual(
      sorted([
        {
          table: 'categories',
          id: categories[1] as string,
          kind: 'missing-in-mirror',
          firestoreVersion: 1,
          mirrorVersion: null,
        },
        version('categories', categories[4] as string, 1, 2),
        {
          table: 'categories',
          id: categories[5] as string,
          kind: 'missing-in-firestore',
          firestoreVersion: null,
          mirrorVersion: 1,
        },
        {
          table: 'favorites',
          id: favorites[0] as string,
          kind: 'missing-in-mirror',
          firestoreVersion: 1,
          mirrorVersion: null,
        },
        {
          table: 'favorites',
          id: favorites[2] as string,
          kind: 'missing-in-firestore',
          firestoreVersion: null,
          mirrorVersion: 1,
        },
        version('favorites', favorites[3] as string, 1, 2),
      ] as MirrorDifference[]),
    );

    // more than one page of each pass, each pass counted up to the totals
    for (const table of ['categories', 'favorites']) {
      for (const pass of ['documents', 'rows'] as const) {
        const done = steps.filter((step) => step.table === table && step.pass === pass).map((s) => s.done);
        expect(done.length).toBeGreaterThan(1);
        expect(done).toEqual([...done].sort((a, b) => a - b));
        const totals = report.totals[table];
        expect(done.at(-1)).toBe(pass === 'documents' ? totals?.firestore : totals?.mirror);
      }
    }
  }, 60_000);

  it('reports the same differences and totals, cheap and deep, as with one page for everything', async () => {
    const deps = serviceDeps();
    const mappings = [categoryMapping, favoriteMapping];
    for (const deep of [false, true]) {
      const paged = await checkMirror(deps, { mappings, deep, pageSize: PAGE });
      const whole = await checkMirror(deps, { mappings, deep, pageSize: 100_000 });
      expect(paged.totals).toEqual(whole.totals);
      expect(sorted(paged.differences)).toEqual(sorted(whole.differences));
    }
  }, 60_000);

  it("the back office's whole report (counters and the share log included) is the same with pages of 3", async () => {
    const deps = serviceDeps();
    const paged = await checkConsistency(deps, 'all', { pageSize: PAGE });
    expect(paged).toEqual(await checkConsistency(deps, 'all'));
    expect(paged.categories?.details.missing_in_supabase).toContain(categories[1]);
    expect(paged.favorites?.details.missing_in_firebase).toContain(favorites[2]);
  }, 120_000);

  it('a check through the back office records its progress, done at the end', async () => {
    const admin = await createAdmin(db());
    accounts.push(admin.uid);
    const started = new Date().toISOString();
    const { result } = await consistencyCall(admin, 'check', 'favorites');
    const progress = (await db().doc(`${PROGRESS_COLLECTION}/consistency`).get()).data() as RunProgress;
    expect(progress).toMatchObject({ run: 'consistency', status: 'done', entity: 'favorites', pass: 'rows' });
    expect(progress.startedAt >= started).toBe(true);
    expect(progress.done).toBe(result.favorites?.supabase_total);
    expect(progress.scanned).toBe(
      (result.favorites?.firebase_total ?? 0) + (result.favorites?.supabase_total ?? 0),
    );
  }, 60_000);
});

describe('the cleanup analysis, a page at a time', () => {
  it('finds the same orphans with pages of 3 as with one page, the seeded favorites among them', async () => {
    const deps = serviceDeps();
    const input: CleanupInput = { types: [...CLEANUP_TYPES], dryRun: true, batchSize: 50 };
    const found = new Map<string, number>();
    const paged = await runCleanup(deps, input, {
      pageSize: PAGE,
      progress: (step) => {
        found.set(step.table, step.done);
      },
    });
    expect(paged).toEqual(await runCleanup(deps, input, { pageSize: 100_000 }));
    // every favorite whose document is still there (one was deleted behind the mirror's back)
    const expected = favorites.filter((_, n) => n !== 2).sort();
    const items = await findOrphans(deps, 'favoriteMetadata', { pageSize: PAGE });
    expect(items.map((item) => item.id).filter((id) => id.includes(run))).toEqual(expected);
    expect(found.get('favorites')).toBeGreaterThanOrEqual(expected.length);
  }, 120_000);
});
