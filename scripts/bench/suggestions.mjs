// Offline recipe suggestions for scripts/bench.mjs (issue 12 "Suggestion latency offline (p50/p95 for 100 titles)
// and the share of titles that get a complete draft"): the English recipes of ../shared/data are split, every eighth
// held out; the others go into the stack's mirror as public recipes (through the per-row search trigger, as a
// recipe's own write would), and each held-out title asks the offline provider what POST /api/ai/recipe-suggestions
// asks it: the similar recipes from the mirror's search, combined into a draft. Rows are removed afterwards.
// Standalone against a running stack (functions built): `DATABASE_URL=… MATKON_MIRROR_URL=… MIRROR_SERVICE_KEY=…
// node scripts/bench/suggestions.mjs`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { withBenchDatabase } from './database.mjs';
import { printTable, summary, timed } from './measure.mjs';
import { RECIPES_FILE } from './recipes.mjs';

const PREFIX = 'benchsuggest-';
const TITLES = 100;
const WARMUP = 10;
/** 001 §5's least for a recipe someone could save as it is: a description, 2 ingredients, 2 steps. */
const isComplete = (draft) =>
  draft.description.length > 0 && draft.ingredients.length >= 2 && draft.instructions.length >= 2;

function englishRecipes() {
  const rows = [];
  for (const line of readFileSync(RECIPES_FILE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const steps = Array.isArray(r.instructions_list) ? r.instructions_list : [];
    const english = String(r.language ?? '').startsWith('en');
    if (!english || !r.title || !Array.isArray(r.ingredients) || !r.ingredients.length || !steps.length)
      continue;
    rows.push({
      title: String(r.title).slice(0, 100),
      description: String(r.description ?? '').slice(0, 500),
      ingredients: r.ingredients.slice(0, 30).map((x) => String(x).slice(0, 100)),
      instructions: steps.slice(0, 20).map((x) => String(x).slice(0, 500)),
    });
  }
  return rows;
}

async function load(client, recipes) {
  for (const [n, r] of recipes.entries()) {
    await client.query(
      `insert into public.recipes (firebase_id, source_version, author_id, title, description, ingredients,
         instructions, language, detected_language, visibility)
       values ($1, 1, 'bench-suggest-author', $2, $3, $4, $5, 'en', 'en', 'public')`,
      [`${PREFIX}${n}`, r.title, r.description, r.ingredients, r.instructions],
    );
  }
}

export async function benchSuggestions(env) {
  console.log('\n7. Recipe suggestions from a title (offline provider, the mirror search)');
  const require = createRequire(fileURLToPath(new URL('../../functions/', import.meta.url)));
  const { similarRecipes } = require('./lib/ai/similar.js');
  const { offlineSuggestionProvider } = require('./lib/platform/ai/suggestions.js');
  const { createServiceClient } = require('./lib/platform/mirror/client.js');
  const supabase = createServiceClient({ url: env.MATKON_MIRROR_URL, serviceKey: env.MIRROR_SERVICE_KEY });
  const provider = offlineSuggestionProvider((input) => similarRecipes(supabase, input));

  const recipes = englishRecipes();
  const heldOut = recipes.filter((_, i) => i % 8 === 0).slice(0, TITLES + WARMUP);
  const known = recipes.filter((_, i) => i % 8 !== 0);
  await withBenchDatabase(env.DATABASE_URL, PREFIX, async (client) => {
    await load(client, known);
    await client.query('analyze public.recipes, public.recipe_search');
    const samples = [];
    let complete = 0;
    for (const [i, { title }] of heldOut.entries()) {
      const keep = i >= WARMUP;
      let draft;
      await timed(keep ? samples : [], async () => {
        draft = await provider.suggest({ title, language: 'en' });
      });
      if (keep && isComplete(draft)) complete += 1;
    }
    const measured = heldOut.length - WARMUP;
    printTable(
      `${measured} held-out English titles against ${known.length.toLocaleString('en')} real recipes in the mirror (after ${WARMUP} warm-up)`,
      [['suggest (similar recipes + draft)', summary(samples)]],
    );
    console.log(
      `complete drafts (a description, 2+ ingredients, 2+ steps): ${complete}/${measured} = ${(complete / measured).toFixed(2)}`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSuggestions(process.env);
}
