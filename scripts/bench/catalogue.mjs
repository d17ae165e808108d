// The generated catalogue the feeds, recommendations, analytics and consistency benchmarks read: recipes recombined
// in Postgres from the real recipes of ../shared/data (titles, descriptions, ingredients and instructions of one
// real recipe; languages, visibility, views, ratings, ages, categories, tags and dietary flags drawn from the
// recipe's number, so a run makes the same rows every time), their cooks, and the readers: at N recipes, N / 200
// cooks and N / 10 readers, each with a history (category affinities, saves, language events and scores), 20 cooks
// followed, searches, shares, saves and collections. It grows from one size to the next (100,000, then the 900,000
// more to reach 1,000,000), written straight into the mirror's tables (the bench measures reads, not the write
// protocol) and removed at the end.
import { performance } from 'node:perf_hooks';
import { copyRows } from './copy.mjs';
import { recipeRows } from './recipes.mjs';

export const PREFIX = 'benchfeed-';
export const USER_PREFIX = 'benchuser-';
export const COOK_PREFIX = 'bench-author-';
export const RECIPES_PER_COOK = 200;
export const RECIPES_PER_USER = 10;
export const FOLLOWED_COOKS = 20;
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
const TAGS = ['quick', 'vegan', 'summer', 'family', 'spicy', 'baking', 'soup', 'salad', 'holiday', 'kids'];
const TERMS = ['soup', 'cake', 'salad', 'hummus', 'pasta', 'שקשוקה', 'lentils', 'bread', 'pizza', 'curry'];

/** The real recipes, as the rows the generator recombines, into a temporary table; answers how many. */
export async function loadSource(client) {
  const rows = recipeRows(Infinity, (r) => r.title && Array.isArray(r.ingredients) && r.ingredients.length);
  await client.query(
    'create temp table bench_src (n serial, title text, description text, ingredients text[], instructions text[])',
  );
  const source = rows.map((r) => ({
    title: String(r.title).slice(0, 100),
    description: String(r.description ?? '').slice(0, 500),
    ingredients: r.ingredients.slice(0, 30).map((x) => String(x).slice(0, 100)),
    instructions: (Array.isArray(r.instructions_list) ? r.instructions_list : [])
      .slice(0, 20)
      .map((x) => String(x).slice(0, 500)),
  }));
  await copyRows(client, 'bench_src', ['title', 'description', 'ingredients', 'instructions'], source);
  return rows.length;
}

/**
 * The recipes numbered from..to-1, for a session with the tables' triggers off: the feed scores the per-row trigger
 * would compute come from the same function here, and the search rows are not read by these benchmarks (search.mjs
 * has its own database).
 */
export async function generateRecipes(client, from, to, sources) {
  await client.query(
    `insert into public.recipes (firebase_id, source_version, author_id, title, description, ingredients,
       instructions, categories, primary_category, language, detected_language, visibility, views, rating,
       cook_rating, cook_count, share_count, favorite_count, trending, created_at, images, creation_method, dietary,
       is_vegan, is_vegetarian, is_kosher, is_gluten_free, calories, tags, trend_score, quality_score)
     select $1 || g, 1, $2 || (g / $3::int), s.title || ' #' || g, s.description, s.ingredients, s.instructions,
       array[c.category], c.category, l.lang, l.lang,
       case when g % 10 < 8 then 'public' when g % 10 = 8 then 'followers-only' else 'private' end,
       v.views, v.rating, 0, abs(hashint4(g + 2)) % 20, g % 10, g % 7, g % 997 = 0, v.created_at, '[]'::jsonb,
       (array['manual', 'manual', 'manual', 'youtube', 'ai-title', 'shared-link'])[1 + g % 6],
       jsonb_build_object('isVegan', g % 5 = 0, 'isVegetarian', g % 3 = 0, 'isKosher', g % 2 = 0,
                          'isGlutenFree', g % 7 = 0),
       g % 5 = 0, g % 3 = 0, g % 2 = 0, g % 7 = 0, abs(hashint4(g + 5)) % 1200,
       array[($4::text[])[1 + g % 10], ($4::text[])[1 + (g / 10) % 10]],
       f.scores[1], f.scores[2]
     from generate_series($6::int, $7::int - 1) g
     cross join lateral (select case when g % 10 < 6 then 'en' when g % 10 < 8 then 'he'
                                     when g % 10 < 9 then 'fr' else 'it' end as lang) l
     cross join lateral (select ($5::text[])[1 + g % 8] as category) c
     cross join lateral (select (abs(hashint4(g)) % 5000) * (case when g % 7 = 0 then 10 else 1 end) as views,
                                (abs(hashint4(g + 1)) % 50) / 10.0 as rating,
                                now() - make_interval(secs => abs(hashint4(g + 4)) % (365 * 86400)) as created_at) v
     cross join lateral (select public.feed_scores(v.views, v.rating, v.created_at, g % 997 = 0, now()) scores) f
     join bench_src s on s.n = 1 + g % $8`,
    [PREFIX, COOK_PREFIX, RECIPES_PER_COOK, TAGS, CATEGORIES, from, to, sources],
  );
}

