// The search benchmark's rows for COPY (scripts/bench/search.mjs), made in a worker thread: the domain's
// normalisation of a million recipes is minutes of one core, so the worker makes the next chunk while Postgres
// takes the last one. Each chunk: the recipe rows (with the seeds' search terms) and their search rows, built by the
// domain's normalisation (the same words and forms as the SQL twin, search/normalize.emulator.test.ts).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { csvOf } from './copy.mjs';
import { searchCorpus } from './searchData.mjs';

export const RECIPE_COLUMNS = [
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
export const SEARCH_COLUMNS = [
  'recipe_id',
  'author_id',
  'visibility',
  'language',
  'views',
  'rating',
  'vector',
  'title_vector',
];

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

function searchRow(row, search) {
  return {
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
    // ts_filter(vector, '{a}') as the trigger stores it: the title comes first, so its positions are the same
    title_vector: vectorText(search, [[row.title, 'A']]),
  };
}

/** In the worker: answers each request for `count` rows with the next chunk of the corpus as CSV. */
function serve() {
  const require = createRequire(import.meta.url);
  const lib = (path) => require(fileURLToPath(new URL(`../../functions/lib/${path}`, import.meta.url)));
  const search = lib('domain/search/index.js');
  const { recipeSearchTerms } = lib('domain/recipe/searchTerms.js');
  const corpus = searchCorpus();
  parentPort.on('message', (count) => {
    const rows = [];
    for (let i = 0; i < count; i += 1) {
      const recipe = corpus.next().value;
      const fields = { ...recipe, difficulty: 'medium', instructions: [], recipeTip: '', dietary: {} };
      rows.push({ ...recipe, search_terms: recipeSearchTerms(fields) });
    }
    parentPort.postMessage({
      recipes: csvOf(rows, RECIPE_COLUMNS),
      search: csvOf(
        rows.map((row) => searchRow(row, search)),
        SEARCH_COLUMNS,
      ),
    });
  });
}

/** The corpus's rows, a chunk at a time: `next(count)` answers { recipes, search } as CSV; `stop()` ends it. */
export function searchRows() {
  const worker = new Worker(fileURLToPath(import.meta.url));
  let waiting = null;
  worker.on('message', (chunk) => waiting.resolve(chunk));
  worker.on('error', (error) => waiting?.reject(error));
  return {
    next: (count) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage(count);
      }),
    stop: () => worker.terminate(),
  };
}

if (!isMainThread) serve();
