#!/usr/bin/env node
// `npm run bench`: measured on one fresh local stack (ports offset by 2500, the web app built and served by the
// Hosting emulator, demo data seeded). No thresholds, no asserts (exit 1 only when the run itself fails, e.g. the
// stack cannot start):
//  1. write cost: plain Firestore set vs commitMirrored (mirror_apply, then the Firestore transaction) vs the
//     mirror call alone, for the same realistic recipe documents, interleaved one write of each at a time;
//  2. reconciler idempotence: replaying an already applied change (skipped, not newer) vs applying new versions;
//  3. Lighthouse (mobile) on /, a demo recipe page and /search?q=: scores, LCP, TBT, CLS (scripts/bench/lighthouse.mjs);
//  4. search at 50,000 and 100,000 recipes: Matkon's search vs the seeds' text[] @> vs ILIKE, p50/p95 and quality@5
//     (scripts/bench/search.mjs, in a database of its own on the stack's Postgres).
//  5. feeds: newest, trending and infinite-feed queries at 10,000 and 100,000 generated recipes, the ratio, and one
//     guest home view's Firestore reads and function calls (scripts/bench/feeds.mjs); then the recommendation
//     queries at the same sizes with 10,000 users' history (scripts/bench/personal.mjs).
//  6. admin analytics: every tab's one query at 10,000 and 100,000 recipes and the ratio (scripts/bench/analytics.mjs).
//  7. recipe suggestions from a title: the offline provider's p50/p95 for 100 held-out real titles and the share that
//     get a complete draft (scripts/bench/suggestions.mjs).
// 1 and 2 need the real recipes of ../shared/data (skipped with a message without them); 3 runs first, on a quiet stack.
// A run that succeeds writes what it printed into docs/benchmarks.md's generated section (scripts/bench/record.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureChromium, ensureDependencies } from './local/prereqs.mjs';
import { benchAnalytics } from './bench/analytics.mjs';
import { benchFeeds } from './bench/feeds.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchPersonal } from './bench/personal.mjs';
import { benchSearch } from './bench/search.mjs';
import { benchSuggestions } from './bench/suggestions.mjs';
import { RECIPES_FILE, loadRecipeDocs } from './bench/recipes.mjs';
import { printRatio, printTable, summary, timed } from './bench/measure.mjs';
import { captureStdout, recordBench } from './bench/record.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
ensureDependencies(ROOT, (t) => process.stdout.write(t));
// Lighthouse and the browser measurements drive Debian's Chromium, which a fresh machine does not have yet.
ensureChromium((t) => process.stdout.write(t));
const { startStack, stopOnSignals } = await import('./local/stack.mjs');

const N = 300;
const WARMUP = 20;
const docs = loadRecipeDocs(N + WARMUP);

/** Lighthouse's pages: a seeded public demo recipe (functions/src/seed/demoRecipesData.ts). */
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'recipe', path: '/recipe/demo-charred-corn-salad' },
  { name: 'search', path: '/search?q=' },
];

const TABLE = 'bench_mirror_docs';
// The row must not depend on `version`: the payload is the document without it.
const rowOf = ({ title, ingredients, instructions }) => ({
  title,
  payload: { title, ingredients, instructions },
});
const mapping = { collection: 'benchMirrorDocs', table: TABLE, toRow: (_id, doc) => rowOf(doc) };

async function createBenchTable(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`
    create table if not exists public.${TABLE} (
      id             uuid   primary key default gen_random_uuid(),
      firebase_id    text   not null unique,
      source_version bigint not null,
      title          text,
      payload        jsonb  not null default '{}'
    );
    alter table public.${TABLE} enable row level security;
    grant all on public.${TABLE} to service_role;`);
  await client.end();
}

async function benchWrites({ db, mirror, commitMirrored }) {
  const samples = { plain: [], protocol: [], mirror: [] };
  for (const [i, doc] of docs.entries()) {
    const keep = i >= WARMUP ? samples : { plain: [], protocol: [], mirror: [] };
    const id = `doc-${i}`;
    await timed(keep.plain, () => db.collection('benchPlainDocs').doc(id).set(doc));
    await timed(keep.protocol, () =>
      commitMirrored({ db, mirror }, 'bench write', [{ mapping, id, before: null, after: doc }]),
    );
    const change = { table: TABLE, firebase_id: `apply-${id}`, version: null, only_if_newer: false };
    await timed(keep.mirror, () => mirror.apply([{ ...change, row: rowOf(doc) }]));
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summary(v)]));
}

