import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  grownLayers,
  layerTimeLines,
  loggedFileSeconds,
  readRecordedRun,
  recordedRun,
  slowestFiles,
  testingSection,
} from './timings.mjs';

const results = [
  { slug: 'domain', name: 'domain (pure rules)', seconds: 60 },
  { slug: 'functions', name: 'functions (callables and HTTP)', seconds: 300 },
  { slug: 'browser', name: 'browser (Playwright)', seconds: 240 },
];

describe("npm test's timings", () => {
  it('lists every layer slowest first with its share of the wall time', () => {
    expect(layerTimeLines(results, 600)).toEqual([
      '  300 s   50 %  functions (callables and HTTP)',
      '  240 s   40 %  browser (Playwright)',
      '   60 s   10 %  domain (pure rules)',
    ]);
  });

  it('names a layer only when it grew by more than a quarter over the recorded run', () => {
    const recorded = { domain: 50, functions: 239, browser: 200 };
    expect(grownLayers(results, recorded)).toEqual([
      { slug: 'functions', seconds: 300, recorded: 239, growth: 26 },
    ]);
    expect(grownLayers(results, {})).toEqual([]);
  });

  it('finds the slowest files across the layers’ vitest reports, a missing report skipped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    const report = (files) => ({
      testResults: files.map(([name, seconds]) => ({
        name: `/repo/${name}`,
        startTime: 1000,
        endTime: 1000 + seconds * 1000,
      })),
    });
    writeFileSync(
      join(dir, 'a.json'),
      JSON.stringify(
        report([
          ['a.test.ts', 3],
          ['b.test.ts', 9],
        ]),
      ),
    );
    writeFileSync(join(dir, 'b.json'), JSON.stringify(report([['c.e2e.test.ts', 5]])));
    const found = slowestFiles(
      [
        { layer: 'functions', report: join(dir, 'a.json') },
        { layer: 'browser', report: join(dir, 'b.json') },
        { layer: 'fuzz', report: join(dir, 'missing.json') },
      ],
      { root: '/repo/', count: 2 },
    );
    expect(found).toEqual([
      { layer: 'functions', file: 'b.test.ts', seconds: 9 },
      { layer: 'browser', file: 'c.e2e.test.ts', seconds: 5 },
    ]);
  });

  it('counts a file’s hooks from the layer’s log, where its report spans only its tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    writeFileSync(
      join(dir, 'browser.json'),
      JSON.stringify({
        testResults: [
          { name: '/repo/web/e2e/a11y.e2e.test.ts', startTime: 1000, endTime: 1006 },
          { name: '/repo/web/e2e/feeds.e2e.test.ts', startTime: 1000, endTime: 31000 },
        ],
      }),
    );
    const log = [
      ' \u001b[32m✓\u001b[39m browser  web/e2e/a11y.e2e.test.ts (3 tests) 262082ms',
      ' ✓  browser  web/e2e/feeds.e2e.test.ts (4 tests) 29000ms',
    ].join('\n');
    writeFileSync(join(dir, 'browser.log'), log);
    expect(loggedFileSeconds(log).get('web/e2e/a11y.e2e.test.ts')).toBe(262.082);
    const found = slowestFiles(
      [{ layer: 'browser', report: join(dir, 'browser.json'), log: join(dir, 'browser.log') }],
      { root: '/repo/' },
    );
    expect(found).toEqual([
      { layer: 'browser', file: 'web/e2e/a11y.e2e.test.ts', seconds: 262.082 },
      { layer: 'browser', file: 'web/e2e/feeds.e2e.test.ts', seconds: 30 },
    ]);
  });

  it('reads the recorded run, or nothing when the file is missing or broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ run: 'x', seconds: { domain: 50 } }));
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(readRecordedRun(join(dir, 'ok.json'))?.seconds).toEqual({ domain: 50 });
    expect(readRecordedRun(join(dir, 'broken.json'))).toBeNull();
    expect(readRecordedRun(join(dir, 'missing.json'))).toBeNull();
  });
});

describe('the recorded run and docs/testing.md', () => {
  const layers = [
    { slug: 'domain', seconds: 60, passed: 900, failed: 0 },
    { slug: 'functions', seconds: 300, passed: 1200, failed: 1 },
    { slug: 'browser', seconds: 240, passed: 180, failed: 0 },
  ];

  it('records the layer times readRecordedRun reads back, with the totals', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    const run = recordedRun(layers, { totalSeconds: 600, commit: 'abc1234', date: '2026-11-29 01:00' });
    expect(run).toMatchObject({ commit: 'abc1234', totalSeconds: 600, passed: 2280, failed: 1 });
    writeFileSync(join(dir, 'times.json'), JSON.stringify(run));
    expect(readRecordedRun(join(dir, 'times.json'))?.seconds).toEqual({
      domain: 60,
      functions: 300,
      browser: 240,
    });
  });

  it('writes the section: the run, then its layers slowest first with their share', () => {
    const run = recordedRun(layers, { totalSeconds: 600, commit: 'abc1234', date: '2026-11-29 01:00' });
    const lines = testingSection(run).split('\n');
    expect(lines[0]).toBe(
      'Latest whole `npm test` run: 2026-11-29 01:00 UTC, commit `abc1234`: 2,280 tests passed, 1 failed, 600 s in all.',
    );
    expect(lines.slice(-3)).toEqual([
      '| functions | 300 s | 50 % |',
      '| browser | 240 s | 40 % |',
      '| domain | 60 s | 10 % |',
    ]);
  });

  it('shows an older record that has only its label and times', () => {
    const text = testingSection({ run: 'clean clone, 949 s', seconds: { domain: 182 } });
    expect(text).toContain('Latest recorded run: clean clone, 949 s.');
    expect(text).toContain('| domain | 182 s | — |');
  });
});
