// Feeds benchmark (issues 9 and 30; scripts/bench/scale.mjs runs it at each size of the generated catalogue): the
// SQL the feed calls run (supabase/migrations/20261203000000_family_reads.sql): newest and trending (feed_list), the
// infinite feed (feed_discover) and the following grid (following_recipes: the newest recipes of the 20 cooks a
// reader follows), p50/p95 at each size and the ratio.
import { CATEGORIES, RECIPES_PER_USER, USER_PREFIX } from './catalogue.mjs';
import { count, printScaling, printTable, summaries, timed } from './measure.mjs';

const SAMPLES = 200;
const WARMUP = 20;
const TIERS = ['newest', 'trending', 'quality'];
const WEIGHTS = [0.4, 0.3, 0.3];
const QUERIES = [
  ['newest (feed_list)', 'newest'],
  ['trending (feed_list)', 'trending'],
  ['infinite feed (feed_discover)', 'discover'],
  ['following grid (following_recipes)', 'following'],
];

/** The queries as the calls run them, over the four languages, a third with a category, by readers spread out. */
function cases(users) {
  const list = [];
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const language = ['en', 'he', 'fr', 'it'][i % 4];
    const category = i % 3 === 0 ? CATEGORIES[i % CATEGORIES.length] : null;
    const reader = `${USER_PREFIX}${(i * 7919) % users}`;
    list.push({ language, category, reader, offset: [0, 0, 20, 100][i % 4] });
  }
  return list;
}

/** Times each feed query at the catalogue's current size and prints them. */
export async function measureFeeds(client, size) {
  const samples = { newest: [], trending: [], discover: [], following: [] };
  for (const [i, { language, category, reader, offset }] of cases(size / RECIPES_PER_USER).entries()) {
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
    await timed(keep ? samples.following : [], () =>
      client.query('select public.following_recipes($1, 20, $2, $3, $4)', [
        reader,
        [language],
        category,
        language,
      ]),
    );
  }
  const timing = summaries(samples);
  printTable(
    `Feed queries at ${count(size)} recipes (${SAMPLES} each after ${WARMUP} warm-up; 4 languages, a third with a category, discover offsets 0/20/100, following: readers of 20 cooks)`,
    QUERIES.map(([label, key]) => [label, timing[key]]),
  );
  return { size, timing };
}

export function printFeedScaling(results) {
  printScaling('Feed queries', 'target p95 ≤ 1.5×', results, QUERIES);
}