async function benchReconciler({ mirror, reconcile }) {
  const doc = docs[0];
  const counts = { replay: {}, newer: {} };
  const samples = { replay: [], newer: [] };
  const run = async (kind, id, version, keep) => {
    const outcome = await reconcile(mirror, mapping, id, null, { ...doc, version });
    if (keep) counts[kind][outcome] = (counts[kind][outcome] ?? 0) + 1;
  };
  await run('replay', 'reconcile-replay', 1, false);
  for (let i = 0; i < N + WARMUP; i += 1) {
    const keep = i >= WARMUP;
    await timed(keep ? samples.replay : [], () => run('replay', 'reconcile-replay', 1, keep));
    await timed(keep ? samples.newer : [], () => run('newer', 'reconcile-newer', i + 1, keep));
  }
  return { replay: summary(samples.replay), newer: summary(samples.newer), counts };
}

async function benchMirror(env) {
  await createBenchTable(env.DATABASE_URL);

  const require = createRequire(fileURLToPath(new URL('../functions/', import.meta.url)));
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { commitMirrored } = require('./lib/platform/mirror/commitMirrored.js');
  const { reconcile } = require('./lib/platform/mirror/reconcile.js');
  const { createMirrorClient } = require('./lib/platform/mirror/client.js');
  initializeApp({ projectId: env.GCLOUD_PROJECT });
  const db = getFirestore();
  const { MATKON_MIRROR_URL: url, MIRROR_SERVICE_KEY: serviceKey } = env;
  const mirror = createMirrorClient({ url, serviceKey });

  const bytes = docs.reduce((sum, d) => sum + JSON.stringify(d).length, 0) / docs.length;
  const shape = `documents of ${Math.round(bytes)} bytes on average (real recipes: title, ingredients, instructions)`;
  console.log(`\n${N} sequential operations per variant after ${WARMUP} warm-up; ${shape}.`);

  const writes = await benchWrites({ db, mirror, commitMirrored });
  printTable('1. Write cost', [
    ['(a) Firestore set (admin SDK)', writes.plain],
    ['(b) commitMirrored (protocol)', writes.protocol],
    ['(c) mirror.apply alone', writes.mirror],
  ]);
  printRatio('protocol / plain Firestore', writes.protocol, writes.plain);
  printRatio('mirror share of the protocol', writes.mirror, writes.protocol, true);

  const rec = await benchReconciler({ mirror, reconcile });
  printTable('2. Reconciler (mirror_apply, only_if_newer)', [
    ['replay of the same version', rec.replay],
    ['new version each time', rec.newer],
  ]);
  printRatio('replay / new version', rec.replay, rec.newer);
  console.log(
    `outcomes: replay ${JSON.stringify(rec.counts.replay)}, new ${JSON.stringify(rec.counts.newer)}`,
  );
  console.log(
    '\nThe mirror protocol under faults (1,000 random mutations, the consistency check): npm run soak.',
  );
}

let stack;
let exitCode = 0;
let stopCapture = null;
stopOnSignals(() => stack);

try {
  stack = await startStack({ offset: 2500, fresh: true, persist: false, web: 'built', seed: true });
  // Local emulators: no Google metadata server to probe (google-auth would warn about it).
  Object.assign(process.env, stack.env, { METADATA_SERVER_DETECTION: 'none' });
  // What the benchmarks print from here on is the run's record in docs/benchmarks.md.
  stopCapture = captureStdout();
  await benchLighthouse(stack.env.MATKON_WEB_URL, LIGHTHOUSE_PAGES);
  if (docs) await benchMirror(stack.env);
  else
    console.log(
      `\nWrite benchmarks skipped: ${RECIPES_FILE} is missing (real data, see ../shared/data/README.md).`,
    );
  if (docs) await benchFeeds(stack.env);
  if (docs) await benchPersonal(stack.env);
  if (docs) await benchAnalytics(stack.env);
  if (docs) await benchSuggestions(stack.env);
  await benchSearch({ databaseUrl: stack.env.DATABASE_URL });
} catch (error) {
  console.error(`\nnpm run bench could not run: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
const output = stopCapture?.() ?? '';
if (exitCode === 0 && output) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const host = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.versions.node}`;
  try {
    recordBench(join(ROOT, 'docs', 'benchmarks.md'), output, {
      date,
      commit: head.status === 0 ? head.stdout.trim() : 'unknown',
      host,
    });
    console.log('\nThis run is written into docs/benchmarks.md (commit it).');
  } catch (error) {
    console.log(`\n⚠ could not write docs/benchmarks.md: ${error.message}`);
  }
}
process.exit(exitCode);
