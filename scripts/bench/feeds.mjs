// Feeds benchmark for scripts/bench.mjs (issue 9): the newest, trending and infinite-feed queries (the SQL functions
// the feed calls run, supabase/migrations/20261129000500_feeds_search.sql) at 10,000 and at 100,000 recipes, p50/p95 and
// the ratio 100k / 10k; then what one guest home view costs: Firestore document reads and function calls.
// The recipes are generated in Postgres from the real recipes of ../shared/data (titles, descriptions, ingredients,
// instructions recombined; languages, visibility, views, ratings, ages and categories drawn at random with a fixed
// seed), written straight into the mirror table (the bench measures reads, not the write protocol) and removed after.
import { readFileSync } from 'node:fs';
import { withBenchDatabase } from './database.mjs';
import { printScaling, printTable, summaries, timed } from './measure.mjs';
import { RECIPES_FILE } from './recipes.mjs';

export const PREFIX = 'benchfeed-';
const SIZES = [10_000, 100_000];
const SAMPLES = 200;
const WARMUP = 20;
export const CATEGORIES = [
  'appetizers',
  'main-courses',
  'desserts',
  'salads',
  'soups',
  'breakfast',
  'beverages',
  'snacks',
];
const TIERS = ['newest', 'trending', 'quality'];
const WEIGHTS = [0.4, 0.3, 0.3];

function realRecipes() {
  const rows = [];
  for (const line of readFileSync(RECIPES_FILE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (!r.title || !Array.isArray(r.ingredients) || !r.ingredients.length) continue;
    rows.push({
      title: String(r.title).slice(0, 100),
      description: String(r.description ?? '').slice(0, 500),
      ingredients: r.ingredients.slice(0, 30).map((x) => String(x).slice(0, 100)),
      instructions: (Array.isArray(r.instructions_list) ? r.instructions_list : [])
        .slice(0, 20)
        .map((x) => String(x).slice(0, 500)),
    });
  }
  return rows;
}

export async function loadSource(client) {
  await client.query(
    'create temp table bench_src (n serial, title text, description text, ingredients text[], instructions text[])',
  );
  const rows = realRecipes();
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    const values = batch.map((_, j) => `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`);
    await client.query(
      `insert into bench_src (title, description, ingredients, instructions) values ${values.join(', ')}`,
      batch.flatMap((r) => [r.title, r.description, r.ingredients, r.instructions]),
    );
  }
  return rows.length;
}

/** Adds generated recipes numbered from..to-1 (a deterministic mix: the same run gives the same table). */
export async function generate(client, from, to, sources) {
  // The feeds, recommendations and analytics never read the search rows, and building them row by row (the
  // recipes_sync_search trigger) made a 90,000-row load take over 25 minutes: off for the load, on again after.
  await client.query('alter table public.recipes disable trigger recipes_sync_search');
  try {
    await insertRecipes(client, from, to, sources);
  } finally {
    await client.query('alter table public.recipes enable trigger recipes_sync_search');
  }
  await client.query('analyze public.recipes');
}

async function insertRecipes(client, from, to, sources) {
  await client.query(
    `insert into public.recipes (firebase_id, source_version, author_id, title, description, ingredients,
       instructions, categories, primary_category, language, detected_language, visibility, views, rating,
       cook_rating, cook_count, share_count, trending, created_at, images)
     select $1 || g, 1, 'bench-author-' || (g % 500),
       s.title || ' #' || g, s.description, s.ingredients, s.instructions,
       array[($2::text[])[1 + g % 8]], ($2::text[])[1 + g % 8],
       lang, lang,
       case when g % 10 < 8 then 'public' when g % 10 = 8 then 'followers-only' else 'private' end,
       (abs(hashint4(g)) % 5000) * (case when g % 7 = 0 then 10 else 1 end),
       (abs(hashint4(g + 1)) % 50) / 10.0, 0, abs(hashint4(g + 2)) % 20, abs(hashint4(g + 3)) % 40,
       g % 997 = 0,
       now() - make_interval(secs => abs(hashint4(g + 4)) % (365 * 86400)),
       '[]'::jsonb
     from generate_series($3::int, $4::int - 1) g
     cross join lateral (select case when g % 10 < 6 then 'en' when g % 10 < 8 then 'he'
                                      when g % 10 < 9 then 'fr' else 'it' end as lang) l
     join bench_src s on s.n = 1 + g % $5`,
    [PREFIX, CATEGORIES, from, to, sources],
  );
}

