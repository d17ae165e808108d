// 9. Link imports (issue 32 "Quality bar"): 100 real recipes of ../shared/data rendered as pages in five markup shapes
// (JSON-LD, an @graph, microdata, h-recipe, a page without structured data: the tests' own renderers,
// functions/src/testing/recipePages.ts, loaded through Vite), served by a fixture site on the stack's allowed import
// origin, each imported through POST /api/recipes/import on the Hosting emulator as a cook does: p50/p95 per import,
// per shape and in all. The call allows 30 imports an hour per account, so each cook makes at most 25.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { benchCook } from './fileImport.mjs';
import { printTable, summary } from './measure.mjs';
import { recipeRows } from './recipes.mjs';

export const LINK_IMPORTS = 100;
const SHAPES = ['json-ld', 'graph', 'microdata', 'h-recipe', 'text'];
const PER_COOK = 25;
const WARMUP = 3;

/** A module of the functions' TypeScript test helpers, loaded as the tests load it (they are not built into lib). */
async function testing(name) {
  const path = fileURLToPath(new URL(`../../functions/src/testing/${name}.ts`, import.meta.url));
  return (await runnerImport(path, { configFile: false, logLevel: 'error' })).module;
}

async function fixtureSite(port, pages) {
  const hits = { count: 0 };
  const server = createServer((req, res) => {
    hits.count += 1;
    const page = pages.get(req.url ?? '');
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function benchLinkImport(env) {
  const [{ renderRecipePage }, { sourceRecipe, isWhole }] = await Promise.all([
    testing('recipePages'),
    testing('sourceRecipes'),
  ]);
  const sources = recipeRows(LINK_IMPORTS + WARMUP, (row) => isWhole(sourceRecipe(row))).map(sourceRecipe);
  const pages = new Map(
    sources.map((source, i) => [`/recipe/${i}`, renderRecipePage(source, SHAPES[i % SHAPES.length])]),
  );
  const fixture = new URL(env.MATKON_IMPORT_FIXTURE_URL);
  const site = await fixtureSite(Number(fixture.port), pages);
  const cooks = [];
  for (let i = 0; i < Math.ceil((LINK_IMPORTS + WARMUP) / PER_COOK); i++) cooks.push(await benchCook(env));

  const importOne = async (index) => {
    const cook = cooks[Math.floor(index / PER_COOK)];
    const started = performance.now();
    const response = await fetch(`${env.MATKON_HOSTING_URL}/api/recipes/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cook.idToken}` },
      body: JSON.stringify({
        url: `${fixture.origin}/recipe/${index}`,
        language: 'en',
        botToken: 'test-score-0.9',
      }),
    });
    const answer = await response.json();
    return { ms: performance.now() - started, status: response.status, method: answer.method };
  };

  try {
    // the first calls start the function's instance and load its modules: not what a cook's import costs
    for (let i = LINK_IMPORTS; i < LINK_IMPORTS + WARMUP; i++) await importOne(i);
    const byShape = Object.fromEntries(SHAPES.map((shape) => [shape, []]));
    const all = [];
    const failed = [];
    for (let i = 0; i < LINK_IMPORTS; i++) {
      const result = await importOne(i);
      if (result.status !== 200) failed.push(`/recipe/${i}: ${result.status}`);
      byShape[SHAPES[i % SHAPES.length]].push(result.ms);
      all.push(result.ms);
    }
    console.log(
      `\n9. Link imports (${LINK_IMPORTS} real recipes as pages in ${SHAPES.length} markup shapes, from the fixture site ` +
        `through POST /api/recipes/import on the Hosting emulator, one at a time after ${WARMUP} warm-up)`,
    );
    console.log(
      `${LINK_IMPORTS - failed.length} of ${LINK_IMPORTS} read${failed.length ? `; not: ${failed.join(', ')}` : ''}`,
    );
    printTable('per import', [
      ...SHAPES.map((shape) => [shape, summary(byShape[shape])]),
      ['all', summary(all)],
    ]);
  } finally {
    await site.close();
  }
}
