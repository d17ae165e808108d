// Admin analytics benchmark for scripts/bench.mjs (issues 15 and 30; decisions 0020, 0066): GET /api/admin/analytics
// answers one tab. Before decision 0066 it ran the tab's query on every read, public.admin_analytics(section, params)
// (supabase/migrations/20261129000600_back_office.sql); now it reads the tab's answer computed ahead,
// public.admin_analytics_read (20261201000500_analytics_ahead.sql), which the four-a-day job refreshes. Both are timed
// in the same run, per tab and for all 8 tabs in turn, with the refresh of all 8 (the job's work), at 10,000 and
// 100,000 generated recipes (scripts/bench/feeds.mjs's generator, then creation methods, dietary flags, calories and
// tags drawn with a fixed seed), with 500 cooks' profiles, 20,000 searches, and shares, saves and collections in
// proportion; p50/p95 and the ratio 100k / 10k.
// Standalone against a running stack: `DATABASE_URL=… node scripts/bench/analytics.mjs`.
import { createRequire } from 'node:module';
import { withBenchDatabase } from './database.mjs';
import { PREFIX, generate, loadSource } from './feeds.mjs';
import { printScaling, summaries, timed } from './measure.mjs';

const SIZES = [10_000, 100_000];
const SAMPLES = 10;
const WARMUP = 2;
const USER_PREFIX = 'benchan-';
// The call's own sections and parameters from the default settings (functions/src/domain, built to functions/lib by
// the stack).
const require = createRequire(import.meta.url);
const {
  ANALYTICS_SECTIONS: SECTIONS,
  analyticsParams,
} = require('../../functions/lib/domain/analytics/index.js');
const { DEFAULT_ENTERPRISE_SETTINGS } = require('../../functions/lib/domain/constants/enterpriseSettings.js');
const PARAMS = analyticsParams(DEFAULT_ENTERPRISE_SETTINGS.analytics);
/** Before: the tab's query on every read. After: the answer computed ahead (decision 0066). */
const PATHS = {
  before: 'select public.admin_analytics($1, $2)',
  after: 'select public.admin_analytics_read($1, $2)',
};
const TAGS = ['quick', 'vegan', 'summer', 'family', 'spicy', 'baking', 'soup', 'salad', 'holiday', 'kids'];
const TERMS = ['soup', 'cake', 'salad', 'hummus', 'pasta', 'שקשוקה', 'lentils', 'bread', 'pizza', 'curry'];

/** The analytics' columns of the generated recipes numbered from..to-1, and their shares, saves and views. */
async function enrich(client, from, to) {
  await client.query(
    `update public.recipes set
       creation_method = (array['manual', 'manual', 'manual', 'youtube', 'ai-title', 'shared-link'])[1 + n % 6],
       dietary = jsonb_build_object('isVegan', n % 5 = 0, 'isVegetarian', n % 3 = 0, 'isKosher', n % 2 = 0,
                                    'isGlutenFree', n % 7 = 0),
       is_vegan = n % 5 = 0, is_vegetarian = n % 3 = 0, is_kosher = n % 2 = 0, is_gluten_free = n % 7 = 0,
       calories = abs(hashint4(n + 5)) % 1200,
       tags = array[($1::text[])[1 + n % 10], ($1::text[])[1 + (n / 10) % 10]],
       share_count = n % 10, favorite_count = n % 7
     from (select firebase_id id, substr(firebase_id, length($2) + 1)::int n from public.recipes
            where firebase_id like $2 || '%') g
     where firebase_id = g.id and g.n >= $3 and g.n < $4`,
    [TAGS, PREFIX, from, to],
  );
  await client.query(
    `insert into public.shares (recipe_id, platform, user_id, created_at)
     select $1 || g, (array['whatsapp', 'facebook', 'email', 'native'])[1 + g % 4], $2 || (g % 500),
            now() - make_interval(secs => abs(hashint4(g)) % (90 * 86400))
     from generate_series($3::int, $4::int - 1, 10) g`,
    [PREFIX, USER_PREFIX, from, to],
  );
  await client.query(
    `insert into public.favorites (firebase_id, source_version, user_id, recipe_id, added_at)
     select $2 || (g % 500) || '/' || $1 || g, 1, $2 || (g % 500), $1 || g,
            now() - make_interval(secs => abs(hashint4(g + 1)) % (90 * 86400))
     from generate_series($3::int, $4::int - 1, 10) g on conflict do nothing`,
    [PREFIX, USER_PREFIX, from, to],
  );
  // the triggers are off in this session (see benchAnalytics): recipe_tags as recipes_sync_tags would leave it
  await client.query(
    `insert into public.recipe_tags (recipe_id, tag)
     select firebase_id, unnest(tags) from public.recipes
      where firebase_id like $1 || '%' and substr(firebase_id, length($1) + 1)::int >= $2
        and substr(firebase_id, length($1) + 1)::int < $3
     on conflict do nothing`,
    [PREFIX, from, to],
  );
  await client.query('analyze public.recipes, public.recipe_tags, public.shares, public.favorites');
}

