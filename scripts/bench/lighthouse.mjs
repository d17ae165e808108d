// Lighthouse 12 (mobile emulation, its default) on the built app served by the Hosting emulator, for scripts/bench.mjs
// (DESIGN §11, issue 8 §4). Debian Chromium, headless; one cold Chrome per page. Reports land in
// test-output/lighthouse/ (JSON and HTML per page) and test-output/lighthouse.json (the figures).
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

/** Runs Lighthouse on each `pages` entry ({ name, path }) of `baseUrl`, one after the other; prints a table. */
export async function benchLighthouse(baseUrl, pages) {
  mkdirSync(OUTPUT, { recursive: true });
  const rows = [];
  for (const { name, path } of pages) {
    await lighthouse(`${baseUrl}${path}`, name);
    const report = JSON.parse(readFileSync(join(OUTPUT, `${name}.report.json`), 'utf8'));
    rows.push({ name, path, ...figures(report) });
  }
  const header = `${'page'.padEnd(40)} perf  a11y  best   seo   LCP ms   TBT ms    CLS`;
  console.log(`\n3. Lighthouse ${'(mobile emulation, built app on the Hosting emulator)'}\n${header}`);
  for (const r of rows) {
    const cells = [r.performance, r.accessibility, r.bestPractices, r.seo].map((v) => String(v).padStart(5));
    console.log(
      `${`${r.name} ${r.path}`.padEnd(40)} ${cells.join(' ')} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)}`,
    );
    if (r.failing.length) console.log(`  not passing: ${r.failing.join(', ')}`);
  }
  console.log(
    `targets on recipe pages: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}; reports in test-output/lighthouse/`,
  );
  writeFileSync(join(ROOT, 'test-output', 'lighthouse.json'), `${JSON.stringify(rows, null, 1)}\n`);
  return rows;
}
