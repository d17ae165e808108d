#!/usr/bin/env node
// Bundle budgets (DESIGN §11, issue 8 §4) on the built web app (web/dist, which `npm test` builds for the stack):
// the home route's initial JS ≤ 150 KB gzip, and TensorFlow, the admin area and charts never in its chunks. Issue 30's
// target, 135 KB, is a warning: printed above it, never a failure.
// The home route's initial JS: the entry of the built index.html and everything it imports statically (what its
// modulepreload links list), plus the screens the router loads for `/` before it renders (the shell and the home
// route, lazy modules) with their static imports. Module lists come from dist/.vite/chunks.json, written by the
// build (web/vite.config.ts). `node scripts/bundle-budget.mjs [distDir]` prints the sizes and exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 150 * 1000;
/** Issue 30 §1: 15 KB of room under the gate for what comes next. Above it the check warns; only the budget fails. */
export const HOME_JS_TARGET_BYTES = 135 * 1000;

/**
 * The lazy modules the router loads for `/` (web/src/app/router.tsx: the shell layout and the index route); the build
 * reads the same list to keep the prefetched screens' chunk out of them (web/vite.config.ts).
 */
export const HOME_ROUTE_MODULES = JSON.parse(
  readFileSync(fileURLToPath(new URL('../web/home-route-modules.json', import.meta.url)), 'utf8'),
).initial;

/** Code that must only ever load on the screens that use it. */
export const FORBIDDEN_IN_HOME = [
  { name: 'TensorFlow', pattern: /(^|\/)node_modules\/@tensorflow(-models)?\// },
  { name: 'the admin area', pattern: /^web\/src\/features\/admin\// },
  { name: 'charts', pattern: /(^|\/)node_modules\/(recharts|victory[\w-]*|chart\.js|d3-[\w-]+)\// },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The entry script and modulepreload links of index.html, as file names relative to dist. */
export function htmlEntries(html) {
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const module = match[1] === 'script' ? /type="module"/.test(tag) : /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (module && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** Every chunk reachable from `files` through static imports. */
function staticClosure(files, byFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`bundle budget: ${file} is not a chunk of the build (stale chunks.json?)`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The home route's initial chunks, their gzip sizes and the forbidden modules inside them.
 * `readChunk(file)` answers a chunk's bytes.
 */
export function measureHome({ html, chunks, readChunk }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const entries = htmlEntries(html);
  if (entries.length === 0) throw new Error('bundle budget: index.html has no module script');
  const routeChunks = HOME_ROUTE_MODULES.map((module) => {
    const chunk = chunks.find((c) => c.facadeModuleId === module || c.modules.at(-1) === module);
    if (!chunk)
      throw new Error(`bundle budget: no chunk loads ${module} (router changed? see HOME_ROUTE_MODULES)`);
    return chunk.file;
  });
  const files = [...staticClosure([...entries, ...routeChunks], byFile)];
  const sizes = files
    .map((file) => {
      const bytes = readChunk(file);
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const forbidden = FORBIDDEN_IN_HOME.flatMap(({ name, pattern }) =>
    files.flatMap((file) =>
      byFile
        .get(file)
        .modules.filter((id) => pattern.test(id))
        .map((module) => ({ name, file, module })),
    ),
  );
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { entries, sizes, gzip, raw: sizes.reduce((sum, s) => sum + s.raw, 0), forbidden };
}

/**
 * The verdict on a measureHome result: `ok` (within the budget, nothing forbidden), `warning` (over the target, or
 * null) and the lines to print.
 */
export function judgeHome(result) {
  const over = result.gzip > HOME_JS_BUDGET_BYTES;
  const overTarget = result.gzip > HOME_JS_TARGET_BYTES;
  const warning = overTarget
    ? `home route initial JS ${kb(result.gzip)} gzip is over the ${kb(HOME_JS_TARGET_BYTES)} target (issue 30)`
    : null;
  const verdict = over ? ' — OVER BUDGET' : overTarget ? ' — over the target (warning)' : '';
  const lines = [
    `home route initial JS: ${kb(result.gzip)} gzip (${kb(result.raw)} raw) in ${result.sizes.length} chunks; budget ${kb(HOME_JS_BUDGET_BYTES)} gzip, target ${kb(HOME_JS_TARGET_BYTES)}${verdict}`,
    ...result.sizes.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.file}`),
    ...FORBIDDEN_IN_HOME.map(({ name }) => {
      const found = result.forbidden.filter((f) => f.name === name);
      return found.length
        ? `${name} in the home route's chunks: ${found.map((f) => `${f.module} (${f.file})`).join(', ')}`
        : `${name}: not in the home route's chunks`;
    }),
    ...(warning ? [`WARNING: ${warning}`] : []),
  ];
  return { ok: !over && result.forbidden.length === 0, warning, lines };
}

/** Reads web/dist; returns { ok, warning, lines, figures }. */
export function checkBundleBudget(distDir) {
  const report = join(distDir, '.vite', 'chunks.json');
  if (!existsSync(report)) throw new Error(`${report} is missing: build the web app (npm run build -w web)`);
  const chunks = JSON.parse(readFileSync(report, 'utf8'));
  const result = measureHome({
    // web/index.html is built as app.html (APP_SHELL_FILE, functions/src/domain/pages/firstView.ts)
    html: readFileSync(join(distDir, 'app.html'), 'utf8'),
    chunks,
    readChunk: (file) => readFileSync(join(distDir, file)),
  });
  const { ok, warning, lines } = judgeHome(result);
  const figures = {
    homeInitialJsGzip: result.gzip,
    homeInitialJsRaw: result.raw,
    budget: HOME_JS_BUDGET_BYTES,
    target: HOME_JS_TARGET_BYTES,
    chunks: result.sizes,
    forbidden: result.forbidden,
  };
  return { ok, warning, lines, figures };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../web/dist', import.meta.url));
  const { ok, lines } = checkBundleBudget(dist);
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
