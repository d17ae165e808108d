#!/usr/bin/env node
// `npm run bench`: measured on one fresh local stack (ports offset by 2500, the web app built and served by the
// Hosting emulator, demo data seeded). No thresholds, no asserts (exit 1 only when the run itself fails, e.g. the
// stack cannot start):
//  1. write cost: plain Firestore set vs commitMirrored (mirror_apply, then the Firestore write on condition of the
//     version read) vs the mirror call alone, for new documents and for updates (reading the document again, the
//     old path, and on the service's snapshot, decision 0059), realistic recipes, one write of each at a time
//     (scripts/bench/writes.mjs);
//  2. reconciler idempotence: replaying an already applied change (skipped, not newer) vs applying new versions;
//  3. Lighthouse (mobile) on /, a demo recipe page and /search?q=: scores, LCP, TBT, CLS (scripts/bench/lighthouse.mjs);
//  4. search at each size (BENCH_SIZES: 100,000 and 1,000,000 recipes unless given): Matkon's search vs the seeds'
//     text[] @> vs ILIKE, the load time, p50/p95 and quality@5 (scripts/bench/search.mjs, in a database of its own on
//     the stack's Postgres, loaded by COPY).
//  5. feeds: newest, trending, infinite-feed and following-grid queries (scripts/bench/feeds.mjs), then the
//     recommendation queries (scripts/bench/personal.mjs), at each size of one generated catalogue with N / 10
//     readers' history (scripts/bench/scale.mjs, scripts/bench/catalogue.mjs), the ratios, the database's size per
//     table and index and the indexes no query used; then one guest home view's Firestore reads and function calls.
//  6. admin analytics: every tab's answer computed ahead (decision 0066) and, up to 100,000 recipes, its query on
//     every read, side by side, with the refresh, on the same catalogue (scripts/bench/analytics.mjs).
//  7. recipe suggestions from a title: the offline provider's p50/p95 for 100 held-out real titles and the share that
//     get a complete draft (scripts/bench/suggestions.mjs).
//  8. a file import: a 500-recipe Paprika export with a photo each through the import job, its total time and peak
//     memory (scripts/bench/fileImport.mjs).
//  9. link imports: 100 real recipes as pages in five markup shapes, each through POST /api/recipes/import from the
//     stack's fixture origin, p50/p95 per import (scripts/bench/linkImport.mjs).
// 10. the consistency check and the cleanup analysis over 100,000 generated recipes in both stores: run time and peak
//     memory of each (scripts/bench/consistency.mjs).
// 1, 2, 8, 9 and 10 need the real recipes of ../shared/data (skipped with a message without them); 3 runs first, on a quiet stack.
// A full run that succeeds writes what it printed into docs/benchmarks.md's generated section (scripts/bench/record.mjs);
// `--only <section>` runs some sections alone (and records nothing); `npm run bench -- --help` lists them.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureChromium, ensureDependencies } from './local/prereqs.mjs';
import { RECIPES_FILE, loadRecipeDocs } from './bench/recipes.mjs';
import { captureStdout, recordBench } from './bench/record.mjs';

/** The sections, in the order they run; `--only` picks some. */
const SECTIONS = [
  'lighthouse',
  'writes',
  'feeds',
  'personal',
  'analytics',
  'suggestions',
  'fileImport',
  'linkImport',
  'consistency',
  'search',
];
const USAGE = `npm run bench [-- options]
  --only <section>   run only this section (repeat, or name several with commas): ${SECTIONS.join(', ')}
                     (writes: 1. write cost and 2. reconciler); a partial run is not written into docs/benchmarks.md
  --offset <n>       the bench stack's port offset (2500 unless given)
BENCH_SIZES=10000,100000 sets the numbers of recipes search, feeds, personal and analytics measure (100000,1000000)
Example: npm run bench -- --only writes`;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    offset: { type: 'string', default: '2500' },
    help: { type: 'boolean' },
  },
});
const only = (args.only ?? []).flatMap((value) => value.split(',')).filter(Boolean);
const unknown = only.filter((name) => !SECTIONS.includes(name));
const offset = Number(args.offset);
if (args.help || unknown.length > 0 || !Number.isInteger(offset)) {
  if (unknown.length > 0) console.error(`Unknown section: ${unknown.join(', ')}`);
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}
const selected = (section) => only.length === 0 || only.includes(section);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
ensureDependencies(ROOT, (t) => process.stdout.write(t));
// Lighthouse and the browser measurements drive Debian's Chromium, which a fresh machine does not have yet.
ensureChromium((t) => process.stdout.write(t));
const { startStack, stopOnSignals } = await import('./local/stack.mjs');
// The sections load functions/lib, which the stack builds: imported only once it has.
const section = (file) => import(`./bench/${file}.mjs`);

const docs = loadRecipeDocs((await section('writes')).MIRROR_DOC_COUNT);

/** Lighthouse's pages: a seeded public demo recipe (functions/src/seed/demoRecipesData.ts). */
/** Issue 30 §1's five public pages (the demo data's recipe and cook). */
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'trending', path: '/trending' },
  { name: 'search', path: '/search?q=salad' },
  { name: 'channel', path: '/dana_cook' },
  { name: 'recipe', path: '/recipe/demo-charred-corn-salad' },
];

let stack;
let exitCode = 0;
let stopCapture = null;
stopOnSignals(() => stack);

try {
  // Lighthouse and the feeds' guest home view load the built app
  const web = selected('lighthouse') || selected('feeds') ? 'built' : 'none';
  stack = await startStack({ offset, fresh: true, persist: false, web, seed: true });
  // Local emulators: no Google metadata server to probe (google-auth would warn about it).
  Object.assign(process.env, stack.env, { METADATA_SERVER_DETECTION: 'none' });
  // What the benchmarks print from here on is the run's record in docs/benchmarks.md.
  stopCapture = captureStdout();
  const { env } = stack;
  if (selected('lighthouse'))
    await (await section('lighthouse')).benchLighthouse(env.MATKON_WEB_URL, LIGHTHOUSE_PAGES);
  if (!docs)
    console.log(
      `\nWrite benchmarks skipped: ${RECIPES_FILE} is missing (real data, see ../shared/data/README.md).`,
    );
  if (docs && selected('writes')) await (await section('writes')).benchMirror(env, docs);
  const scaled = ['feeds', 'personal', 'analytics'].filter(selected);
  if (docs && scaled.length) await (await section('scale')).benchAtScale(env.DATABASE_URL, scaled);
  if (docs && selected('feeds')) await (await section('homeView')).printHomeView(env.MATKON_WEB_URL);
  if (docs && selected('suggestions')) await (await section('suggestions')).benchSuggestions(env);
  if (docs && selected('fileImport')) {
    const fileImport = await section('fileImport');
    await fileImport.benchFileImport(env, loadRecipeDocs(fileImport.FILE_IMPORT_RECIPES));
  }
  if (docs && selected('linkImport')) await (await section('linkImport')).benchLinkImport(env);
  if (docs && selected('consistency')) await (await section('consistency')).benchConsistency(env);
  if (selected('search')) await (await section('search')).benchSearch({ databaseUrl: env.DATABASE_URL });
} catch (error) {
  console.error(`\nnpm run bench could not run: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
const output = stopCapture?.() ?? '';
if (exitCode === 0 && output && only.length === 0) {
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