/** What hangs off recipes from..to-1: their tag rows, and every 10th shared once and saved once by a reader. */
async function generateRecipeRows(client, from, to) {
  await client.query(
    `insert into public.recipe_tags (recipe_id, tag)
     select $1 || g, t from generate_series($3::int, $4::int - 1) g,
       unnest(array[($2::text[])[1 + g % 10], ($2::text[])[1 + (g / 10) % 10]]) t
     on conflict do nothing`,
    [PREFIX, TAGS, from, to],
  );
  const users = Math.max(1, Math.floor(to / RECIPES_PER_USER));
  await client.query(
    `insert into public.shares (recipe_id, platform, user_id, created_at)
     select $1 || g, (array['whatsapp', 'facebook', 'email', 'native'])[1 + g % 4], $2 || (g % $5::int),
            now() - make_interval(secs => abs(hashint4(g)) % (90 * 86400))
     from generate_series($3::int, $4::int - 1) g where g % 10 = 0`,
    [PREFIX, USER_PREFIX, from, to, users],
  );
  await client.query(
    `insert into public.favorites (firebase_id, source_version, user_id, recipe_id, added_at)
     select $2 || (g % $5::int) || '/' || $1 || g, 1, $2 || (g % $5::int), $1 || g,
            now() - make_interval(secs => abs(hashint4(g + 1)) % (90 * 86400))
     from generate_series($3::int, $4::int - 1) g where g % 10 = 5 on conflict do nothing`,
    [PREFIX, USER_PREFIX, from, to, users],
  );
}

/** The cooks of recipes from..to-1: a profile each, with a follower count drawn from the number. */
async function generateCooks(client, from, to) {
  await client.query(
    `insert into public.profiles (firebase_id, source_version, username, display_name, follower_count,
                                  recipe_count)
     select $1 || u, 1, 'benchcook' || u, 'Bench cook ' || u, abs(hashint4(u)) % 300, $2::int
     from generate_series($3::int, $4::int) u on conflict do nothing`,
    [
      COOK_PREFIX,
      RECIPES_PER_COOK,
      Math.floor(from / RECIPES_PER_COOK),
      Math.floor((to - 1) / RECIPES_PER_COOK),
    ],
  );
}

/**
 * Readers from..to-1 (`recipes` exist): a profile, 2-4 categories with a score, 3 saved recipes, 10 language events,
 * 20 followed cooks, 2 searches each, and a collection every fifth reader.
 */
