// The bench's mirror sections (scripts/bench.mjs 1 and 2): the write cost of the mirror protocol and the reconciler's
// idempotence, on a throwaway mirrored table, with real recipes as documents.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { printRatio, printTable, summary, timed } from './measure.mjs';

const N = 300;
const WARMUP = 20;
/** How many documents benchMirror needs. */
export const MIRROR_DOC_COUNT = N + WARMUP;

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

const VARIANTS = ['plainCreate', 'create', 'mirror', 'plainUpdate', 'reread', 'snapshot'];
const noSamples = () => Object.fromEntries(VARIANTS.map((name) => [name, []]));

/**
 * One write of each variant at a time, interleaved: a new document (plain set, commitMirrored, the mirror call
 * alone), then an update of the documents just written (plain set; commitMirrored with a `before` made from data, so
 * it reads the document again, the path of every write before decision 0059; and with the service's snapshot as
 * `before`, versionedDoc, whose update time is the precondition). Each update's read is the service's, not timed.
 */
async function benchWrites(docs, { db, mirror, commitMirrored, versionedDoc }) {
  const samples = noSamples();
  const deps = { db, mirror };
  const update = async (ref, id, makeBefore, after, into) => {
    const before = makeBefore(await ref.get());
    await timed(into, () => commitMirrored(deps, 'bench write', [{ mapping, id, before, after }]));
  };
  const dataOf = (snapshot) => ({ ...snapshot.data() });
  for (const [i, doc] of docs.entries()) {
    const keep = i >= WARMUP ? samples : noSamples();
    const id = `doc-${i}`;
    const plainRef = db.collection('benchPlainDocs').doc(id);
    const ref = db.collection(mapping.collection).doc(id);
    const next = docs[(i + 1) % docs.length];
    await timed(keep.plainCreate, () => plainRef.set(doc));
    await timed(keep.create, () =>
      commitMirrored(deps, 'bench write', [{ mapping, id, before: null, after: doc }]),
    );
    const change = { table: TABLE, firebase_id: `apply-${id}`, version: null, only_if_newer: false };
    await timed(keep.mirror, () => mirror.apply([{ ...change, row: rowOf(doc) }]));
    await timed(keep.plainUpdate, () => plainRef.set(next));
    // alternated, so that neither update always runs on the document the other just wrote
    const updates = [
      () => update(ref, id, dataOf, next, keep.reread),
      () => update(ref, id, versionedDoc, doc, keep.snapshot),
    ];
    for (const run of i % 2 === 0 ? updates : updates.reverse()) await run();
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summary(v)]));
}

async function benchReconciler(docs, { mirror, reconcile }) {
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

/** Sections 1 and 2 against the stack of `env`, with `docs` (loadRecipeDocs(MIRROR_DOC_COUNT)) as documents. */
export async function benchMirror(env, docs) {
  await createBenchTable(env.DATABASE_URL);

  const require = createRequire(fileURLToPath(new URL('../../functions/', import.meta.url)));
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { commitMirrored } = require('./lib/platform/mirror/commitMirrored.js');
  const { reconcile } = require('./lib/platform/mirror/reconcile.js');
  const { versionedDoc } = require('./lib/platform/mirror/deps.js');
  const { createMirrorClient } = require('./lib/platform/mirror/client.js');
  initializeApp({ projectId: env.GCLOUD_PROJECT });
  const db = getFirestore();
  const { MATKON_MIRROR_URL: url, MIRROR_SERVICE_KEY: serviceKey } = env;
  const mirror = createMirrorClient({ url, serviceKey });

  const bytes = docs.reduce((sum, d) => sum + JSON.stringify(d).length, 0) / docs.length;
  const shape = `documents of ${Math.round(bytes)} bytes on average (real recipes: title, ingredients, instructions)`;
  console.log(`\n${N} sequential operations per variant after ${WARMUP} warm-up; ${shape}.`);

  const writes = await benchWrites(docs, { db, mirror, commitMirrored, versionedDoc });
  printTable('1. Write cost', [
    ['(a) Firestore set of a new document (admin SDK)', writes.plainCreate],
    ['(b) commitMirrored, new document', writes.create],
    ['(c) mirror.apply alone', writes.mirror],
    ['(d) Firestore set over the document', writes.plainUpdate],
    ['(e) commitMirrored update, reading it again', writes.reread],
    ['(f) commitMirrored update on the snapshot read', writes.snapshot],
  ]);
  printRatio('new document: protocol (b) / plain set (a)', writes.create, writes.plainCreate);
  printRatio('update, the old path (e) / plain set (d)', writes.reread, writes.plainUpdate);
  printRatio('update, the new path (f) / plain set (d)', writes.snapshot, writes.plainUpdate);
  printRatio('new path (f) / old path (e)', writes.snapshot, writes.reread);
  printRatio('mirror call (c) share of the new path (f)', writes.mirror, writes.snapshot, true);

  const rec = await benchReconciler(docs, { mirror, reconcile });
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
