// 10. The consistency check and the cleanup analysis (issue 30 §2, decision 0075): 100,000 generated recipes in both
// stores (Postgres: scripts/bench/catalogue.mjs's recipes, counters at 0; Firestore: each recipe's version, title and
// counters, written with the background triggers paused so that the reconciler does not copy them again), then, each
// in a Node process of its own, the back office's check of every collection (POST /api/admin/fix-data-consistency
// "check", "all": every mirrored entity with its counters, and the share log) and the cleanup's analysis of the 8
// types (POST /api/admin/cleanup, dryRun), as the functions run them: run time and peak memory (the process's
// maxRSS, and its growth over the process before the run). BENCH_CONSISTENCY_BEFORE=<a functions/lib built from an
// earlier commit> runs that code too, side by side; BENCH_CONSISTENCY_SIZE sets the number of recipes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { withBenchDatabase } from './database.mjs';
import { PREFIX, generateRecipes, loadSource } from './catalogue.mjs';

const SIZE = Number(process.env.BENCH_CONSISTENCY_SIZE ?? 100_000);
const LIB = fileURLToPath(new URL('../../functions/lib', import.meta.url));
const RUNNER = fileURLToPath(new URL('./consistencyRun.mjs', import.meta.url));
const COUNTERS = [
  'views',
  'shareCount',
  'favoriteCount',
  'commentCount',
  'totalRatings',
  'cookCount',
  'interestedCount',
  'notInterestedCount',
];

async function backgroundTriggers(env, what) {
  const response = await fetch(`http://${env.MATKON_HUB_HOST}/functions/${what}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`${what} background triggers: ${response.status}`);
}

/** The generated recipes' documents (or their deletion), with the triggers paused. */
async function writeDocuments(env, count, write) {
  const require = createRequire(`${LIB}/`);
  const { getApps, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  if (getApps().length === 0) initializeApp({ projectId: env.GCLOUD_PROJECT });
  const db = getFirestore();
  await backgroundTriggers(env, 'disable');
  try {
    const writer = db.bulkWriter();
    for (let n = 0; n < count; n += 1) write(writer, db.doc(`recipes/${PREFIX}${n}`), n);
    await writer.close();
  } finally {
    await backgroundTriggers(env, 'enable');
  }
}

/** One run of `what` with the functions built in `lib`, in a process of its own: { ms, rssMb, growthMb }. */
function measure(lib, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, lib, what], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)))
        : reject(new Error(`${what}: exit ${code}`)),
    );
  });
}

const mb = (value) => `${value.toFixed(0)} MB`.padStart(8);

export async function benchConsistency(env) {
  console.log(
    `\n10. Consistency check ("all") and cleanup analysis (8 types, dry run) at ${SIZE.toLocaleString('en')} recipes in both stores`,
  );
  const variants = [
    ...(process.env.BENCH_CONSISTENCY_BEFORE ? [['before', process.env.BENCH_CONSISTENCY_BEFORE]] : []),
    ['after', LIB],
  ];
  const run = async (client) => {
    await client.query("set session_replication_role = 'replica'");
    const started = performance.now();
    await generateRecipes(client, 0, SIZE, await loadSource(client));
    await client.query(
      `update public.recipes set views = 0, share_count = 0, cook_count = 0, favorite_count = 0 where firebase_id like $1 || '%'`,
      [PREFIX],
    );
    const counters = Object.fromEntries(COUNTERS.map((field) => [field, 0]));
    await writeDocuments(env, SIZE, (writer, ref, n) =>
      writer.set(ref, { title: `Bench recipe #${n}`, version: 1, ...counters }),
    );
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(
      `${''.padEnd(24)}  ${'run time'.padStart(9)}  ${'peak RSS'.padStart(8)}  ${'growth'.padStart(8)}`,
    );
    for (const what of ['check', 'cleanup']) {
      for (const [name, lib] of variants) {
        const { ms, rssMb, growthMb } = await measure(lib, what);
        console.log(
          `${`${what} (${name})`.padEnd(24)}  ${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${mb(rssMb)}  ${mb(growthMb)}`,
        );
      }
    }
  };
  const removeDocuments = () => writeDocuments(env, SIZE, (writer, ref) => writer.delete(ref));
  return withBenchDatabase(env.DATABASE_URL, PREFIX, run, removeDocuments);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchConsistency(process.env);
  process.exit(0);
}