/** The three feed queries as the calls run them, over the four languages, with and without a category. */
function cases() {
  const list = [];
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const language = ['en', 'he', 'fr', 'it'][i % 4];
    const category = i % 3 === 0 ? CATEGORIES[i % CATEGORIES.length] : null;
    list.push({ language, category, offset: [0, 0, 20, 100][i % 4] });
  }
  return list;
}

async function timeQueries(client) {
  const samples = { newest: [], trending: [], discover: [] };
  for (const [i, { language, category, offset }] of cases().entries()) {
    const keep = i >= WARMUP;
    for (const order of ['newest', 'trending']) {
      await timed(keep ? samples[order] : [], () =>
        client.query('select public.feed_list($1, 20, $2, $3)', [order, [language], category]),
      );
    }
    await timed(keep ? samples.discover : [], () =>
      client.query('select public.feed_discover($1, $2, $3, 20, $4, $5)', [
        TIERS,
        WEIGHTS,
        offset,
        [language],
        category,
      ]),
    );
  }
  return summaries(samples);
}

async function count(client) {
  const { rows } = await client.query(
    "select count(*)::int n, count(*) filter (where visibility = 'public')::int p from public.recipes",
  );
  return rows[0];
}

async function benchQueries(databaseUrl) {
  const run = async (client) => {
    const results = [];
    const sources = await loadSource(client);
    let made = 0;
    for (const size of SIZES) {
      await generate(client, made, size, sources);
      made = size;
      const { n, p } = await count(client);
      const timing = await timeQueries(client);
      results.push({ size, total: n, public: p, timing });
      printTable(
        `Feed queries at ${n.toLocaleString('en')} recipes (${p.toLocaleString('en')} public; ${SAMPLES} each after ${WARMUP} warm-up; 4 languages, a third with a category, discover offsets 0/20/100)`,
        [
          ['newest (feed_list)', timing.newest],
          ['trending (feed_list)', timing.trending],
          ['infinite feed (feed_discover)', timing.discover],
        ],
      );
    }
    printScaling('Feed queries', 'target p95 ≤ 2×', results, [
      ['newest', 'newest'],
      ['trending', 'trending'],
      ['infinite feed', 'discover'],
    ]);
    return results;
  };
  return withBenchDatabase(databaseUrl, PREFIX, run);
}

/**
 * One guest home view in a fresh Chromium: the function calls (requests to /api/** and callables) and the Firestore
 * documents the page receives (documentChange entries of the Listen channel, read from the network with CDP).
 */
async function benchHomeView(webUrl) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const calls = [];
    let images = 0;
    const listen = new Set();
    let documents = 0;
    const chunks = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      const url = new URL(request.url);
      // images come from the image host (Cloudinary in production; a function of the emulator locally)
      if (url.pathname.startsWith('/api/media/images/')) images += 1;
      else if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname}`);
      else if (/\/demo-matkon\/[^/]+\/[\w-]+$/.test(url.pathname) && request.method === 'POST')
        calls.push(`callable ${url.pathname.split('/').pop()}`);
      if (url.pathname.includes('google.firestore.v1.Firestore/Listen')) listen.add(requestId);
    });
    cdp.on('Network.responseReceived', ({ requestId }) => {
      if (listen.has(requestId))
        cdp.send('Network.streamResourceContent', { requestId }).then(
          ({ bufferedData }) => chunks.set(requestId, [Buffer.from(bufferedData, 'base64').toString()]),
          () => undefined,
        );
    });
    cdp.on('Network.dataReceived', ({ requestId, data }) => {
      if (listen.has(requestId) && data)
        (chunks.get(requestId) ?? chunks.set(requestId, []).get(requestId)).push(
          Buffer.from(data, 'base64').toString(),
        );
    });
    await page.goto(`${webUrl}/`, { waitUntil: 'load' });
    await page
      .locator('[data-testid="feed-discover"] [data-testid="recipe-card"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    for (const parts of chunks.values())
      documents += (parts.join('').match(/"documentChange"/g) ?? []).length;
    return { calls, documents, images };
  } finally {
    await browser.close();
  }
}

export async function benchFeeds(env) {
  console.log('\n3. Feeds');
  if (!process.env.BENCH_SKIP_QUERIES) await benchQueries(env.DATABASE_URL);
  const view = await benchHomeView(env.MATKON_WEB_URL);
  console.log(
    `\nOne guest home view (/, a fresh browser): ${view.documents} Firestore document reads (target ≤ 5), ` +
      `${view.calls.length} function calls (and ${view.images} images from the image host):`,
  );
  for (const call of view.calls) console.log(`  ${call}`);
}