/** 500 cooks (the generator's authors) and their followers counts, 20,000 searches, 2,000 collections. */
async function generatePeople(client) {
  await client.query(
    `insert into public.profiles (firebase_id, source_version, username, display_name, follower_count)
     select 'bench-author-' || u, 1, 'benchcook' || u, 'Bench cook ' || u, abs(hashint4(u)) % 300
     from generate_series(0, 499) u on conflict do nothing`,
  );
  await client.query(
    `insert into public.search_events (user_id, term, searched_at)
     select $1 || (g % 2000), ($2::text[])[1 + abs(hashint4(g)) % 10],
            now() - make_interval(secs => abs(hashint4(g + 2)) % (60 * 86400))
     from generate_series(0, 19999) g`,
    [USER_PREFIX, TERMS],
  );
  await client.query(
    `insert into public.collections (firebase_id, source_version, user_id, collection_id, name, recipe_count,
                                     created_at)
     select 'bench-author-' || (g % 500) || '/' || $1 || g, 1, 'bench-author-' || (g % 500), $1 || g,
            ($2::text[])[1 + g % 10], g % 25, now() - make_interval(secs => abs(hashint4(g)) % (60 * 86400))
     from generate_series(0, 1999) g on conflict do nothing`,
    [USER_PREFIX, TAGS],
  );
  await client.query('analyze public.profiles, public.search_events, public.collections');
}

/** Every tab, then all 8 in turn, through `sql` (a PATHS entry): p50/p95 per tab and for `all`. */
async function timeTabs(client, sql) {
  const samples = Object.fromEntries([...SECTIONS, 'all'].map((s) => [s, []]));
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const keep = i >= WARMUP;
    await timed(keep ? samples.all : [], async () => {
      for (const section of SECTIONS)
        await timed(keep ? samples[section] : [], () => client.query(sql, [section, PARAMS]));
    });
  }
  return summaries(samples);
}

/** The job's work: every tab computed again and stored, once (what the four-a-day run costs at this size). */
async function timeRefresh(client) {
  const samples = [];
  await timed(samples, async () => {
    for (const section of SECTIONS)
      await client.query('select public.admin_analytics_refresh($1, $2)', [section, PARAMS]);
  });
  return summaries({ refresh: samples }).refresh;
}

const sideBySide = (before, after) => (key) => ({
  p50: `${before[key].p50.toFixed(2).padStart(8)} → ${after[key].p50.toFixed(2).padStart(6)}`,
  p95: `${before[key].p95.toFixed(2).padStart(8)} → ${after[key].p95.toFixed(2).padStart(6)}`,
});

function printSideBySide(size, before, after, refresh) {
  const row = sideBySide(before, after);
  const rows = [...SECTIONS.map((s) => [s, row(s)]), ['all 8 tabs in turn', row('all')]];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(
    `\nAnalytics tabs at ${size.toLocaleString('en')} recipes, before (the query on every read) → after (computed ` +
      `ahead), ms (${SAMPLES} rounds after ${WARMUP} warm-up; 500 cooks, 20,000 searches, 2,000 collections)`,
  );
  console.log(
    `${''.padEnd(width)}  ${'p50 before → after'.padStart(18)}  ${'p95 before → after'.padStart(18)}`,
  );
  for (const [name, { p50, p95 }] of rows) console.log(`${name.padEnd(width)}  ${p50}  ${p95}`);
  console.log(`${'refresh of all 8 (the job)'.padEnd(width)}  ${refresh.p50.toFixed(2)} ms, once`);
}

/** The rows of the other tables the bench generated (the recipes go last: withBenchDatabase). */
async function removePeople(client) {
  await client.query('delete from public.recipe_tags where recipe_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.shares where recipe_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.favorites where recipe_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.search_events where user_id like $1', [`${USER_PREFIX}%`]);
  await client.query('delete from public.collections where collection_id like $1', [`${USER_PREFIX}%`]);
  await client.query("delete from public.profiles where firebase_id like 'bench-author-%'");
  // the tabs computed from the bench's rows: the next read computes them again from what is left
  await client.query('delete from public.admin_analytics_snapshots');
}

export async function benchAnalytics(env) {
  console.log('\n6. Admin analytics (GET /api/admin/analytics: each tab, before and after decision 0066)');
  const run = async (client) => {
    const results = [];
    // The analytics read the recipes, not the search index: this session skips the triggers (search vectors, tag
    // rows) so that 100,000 recipes are written in seconds; enrich() writes the tag rows the analytics read.
    await client.query("set session_replication_role = 'replica'");
    const sources = await loadSource(client);
    await generatePeople(client);
    let made = 0;
    for (const size of SIZES) {
      await generate(client, made, size, sources);
      await enrich(client, made, size);
      made = size;
      const before = await timeTabs(client, PATHS.before);
      const refresh = await timeRefresh(client);
      const after = await timeTabs(client, PATHS.after);
      results.push({ size, before, after, refresh });
      printSideBySide(size, before, after, refresh);
    }
    const keys = [...SECTIONS, 'all'].map((section) => [section, section]);
    const scaling = (path) => results.map(({ size, [path]: timing }) => ({ size, timing }));
    printScaling(
      'Analytics before (the query on every read)',
      'a full scan per tab: ~10× is linear',
      scaling('before'),
      keys,
    );
    printScaling('Analytics after (computed ahead)', 'one stored row per tab: ~1×', scaling('after'), keys);
    printScaling(
      'The refresh of all 8 tabs (the job)',
      'linear',
      results.map(({ size, refresh }) => ({ size, timing: { refresh } })),
      [['refresh', 'refresh']],
    );
    return results;
  };
  return withBenchDatabase(env.DATABASE_URL, PREFIX, run, removePeople);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAnalytics({ DATABASE_URL: process.env.DATABASE_URL });
}
