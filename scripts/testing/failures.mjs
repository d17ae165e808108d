import { stripVTControlCharacters } from 'node:util';

/**
 * The describe blocks of `file` whose hook failed, each with its error's first line: vitest's JSON report keeps no
 * suite's error (its tests read as skipped), so they are read from the default reporter's "Failed Suites" section.
 */
export function suiteErrors(log, file) {
  const lines = stripVTControlCharacters(log).split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const heading = line.match(/^\s*FAIL\s+(\S+) > (.+)$/);
    if (heading?.[1] !== file) return;
    const message = lines.slice(index + 1).find((next) => next.trim()) ?? '';
    found.push(`${file} › ${heading[2]} (a hook): ${message.trim().slice(0, 240)}`);
  });
  return found.length ? found : [`${file}: a hook failed (see the layer's log)`];
}
