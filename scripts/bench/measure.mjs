// Timing and reporting helpers for scripts/bench.mjs: the sizes measured, sequential samples, nearest-rank
// percentiles, a table.
import { performance } from 'node:perf_hooks';

/**
 * The numbers of recipes the scaling benchmarks (search, feeds, recommendations, analytics) measure, smallest
 * first: BENCH_SIZES=10000,100000 for a quick run; 100,000 and 1,000,000 unless given.
 */
export function benchSizes(value = process.env.BENCH_SIZES) {
  const sizes = (value ?? '100000,1000000').split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000 || n % 1000 !== 0))
    throw new Error(`BENCH_SIZES: whole thousands separated by commas, not "${value}"`);
  return sizes.sort((a, b) => a - b);
}

/** 1,000,000 */
export const count = (n) => n.toLocaleString('en');

/** Runs `fn` once and adds its duration in milliseconds to `samples`. */
export async function timed(samples, fn) {
  const start = performance.now();
  await fn();
  samples.push(performance.now() - start);
}

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const summary = (samples) => ({ p50: percentile(samples, 50), p95: percentile(samples, 95) });

/** The summary of each named list of samples. */
export const summaries = (samples) =>
  Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, summary(list)]));

const ms = (value) => value.toFixed(2).padStart(8);

/** Prints one row per variant: name, p50 and p95 in milliseconds. */
export function printTable(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${title}\n${''.padEnd(width)}   p50 ms   p95 ms`);
  for (const [name, { p50, p95 }] of rows) console.log(`${name.padEnd(width)} ${ms(p50)} ${ms(p95)}`);
}

/** Prints `label: a/b` for p50 and p95, as a factor or as a percentage. */
export function printRatio(label, a, b, percent = false) {
  const show = (x) => (percent ? `${Math.round(x * 100)}%` : `${x.toFixed(2)}×`);
  console.log(`${label}: ${show(a.p50 / b.p50)} (p50), ${show(a.p95 / b.p95)} (p95)`);
}

/**
 * How each query's time grows from the smallest run to the largest (`runs`: `{ size, timing }`, small first), side
 * by side: p50 and p95 at each size, then the ratio; `queries` are `[label, timing key]`, `target` says what growth
 * is expected.
 */
export function printScaling(title, target, runs, queries) {
  if (runs.length < 2) return;
  const small = runs[0];
  const large = runs.at(-1);
  const width = Math.max(...queries.map(([label]) => label.length));
  const head = runs.map(({ size }) => `${count(size)}: p50 / p95 ms`.padStart(28)).join('');
  console.log(`\n${title}, ${count(large.size)} / ${count(small.size)} recipes (${target}):`);
  console.log(`${''.padEnd(width)}${head}   ratio p50, p95`);
  for (const [label, key] of queries) {
    const cells = runs.map(({ timing }) => `${timing[key].p50.toFixed(2)} / ${timing[key].p95.toFixed(2)}`);
    const ratio = (p) => `${(large.timing[key][p] / small.timing[key][p]).toFixed(2)}×`;
    console.log(
      `${label.padEnd(width)}${cells.map((c) => c.padStart(28)).join('')}   ${ratio('p50')}, ${ratio('p95')}`,
    );
  }
}
