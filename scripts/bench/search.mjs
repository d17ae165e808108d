// Search benchmark (issue 9 "Performance, measured"): one corpus, one query set, three ways to search it in one run,
// at each size (BENCH_SIZES; 100,000 and 1,000,000 unless given): Matkon's search (public.search_recipes: normalised words, typo correction, two tiers by popularity)
// vs the seeds' approach (a text[] of up to 30 search terms with @> and a GIN index) vs a naive ILIKE '%term%' on
// title, description and ingredients. Prints p50/p95 of the query itself, quality@5 on the labelled queries, and
// the queries that found nothing, each size's load time, the ratios largest / smallest, and at the largest size the
// database's size per table and index. Runs in a database of its own (created from supabase/migrations, dropped
// after), loaded by COPY a chunk at a time as a worker makes them (scripts/bench/searchRows.mjs, searchData.mjs).
// Standalone: DATABASE_URL=postgres://… node scripts/bench/search.mjs [sizes, e.g. 50000,100000]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { copyCsv } from './copy.mjs';
import { printDatabaseSizes, resetIndexUse } from './dbSizes.mjs';
import { benchSizes, count, percentile, printScaling, printTable, timed } from './measure.mjs';
import { RECIPES_FILE } from './recipes.mjs';
import { RECIPE_COLUMNS, SEARCH_COLUMNS, searchRows } from './searchRows.mjs';
import { SEARCH_QUERIES } from './searchQueries.mjs';

const require = createRequire(import.meta.url);
const lib = (path) => require(fileURLToPath(new URL(`../../functions/lib/${path}`, import.meta.url)));
const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const DATABASE = 'matkon_bench_search';
const PAGE = 20;
const CHUNK = 10_000;
function databaseUrlFor(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrlFor(adminUrl, DATABASE) });
  await client.connect();
  await client.query('set client_min_messages = warning');
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await client.query(readFileSync(`${MIGRATIONS}${file}`, 'utf8'));
  }
  // the seeds' approach gets its index too
  await client.query('create index recipes_search_terms_idx on public.recipes using gin (search_terms)');
  return client;
}

async function dropDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.end();
}

/**
 * Bulk load of the next `count` recipes of the corpus, a chunk at a time by COPY (scripts/bench/searchRows.mjs makes
 * them): the recipe rows without their per-row trigger, then their search rows, so that the words table's statement
 * trigger counts each chunk once. (The per-row trigger, public.recipes_sync_search, builds the same rows one recipe
 * at a time: the function tests exercise it.) Answers the seconds of the load and of the vacuum after it.
 */
async function load(client, rows, count) {
  const started = performance.now();
  await withoutIndexes(client, async () => {
    let next = rows.next(Math.min(CHUNK, count));
    for (let done = 0; done < count;) {
      const chunk = await next;
      done += Math.min(CHUNK, count - done);
      if (done < count) next = rows.next(Math.min(CHUNK, count - done));
      await client.query('set session_replication_role = replica');
      await copyCsv(client, 'public.recipes', RECIPE_COLUMNS, chunk.recipes);
      await client.query('set session_replication_role = origin');
      await copyCsv(client, 'public.recipe_search', SEARCH_COLUMNS, chunk.search);
    }
  });
  const loaded = performance.now();
  // what autovacuum does to a real database after a bulk load: statistics, the visibility map (index-only scans)
  // and GIN's pending lists merged into the indexes
  await client.query('vacuum analyze');
  return { loadS: (loaded - started) / 1000, vacuumS: (performance.now() - loaded) / 1000 };
}

/**
 * Runs `load` with the two tables' indexes dropped, then builds them again as the migrations define them: one sort
 * per index instead of a million row-by-row insertions into each (the GIN ones above all), as a restore does. The
 * unique ones stay (the words trigger's upsert and the keys).
 */
