// Feeds (3), recommendations (3b) and admin analytics (6) at each of the bench's sizes (BENCH_SIZES; 100,000 and
// 1,000,000 recipes unless given), on one generated catalogue (scripts/bench/catalogue.mjs) that grows from one size
// to the next: each size's load time, each section's figures at that size, then every section's ratio largest /
// smallest side by side, and what the database weighs at the largest size with the indexes no query used.
// Standalone against a running stack: `DATABASE_URL=… node scripts/bench/scale.mjs [feeds,personal,analytics]`.
import pg from 'pg';
import {
  growCatalogue,
  loadSource,
  RECIPES_PER_COOK,
  RECIPES_PER_USER,
  removeCatalogue,
} from './catalogue.mjs';
import { printDatabaseSizes, resetIndexUse } from './dbSizes.mjs';
import { benchSizes, count } from './measure.mjs';

const SECTIONS = {
  feeds: async () => {
    const { measureFeeds, printFeedScaling } = await import('./feeds.mjs');
    return { measure: measureFeeds, scaling: printFeedScaling };
  },
  personal: async () => {
    const { measurePersonal, printPersonalScaling } = await import('./personal.mjs');
    return { measure: measurePersonal, scaling: printPersonalScaling };
  },
  analytics: async () => {
    const { measureAnalytics, printAnalyticsScaling } = await import('./analytics.mjs');
    return { measure: measureAnalytics, scaling: printAnalyticsScaling };
  },
};

/** `names`: the sections to run, of feeds, personal and analytics. */
export async function benchAtScale(databaseUrl, names, sizes = benchSizes()) {
  console.log(
    `\n3, 3b, 6. ${names.join(', ')} at ${sizes.map(count).join(' and ')} recipes (N / ${RECIPES_PER_COOK} cooks, N / ${RECIPES_PER_USER} readers with a history)`,
  );
  const sections = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await SECTIONS[n]()])));
  const results = Object.fromEntries(names.map((n) => [n, []]));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sources = await loadSource(client);
    let made = 0;
    for (const size of sizes) {
      const seconds = await growCatalogue(client, made, size, sources);
      console.log(
        `\nCatalogue grown from ${count(made)} to ${count(size)} recipes in ${seconds.toFixed(0)} s (real recipes by COPY, the rest generated in SQL, then vacuum analyze)`,
      );
      made = size;
      await resetIndexUse(client);
      for (const name of names) results[name].push(await sections[name].measure(client, size));
    }
    for (const name of names) sections[name].scaling(results[name]);
    await printDatabaseSizes(client, `The mirror database at ${count(made)} generated recipes`);
  } finally {
    await removeCatalogue(client);
    await client.end();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (source .state/stack-N/env.sh)');
  const names = (process.argv[2] ?? 'feeds,personal,analytics').split(',');
  await benchAtScale(process.env.DATABASE_URL, names);
}
