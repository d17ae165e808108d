// Personalisation benchmark (issues 16 and 30; scripts/bench/scale.mjs runs it at each size of the generated
// catalogue, whose readers have a history: category affinities, saved recipes, 10 language events each, their
// scores): the recommendation queries (recommended_recipes, affinity_groups, get_allowed_languages_for_user;
// supabase/migrations/20261203000000_family_reads.sql) and one reader's language scores
// (calculate_user_language_scores), p50/p95 at each size and the ratio.
import { RECIPES_PER_USER, USER_PREFIX } from './catalogue.mjs';
import { count, printScaling, printTable, summaries, timed } from './measure.mjs';

const SAMPLES = 200;
const WARMUP = 20;
const QUERIES = [
  ['recommended (recommended_recipes, 12)', 'recommended'],
  ['home groups (affinity_groups)', 'groups'],
  ['allowed languages (get_allowed_languages_for_user)', 'allowed'],
  ['language scores (calculate_user_language_scores)', 'scoring'],
];

/** Times each query for readers spread over all of them, and prints them. */
export async function measurePersonal(client, size) {
  const users = size / RECIPES_PER_USER;
  const samples = { recommended: [], groups: [], allowed: [], scoring: [] };
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const keep = i >= WARMUP;
    const user = `${USER_PREFIX}${(i * 7919) % users}`;
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
    await timed(keep ? samples.scoring : [], () =>
      client.query('select count(*) from public.calculate_user_language_scores($1)', [user]),
    );
  }
  const timing = summaries(samples);
  printTable(
    `Recommendation queries at ${count(size)} recipes, ${count(users)} readers' history (${SAMPLES} each after ${WARMUP} warm-up; half with 2 languages)`,
    QUERIES.map(([label, key]) => [label, timing[key]]),
  );
  return { size, timing };
}

export function printPersonalScaling(results) {
  printScaling('Recommendation queries', 'target p95 ≤ 1.5×', results, QUERIES);
}
