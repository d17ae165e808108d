import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beginMarker, endMarker } from '../docs/generated.mjs';
import { benchSection, captureStdout, recordBench } from './record.mjs';

const meta = { date: '2026-11-29 01:30', commit: 'abc1234', host: '2 cores' };

describe("npm run bench's record in docs/benchmarks.md", () => {
  it('keeps what is written while capturing and passes it through', () => {
    const written = [];
    const stream = { write: (chunk) => written.push(chunk) };
    const stop = captureStdout(stream);
    stream.write('1. Write cost\n');
    stream.write(Buffer.from('p50 4.0 ms\n'));
    expect(stop()).toBe('1. Write cost\np50 4.0 ms\n');
    stream.write('after');
    expect(written).toEqual(['1. Write cost\n', Buffer.from('p50 4.0 ms\n'), 'after']);
  });

  it('writes the run as a text block without colours, headed by when and where', () => {
    const text = benchSection('\n\u001b[1m1. Write cost\u001b[22m\n  p50 4.0 ms\n\n', meta);
    expect(text.split('\n')).toEqual([
      'Latest `npm run bench`: 2026-11-29 01:30 UTC, commit `abc1234`, 2 cores.',
      '',
      '```text',
      '1. Write cost',
      '  p50 4.0 ms',
      '```',
    ]);
  });

  it('replaces the page’s generated section only', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bench-')), 'benchmarks.md');
    writeFileSync(
      path,
      `# Benchmarks\n\n${beginMarker('latest-bench')}\nold\n${endMarker('latest-bench')}\n\nKept.\n`,
    );
    recordBench(path, 'new figures\n', meta);
    const page = readFileSync(path, 'utf8');
    expect(page).toContain('new figures');
    expect(page).not.toContain('old');
    expect(page).toContain('Kept.');
  });
});
