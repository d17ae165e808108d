// Where npm test's time went: each layer's wall time and share, the slowest test files, and the layers that grew
// past the recorded run (docs/test-times.json). Warnings only: times on a shared 2-core machine are noisy. A whole
// run that passes becomes the recorded run and rewrites docs/testing.md's generated section (recordedRun,
// testingSection).
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

/**
 * The recorded run a whole `npm test` leaves in docs/test-times.json: what the next run compares its layer times
 * with, and what docs/testing.md's generated section shows. `run` and `seconds` are what readRecordedRun needs.
 */
export function recordedRun(results, { totalSeconds, commit, date }) {
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
  return {
    run: `npm test of ${commit}, ${date} UTC, ${totalSeconds} s`,
    date,
    commit,
    totalSeconds,
    passed,
    failed,
    seconds: Object.fromEntries(results.map((r) => [r.slug, r.seconds])),
  };
}

const count = (n) => n.toLocaleString('en-US');

/** docs/testing.md's generated section, in Markdown, from a recorded run (older records may lack the totals). */
export function testingSection(recorded) {
  const { seconds, totalSeconds } = recorded;
  const head =
    recorded.commit && recorded.date
      ? `Latest whole \`npm test\` run: ${recorded.date} UTC, commit \`${recorded.commit}\`: ` +
        `${count(recorded.passed ?? 0)} tests passed, ${count(recorded.failed ?? 0)} failed, ${totalSeconds} s in all.`
      : `Latest recorded run: ${recorded.run}.`;
  const rows = Object.entries(seconds)
    .sort(([, a], [, b]) => b - a)
    .map(([slug, s]) => {
      const share = totalSeconds > 0 ? `${Math.round((100 * s) / totalSeconds)} %` : '—';
      return `| ${slug} | ${s} s | ${share} |`;
    });
  return [
    head,
    '',
    'Wall time per layer (layers overlap, so the shares add up to more than 100 %):',
    '',
    '| layer | wall time | share of the run |',
    '| --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}