async function generateReaders(client, from, to, recipes) {
  const cooks = Math.ceil(recipes / RECIPES_PER_COOK);
  const range = [USER_PREFIX, from, to];
  await client.query(
    `insert into public.profiles (firebase_id, source_version, username, display_name)
     select $1 || u, 1, 'benchreader' || u, 'Bench reader ' || u
     from generate_series($2::int, $3::int - 1) u on conflict do nothing`,
    range,
  );
  await client.query(
    `insert into public.user_category_affinity (user_id, category_id, views, favorites, made_it, rating_points)
     select $1 || u, ($4::text[])[1 + (u + k * 3) % 8], abs(hashint4(u * 7 + k)) % 12,
            abs(hashint4(u * 11 + k)) % 3, abs(hashint4(u * 13 + k)) % 2, 0
     from generate_series($2::int, $3::int - 1) u cross join generate_series(0, 1 + u % 3) k
     on conflict do nothing`,
    [...range, CATEGORIES],
  );
  await client.query(
    `insert into public.user_recipe_signals (user_id, recipe_id, viewed, favorited)
     select $1 || u, $4 || (abs(hashint4(u * 17 + k)) % $5::int), true, true
     from generate_series($2::int, $3::int - 1) u cross join generate_series(1, 3) k
     on conflict do nothing`,
    [...range, PREFIX, recipes],
  );
  await client.query(
    `insert into public.language_interaction_events
       (user_id, recipe_id, recipe_language, user_language, event_type, event_weight, session_id, created_at)
     select $1 || u, $4 || (abs(hashint4(u * 19 + k)) % $5::int), (array['he', 'fr', 'it'])[1 + (u + k) % 3], 'en',
            'save', 3, 'bench', now() - make_interval(secs => abs(hashint4(u + k)) % (60 * 86400))
     from generate_series($2::int, $3::int - 1) u cross join generate_series(1, 10) k`,
    [...range, PREFIX, recipes],
  );
  await client.query(
    `insert into public.follows (firebase_id, source_version, following_id, follower_id, followed_at)
     select $4 || c || '/' || $1 || u, 1, $4 || c, $1 || u,
            now() - make_interval(secs => abs(hashint4(u * 29 + c)) % (365 * 86400))
     from generate_series($2::int, $3::int - 1) u cross join generate_series(1, $6::int) k
     cross join lateral (select abs(hashint4(u * 23 + k)) % $5::int as c) f
     on conflict do nothing`,
    [...range, COOK_PREFIX, cooks, FOLLOWED_COOKS],
  );
  await client.query(
    `insert into public.search_events (user_id, term, searched_at)
     select $1 || u, ($4::text[])[1 + abs(hashint4(u * 31 + k)) % 10],
            now() - make_interval(secs => abs(hashint4(u * 37 + k)) % (60 * 86400))
     from generate_series($2::int, $3::int - 1) u cross join generate_series(1, 2) k`,
    [...range, TERMS],
  );
  await client.query(
    `insert into public.collections (firebase_id, source_version, user_id, collection_id, name, recipe_count,
                                     created_at)
     select $1 || u || '/benchcol-' || u, 1, $1 || u, 'benchcol-' || u, ($4::text[])[1 + u % 10], u % 25,
            now() - make_interval(secs => abs(hashint4(u)) % (60 * 86400))
     from generate_series($2::int, $3::int - 1) u where u % 5 = 0 on conflict do nothing`,
    [...range, TAGS],
  );
  // each reader's language scores, as calculate_user_language_scores leaves them after their events
  await client.query(
    `select count(*) from generate_series($2::int, $3::int - 1) u
     cross join lateral public.calculate_user_language_scores($1 || u)`,
    range,
  );
}

/**
 * Grows the catalogue from `from` recipes to `to` (their cooks and N / 10 readers with them); answers the seconds
 * it took, statistics included.
 */
export async function growCatalogue(client, from, to, sources) {
  const started = performance.now();
  await client.query("set session_replication_role = 'replica'");
  try {
    await generateRecipes(client, from, to, sources);
    await generateRecipeRows(client, from, to);
    await generateCooks(client, from, to);
    await generateReaders(client, Math.floor(from / RECIPES_PER_USER), Math.floor(to / RECIPES_PER_USER), to);
  } finally {
    await client.query("set session_replication_role = 'origin'");
  }
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

/** Every generated row, the recipes included, and the analytics answers computed from them. */
export async function removeCatalogue(client) {
  await client.query("set session_replication_role = 'replica'");
  const byUser = [
    'user_category_affinity',
    'user_recipe_signals',
    'language_interaction_events',
    'user_language_preferences',
    'user_language_stats',
    'language_learning_analytics',
    'search_events',
    'collections',
    'favorites',
  ];
  for (const table of byUser)
    await client.query(`delete from public.${table} where user_id like $1`, [`${USER_PREFIX}%`]);
  await client.query('delete from public.follows where follower_id like $1', [`${USER_PREFIX}%`]);
  await client.query('delete from public.recipe_tags where recipe_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.shares where recipe_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.profiles where firebase_id like $1 or firebase_id like $2', [
    `${USER_PREFIX}%`,
    `${COOK_PREFIX}%`,
  ]);
  await client.query('delete from public.recipes where firebase_id like $1', [`${PREFIX}%`]);
  await client.query('delete from public.admin_analytics_snapshots');
  await client.query("set session_replication_role = 'origin'");
}
