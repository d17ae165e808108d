// Where npm test's time went: each layer's wall time and share, the slowest test files, and the layers that grew
// past the recorded run (docs/test-times.json). Warnings only: times on a shared 2-core machine are noisy.
import { existsSync, readFileSync } from 'node:fs';

/** A layer is named when it takes this much longer than in the recorded run. */
export const GROWTH_WARNING = 1.25;

/** Lines: one per layer (seconds, share of the run's wall time), slowest first. */
export function layerTimeLines(results, totalSeconds) {
  return [...results]
    .sort((a, b) => b.seconds - a.seconds)
    .map((r) => {
      const share = totalSeconds > 0 ? Math.round((100 * r.seconds) / totalSeconds) : 0;
      return `${String(r.seconds).padStart(5)} s  ${String(share).padStart(3)} %  ${r.name}`;
    });
}

/**
 * The slowest test files of the vitest reports given ({ layer, report, log? }), as { layer, file, seconds }. A JSON
 * report spans a file's tests only; the layer's log has vitest's own line per file (`file (3 tests) 262082ms`),
 * which counts its beforeAll and afterAll hooks too (the axe scan runs in one): the longer of the two is kept.
 */
export function slowestFiles(reports, { root, count = 10 }) {
  const files = [];
  for (const { layer, report, log } of reports) {
    if (!existsSync(report)) continue;
    const logged = log && existsSync(log) ? loggedFileSeconds(readFileSync(log, 'utf8')) : new Map();
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of json.testResults ?? []) {
      if (!file.startTime || !file.endTime) continue;
      const name = file.name.replace(root, '');
      const seconds = Math.max((file.endTime - file.startTime) / 1000, logged.get(name) ?? 0);
      files.push({ layer, file: name, seconds });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** vitest's summary line per file in a layer's log: file → seconds. */
export function loggedFileSeconds(text) {
  const seconds = new Map();
  // eslint-disable-next-line no-control-regex -- the log keeps vitest's colours
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  for (const [, file, ms] of plain.matchAll(/(\S+\.test\.\w+) \(\d+ tests?\)\s+(\d+)ms/g))
    seconds.set(file, Math.max(seconds.get(file) ?? 0, Number(ms) / 1000));
  return seconds;
}

/** The layers whose time grew by more than GROWTH_WARNING over the recorded run, each with both times. */
export function grownLayers(results, recorded) {
  return results
    .filter((r) => {
      const before = recorded[r.slug];
      return typeof before === 'number' && before > 0 && r.seconds > before * GROWTH_WARNING;
    })
    .map((r) => ({
      slug: r.slug,
      seconds: r.seconds,
      recorded: recorded[r.slug],
      growth: Math.round((100 * (r.seconds - recorded[r.slug])) / recorded[r.slug]),
    }));
}

/** docs/test-times.json: { run, seconds: { <layer slug>: s } }, or null when it is missing or unreadable. */
export function readRecordedRun(path) {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8'));
    return json && typeof json.seconds === 'object' ? json : null;
  } catch {
    return null;
  }
}
