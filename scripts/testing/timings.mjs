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

/** The slowest test files of the vitest reports given ({ layer, report }), as { layer, file, seconds }. */
export function slowestFiles(reports, { root, count = 10 }) {
  const files = [];
  for (const { layer, report } of reports) {
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of json.testResults ?? []) {
      if (!file.startTime || !file.endTime) continue;
      const seconds = (file.endTime - file.startTime) / 1000;
      files.push({ layer, file: file.name.replace(root, ''), seconds });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
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
