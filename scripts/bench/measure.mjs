// Timing and reporting helpers for scripts/bench.mjs: sequential samples, nearest-rank percentiles, a table.
import { performance } from 'node:perf_hooks';

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
 * How each query's time grows from the smaller run to the larger (`runs`: two `{ size, timing }`, small first);
 * `queries` are `[label, timing key]`, `target` says what growth is expected.
 */
export function printScaling(title, target, runs, queries) {
  const [small, large] = runs;
  const sizes = `${large.size.toLocaleString('en')} / ${small.size.toLocaleString('en')} recipes`;
  console.log(`\n${title}, ${sizes} (${target}):`);
  for (const [label, key] of queries) printRatio(`  ${label}`, large.timing[key], small.timing[key]);
}
