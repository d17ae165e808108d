// Lighthouse 12 (mobile emulation, its default) on the built app served by the Hosting emulator, for scripts/bench.mjs
// (DESIGN §11, issue 8 §4). Debian Chromium, headless; one cold Chrome per page. Reports land in
// test-output/lighthouse/ (JSON and HTML per page) and test-output/lighthouse.json (the figures).
// The machine is shared, so each page runs MATKON_LIGHTHOUSE_RUNS times (default 5) and the run with the median
// performance score is reported, with every run's score beside it. On its own, against a running stack:
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:5050 [/path …]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUTPUT = join(ROOT, 'test-output', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** DESIGN §11's targets, on recipe pages. */
export const TARGETS = { performance: 95, accessibility: 100, seo: 100 };

function lighthouse(url, name) {
  const args = [
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${join(OUTPUT, name)}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--quiet',
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}`)),
    );
  });
}

function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    url: report.finalDisplayedUrl ?? report.finalUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    // What kept a score under 100: the failing audits of the three scored categories but performance.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (report.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

const RUNS = Math.max(1, Number(process.env.MATKON_LIGHTHOUSE_RUNS ?? 5));

/** The run with the median performance score (the lower middle one for an even count). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One plain request for the page first: the emulator starts a function instance on its first call (over a second
 * here), a cold start a deployed page behind the CDN's cache does not pay, and the first run alone would measure it.
 */
async function warmUp(url) {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** Runs Lighthouse on each `pages` entry ({ name, path }) of `baseUrl`, one after the other; prints a table. */
export async function benchLighthouse(baseUrl, pages) {
  mkdirSync(OUTPUT, { recursive: true });
  const rows = [];
  for (const { name, path } of pages) {
    await warmUp(`${baseUrl}${path}`);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const file = RUNS > 1 ? `${name}-${run}` : name;
      await lighthouse(`${baseUrl}${path}`, file);
      const report = JSON.parse(readFileSync(join(OUTPUT, `${file}.report.json`), 'utf8'));
      runs.push({ ...figures(report), report: `${file}.report.html` });
    }
    rows.push({ name, path, ...median(runs), runs: runs.map((r) => r.performance) });
  }
  const header = `${'page'.padEnd(40)} perf  a11y  best   seo   LCP ms   TBT ms    CLS   (median of ${RUNS}; every run's perf)`;
  console.log(`\n3. Lighthouse ${'(mobile emulation, built app on the Hosting emulator)'}\n${header}`);
  for (const r of rows) {
    const cells = [r.performance, r.accessibility, r.bestPractices, r.seo].map((v) => String(v).padStart(5));
    console.log(
      `${`${r.name} ${r.path}`.padEnd(40)} ${cells.join(' ')} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)}   ${r.runs.join(' ')}`,
    );
    if (r.failing.length) console.log(`  not passing: ${r.failing.join(', ')}`);
  }
  console.log(
    `targets on recipe pages: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}; reports in test-output/lighthouse/`,
  );
  writeFileSync(join(ROOT, 'test-output', 'lighthouse.json'), `${JSON.stringify(rows, null, 1)}\n`);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: node scripts/bench/lighthouse.mjs <base URL> [/path …]');
  const pages = (paths.length ? paths : ['/']).map((path) => ({
    name: path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home',
    path,
  }));
  await benchLighthouse(baseUrl.replace(/\/$/, ''), pages);
}