async function withoutIndexes(client, load) {
  const { rows } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid = any (array['public.recipes', 'public.recipe_search']::regclass[]) and not i.indisunique`,
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  await load();
  await client.query("set maintenance_work_mem = '512MB'");
  for (const { definition } of rows) await client.query(definition);
}

export async function benchSearch({ databaseUrl, sizes = benchSizes(), rounds = 3 }) {
  const search = lib('domain/search/index.js');
  const { wordsOf, isStopWord } = lib('domain/recipe/stopWords.js');
  if (!existsSync(RECIPES_FILE)) {
    console.log('\nSearch: skipped (the shared recipes are missing)');
    return null;
  }
  const relevant = (intent, title) => {
    const forms = search.searchWordsOf(title).flatMap(search.searchForms);
    return intent.every((word) => forms.some((form) => form.startsWith(search.normalizeSearchText(word))));
  };
  const methods = {
    matkon: {
      sql: `select firebase_id, title from public.search_recipes($1::text[], null, '{}', 0, 0, ${PAGE})`,
      args: (q) => [search.searchQueryWords(search.sanitizeSearchTerm(q))],
    },
    seeds: {
      sql: `select firebase_id, title from public.recipes where visibility = 'public' and search_terms @> $1::text[]
            order by views desc limit ${PAGE}`,
      args: (q) => {
        const words = wordsOf(q).filter((w) => !isStopWord(w));
        return [words.length ? words : wordsOf(q)];
      },
    },
    ilike: {
      sql: `select firebase_id, title from public.recipes where visibility = 'public'
              and (title || ' ' || description || ' ' || array_to_string(ingredients, ' ')) ilike all ($1::text[])
            order by views desc limit ${PAGE}`,
      args: (q) => [
        q
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean)
          .map((w) => `%${w}%`),
      ],
    },
  };

  const client = await createDatabase(databaseUrl);
  const rows = searchRows();
  const report = [];
  try {
    let loaded = 0;
    for (const size of sizes) {
      const { loadS, vacuumS } = await load(client, rows, size - loaded);
      loaded = size;
      await resetIndexUse(client);
      const samples = Object.fromEntries(Object.keys(methods).map((m) => [m, []]));
      const answers = Object.fromEntries(Object.keys(methods).map((m) => [m, new Map()]));
      for (let round = 0; round <= rounds; round += 1) {
        for (const [q] of SEARCH_QUERIES) {
          for (const [name, method] of Object.entries(methods)) {
            // the comparisons scan (ILIKE every row, @> every match), which no warm-up shortens: beyond 100,000
            // one measured round of them tells the difference, four would add half an hour at a million
            if (name !== 'matkon' && size > 100_000 && round !== 1) continue;
            let rows;
            // round 0 warms the caches and is not counted
            await timed(round === 0 ? [] : samples[name], async () => {
              rows = (await client.query(method.sql, method.args(q))).rows;
            });
            answers[name].set(q, rows);
          }
        }
      }
      if (process.env.MATKON_BENCH_VERBOSE) await printSlowest(client, methods.matkon, SEARCH_QUERIES);
      const labelled = SEARCH_QUERIES.filter(([, , intent]) => intent);
      const result = { size, loadS, vacuumS, methods: {} };
      for (const name of Object.keys(methods)) {
        const right = labelled.filter(([q, , intent]) =>
          answers[name]
            .get(q)
            .slice(0, 5)
            .some((row) => relevant(intent, row.title)),
        );
        const empty = SEARCH_QUERIES.filter(
          ([q, kind]) => kind !== 'no match' && answers[name].get(q).length === 0,
        );
        result.methods[name] = {
          p50: percentile(samples[name], 50),
          p95: percentile(samples[name], 95),
          right: right.length,
          labelled: labelled.length,
          missed: labelled.filter((l) => !right.includes(l)).map(([q]) => q),
          empty: empty.map(([q]) => q),
        };
      }
      report.push(result);
      printSearch(result);
    }
    printSearchScaling(report);
    await printDatabaseSizes(client, `The search database at ${count(loaded)} recipes`);
  } finally {
    await rows.stop();
    await client.end();
    if (!process.env.MATKON_BENCH_KEEP) await dropDatabase(databaseUrl);
  }
  return report;
}

/** MATKON_BENCH_VERBOSE=1: each Matkon query's time, slowest first (to see where the time goes). */
async function printSlowest(client, method, queries) {
  const times = [];
  for (const [q] of queries) {
    const started = performance.now();
    await client.query(method.sql, method.args(q));
    times.push([q, performance.now() - started]);
  }
  for (const [q, ms] of times.sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${ms.toFixed(1)} ms  ${q}`);
}

function printSearch({ size, loadS, vacuumS, methods }) {
  printTable(
    `Search at ${count(size)} recipes (${SEARCH_QUERIES.length} queries; this size's recipes loaded by COPY in ${loadS.toFixed(0)} s, then vacuum analyze ${vacuumS.toFixed(0)} s)`,
    [
      ['Matkon (search_recipes)', methods.matkon],
      ["seeds' text[] @>", methods.seeds],
      ["ILIKE '%term%'", methods.ilike],
    ],
  );
  const { matkon, ilike } = methods;
  console.log(
    `ILIKE / Matkon: ${(ilike.p50 / matkon.p50).toFixed(1)}× (p50), ${(ilike.p95 / matkon.p95).toFixed(1)}× (p95)`,
  );
  for (const [name, m] of Object.entries(methods)) {
    console.log(
      `quality@5 ${name.padEnd(6)}: ${m.right}/${m.labelled} = ${(m.right / m.labelled).toFixed(2)}` +
        `${m.missed.length ? `; missed: ${m.missed.join(', ')}` : ''}` +
        `; no result: ${m.empty.length}${m.empty.length ? ` (${m.empty.join(', ')})` : ''}`,
    );
  }
}

/** Each method's p50/p95 at every size and the ratio largest / smallest (issue 30: p95 ≤ 10 ms at 1,000,000). */
function printSearchScaling(report) {
  const runs = report.map(({ size, methods }) => ({ size, timing: methods }));
  printScaling('Search', 'Matkon target p95 ≤ 10 ms and quality@5 ≥ 0.95 at 1,000,000', runs, [
    ['Matkon (search_recipes)', 'matkon'],
    ["seeds' text[] @>", 'seeds'],
    ["ILIKE '%term%'", 'ilike'],
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = process.argv[2] ? benchSizes(process.argv[2]) : undefined;
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (source .state/stack-N/env.sh)');
  await benchSearch({ databaseUrl: process.env.DATABASE_URL, sizes });
}
