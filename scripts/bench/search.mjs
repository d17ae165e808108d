// Search benchmark (issue 9 "Performance, measured"): one corpus, one query set, three ways to search it in one run,
// at each size: Matkon's search (public.search_recipes: normalised words, typo correction, two tiers by popularity)
// vs the seeds' approach (a text[] of up to 30 search terms with @> and a GIN index) vs a naive ILIKE '%term%' on
// title, description and ingredients. Prints p50/p95 of the query itself, quality@5 on the labelled queries, and
// the queries that found nothing. Runs in a database of its own (created from supabase/migrations, dropped after).
// Standalone: DATABASE_URL=postgres://… node scripts/bench/search.mjs [sizes, e.g. 50000,100000]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { percentile, printTable, timed } from './measure.mjs';
import { generateSearchCorpus } from './searchData.mjs';
import { SEARCH_QUERIES } from './searchQueries.mjs';

const require = createRequire(import.meta.url);
const lib = (path) => require(fileURLToPath(new URL(`../../functions/lib/${path}`, import.meta.url)));
const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const DATABASE = 'matkon_bench_search';
const PAGE = 20;
const COLUMNS = [
  'firebase_id',
  'source_version',
  'author_id',
  'title',
  'description',
  'ingredients',
  'categories',
  'tags',
  'language',
  'visibility',
  'views',
  'rating',
  'search_terms',
];

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
 * Bulk load: the recipe rows without their per-row trigger, and their search rows built here by the domain's
 * normalisation (the same words and forms as the SQL twin, search/normalize.emulator.test.ts), inserted a
 * batch per statement so the words table's statement trigger counts each batch once. (The per-row trigger,
 * public.recipes_sync_search, builds the same rows one recipe at a time: the function tests exercise it.)
 */
async function load(client, rows, search) {
  const started = performance.now();
  await client.query('set session_replication_role = replica');
  for (let start = 0; start < rows.length; start += 2000) {
    await client.query(
      `insert into public.recipes (${COLUMNS.join(', ')})
       select ${COLUMNS.join(', ')} from json_populate_recordset(null::public.recipes, $1)`,
      [JSON.stringify(rows.slice(start, start + 2000))],
    );
  }
  await client.query('set session_replication_role = origin');
  for (let start = 0; start < rows.length; start += 2000) {
    const batch = rows.slice(start, start + 2000).map((row) => ({
      recipe_id: row.firebase_id,
      author_id: row.author_id,
      visibility: row.visibility,
      language: row.language,
      views: row.views,
      rating: row.rating,
      vector: vectorText(search, [
        [row.title, 'A'],
        [row.ingredients.join(' '), 'B'],
        [row.description, 'C'],
      ]),
    }));
    await client.query(
      `insert into public.recipe_search
         (recipe_id, author_id, visibility, language, views, rating, vector, title_vector)
       select b.recipe_id, b.author_id, b.visibility, b.language, b.views, b.rating, b.vector::tsvector,
              ts_filter(b.vector::tsvector, '{a}')
       from json_to_recordset($1) as b(recipe_id text, author_id text, visibility text, language text,
                                       views integer, rating numeric, vector text)`,
      [JSON.stringify(batch)],
    );
  }
  const loadMs = performance.now() - started;
  // what autovacuum does to a real database after a bulk load: statistics, the visibility map (index-only scans)
  // and GIN's pending lists merged into the indexes
  await client.query('vacuum analyze');
  return loadMs;
}

/** The tsvector text public.search_recipe_vector builds: each form at its own position with its part's weight. */
function vectorText(search, parts) {
  let position = 0;
  const lexemes = [];
  for (const [text, weight] of parts) {
    for (const word of search.searchWordsOf(text)) {
      for (const form of search.searchForms(word)) {
        if (form.length > 100) continue;
        position = Math.min(position + 1, 16383);
        lexemes.push(`'${form}':${position}${weight}`);
      }
    }
  }
  return lexemes.join(' ');
}

export async function benchSearch({ databaseUrl, sizes = [50_000, 100_000], rounds = 3 }) {
  const search = lib('domain/search/index.js');
  const { recipeSearchTerms } = lib('domain/recipe/searchTerms.js');
  const { wordsOf, isStopWord } = lib('domain/recipe/stopWords.js');
  const corpus = generateSearchCorpus(Math.max(...sizes));
  if (!corpus) {
    console.log('\nSearch: skipped (the shared recipes are missing)');
    return null;
  }
  for (const recipe of corpus) {
    recipe.search_terms = recipeSearchTerms({
      ...recipe,
      difficulty: 'medium',
      instructions: [],
      recipeTip: '',
      dietary: {},
    });
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
  const report = [];
  try {
    let loaded = 0;
    for (const size of sizes) {
      const rebuildMs = await load(client, corpus.slice(loaded, size), search);
      loaded = size;
      const samples = Object.fromEntries(Object.keys(methods).map((m) => [m, []]));
      const answers = Object.fromEntries(Object.keys(methods).map((m) => [m, new Map()]));
      for (let round = 0; round <= rounds; round += 1) {
        for (const [q] of SEARCH_QUERIES) {
          for (const [name, method] of Object.entries(methods)) {
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
      const result = { size, rebuildMs, methods: {} };
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
  } finally {
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

function printSearch({ size, rebuildMs, methods }) {
  printTable(
    `Search at ${size.toLocaleString('en')} recipes (${SEARCH_QUERIES.length} queries; loaded in ${Math.round(rebuildMs / 1000)} s)`,
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = process.argv[2] ? process.argv[2].split(',').map(Number) : undefined;
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (source .state/stack-N/env.sh)');
  await benchSearch({ databaseUrl: process.env.DATABASE_URL, sizes });
}
