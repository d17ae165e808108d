// Personalisation benchmark for scripts/bench.mjs (issue 16): the recommendation queries (recommended_recipes,
// affinity_groups, get_allowed_languages_for_user; supabase/migrations/20261129000400_personal.sql) at
// 10,000 and 100,000 generated recipes (scripts/bench/feeds.mjs's generator) with 10,000 users' history (category
// affinities, saved recipes, 10 language events each, their scores), p50/p95 and the ratio 100k / 10k.
// Standalone against a running stack: `DATABASE_URL=… node scripts/bench/personal.mjs`.
import { withBenchDatabase } from './database.mjs';
import { CATEGORIES, PREFIX, generate, loadSource } from './feeds.mjs';
import { printScaling, printTable, summaries, summary, timed } from './measure.mjs';

const USERS = 10_000;
const USER_PREFIX = 'benchuser-';
const SIZES = [10_000, 100_000];
const SAMPLES = 200;
const WARMUP = 20;

/** 10,000 users: 2-4 categories each with a score 0.5-10, 3 saved recipes, 10 language events, their scores. */
async function generateUsers(client) {
  await client.query(
    `insert into public.user_category_affinity (user_id, category_id, views, favorites, made_it, rating_points)
     select $1 || u, ($2::text[])[1 + (u + k * 3) % 8], abs(hashint4(u * 7 + k)) % 12,
            abs(hashint4(u * 11 + k)) % 3, abs(hashint4(u * 13 + k)) % 2, 0
     from generate_series(0, $3::int - 1) u cross join generate_series(0, 1 + u % 3) k
     on conflict do nothing`,
    [USER_PREFIX, CATEGORIES, USERS],
  );
  await client.query(
    `insert into public.user_recipe_signals (user_id, recipe_id, viewed, favorited)
     select $1 || u, $2 || (abs(hashint4(u * 17 + k)) % 10000), true, true
     from generate_series(0, $3::int - 1) u cross join generate_series(1, 3) k
     on conflict do nothing`,
    [USER_PREFIX, PREFIX, USERS],
  );
  await client.query(
    `insert into public.language_interaction_events
       (user_id, recipe_id, recipe_language, user_language, event_type, event_weight, session_id, created_at)
     select $1 || u, $2 || (abs(hashint4(u * 19 + k)) % 10000), (array['he', 'fr', 'it'])[1 + (u + k) % 3], 'en',
            'save', 3, 'bench', now() - make_interval(secs => abs(hashint4(u + k)) % (60 * 86400))
     from generate_series(0, $3::int - 1) u cross join generate_series(1, 10) k`,
    [USER_PREFIX, PREFIX, USERS],
  );
  // the scores of every user, as calculate_user_language_scores leaves them
  const scoring = [];
  for (let u = 0; u < USERS; u += 1)
    await timed(u >= WARMUP ? scoring : [], () =>
      client.query('select count(*) from public.calculate_user_language_scores($1)', [`${USER_PREFIX}${u}`]),
    );
  await client.query(
    'analyze public.user_category_affinity, public.user_recipe_signals, public.user_language_preferences, public.language_interaction_events',
  );
  return summary(scoring);
}

async function timeQueries(client) {
  const samples = { recommended: [], groups: [], allowed: [] };
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const keep = i >= WARMUP;
    const user = `${USER_PREFIX}${(i * 37) % USERS}`;
    const languages = i % 2 === 0 ? ['en'] : ['en', 'he'];
    await timed(keep ? samples.allowed : [], () =>
      client.query('select public.get_allowed_languages_for_user($1, $2)', [user, 'en']),
    );
    await timed(keep ? samples.recommended : [], () =>
      client.query('select public.recommended_recipes($1, 12, $2, null)', [user, languages]),
    );
    await timed(keep ? samples.groups : [], () =>
      client.query('select public.affinity_groups($1, 6, $2)', [user, languages]),
    );
  }
  return summaries(samples);
}

/** The generated users' rows (the recipes go last: withBenchDatabase). */
async function removeUsers(client) {
  for (const table of [
    'user_category_affinity',
    'user_recipe_signals',
    'language_interaction_events',
    'user_language_preferences',
    'user_language_stats',
    'language_learning_analytics',
  ])
    await client.query(`delete from public.${table} where user_id like $1`, [`${USER_PREFIX}%`]);
}

export async function benchPersonal(env) {
  console.log('\n3b. Personalisation');
  const run = async (client) => {
    const results = [];
    const sources = await loadSource(client);
    let made = 0;
    let scoring = null;
    for (const size of SIZES) {
      await generate(client, made, size, sources);
      made = size;
      scoring ??= await generateUsers(client);
      const timing = await timeQueries(client);
      results.push({ size, timing });
      printTable(
        `Recommendation queries at ${size.toLocaleString('en')} recipes, ${USERS.toLocaleString('en')} users' history (${SAMPLES} each after ${WARMUP} warm-up; half with 2 languages)`,
        [
          ['recommended (recommended_recipes, 12)', timing.recommended],
          ['home groups (affinity_groups)', timing.groups],
          ['allowed languages (get_allowed_languages_for_user)', timing.allowed],
        ],
      );
    }
    printTable(
      `Language scores (calculate_user_language_scores, ${USERS.toLocaleString('en')} users, 10 events each)`,
      [['per user', scoring]],
    );
    printScaling('Recommendation queries', 'target p95 ≤ 2×', results, [
      ['recommended', 'recommended'],
      ['home groups', 'groups'],
      ['allowed languages', 'allowed'],
    ]);
    return results;
  };
  return withBenchDatabase(env.DATABASE_URL, PREFIX, run, removeUsers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPersonal({ DATABASE_URL: process.env.DATABASE_URL });
}
