import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingIds, linkTargets, markdownFiles } from './links.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('links in README.md and docs/', () => {
  it('every relative link reaches a file, and its anchor a heading of it', () => {
    expect(markdownFiles(ROOT)).toContain('README.md');
    expect(markdownFiles(ROOT)).toContain(join('docs', 'testing.md'));
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it('reads inline links and references, not code', () => {
    const text = [
      'See [a](docs/a.md) and [b](<b c.md> "title").',
      '`[not](a-link.md)`',
      '```',
      '[not](either.md)',
      '```',
      '[ref]: docs/ref.md',
    ].join('\n');
    expect(linkTargets(text)).toEqual(['docs/a.md', 'b c.md', 'docs/ref.md']);
  });

  it('names headings as GitHub does', () => {
    const ids = headingIds(
      '# Demo accounts (local emulator only)\n## What `duplicates` lists, and why\n## Notes\n## Notes',
    );
    expect([...ids]).toEqual([
      'demo-accounts-local-emulator-only',
      'what-duplicates-lists-and-why',
      'notes',
      'notes-1',
    ]);
  });

  it('finds a missing file, a missing heading and a link out of the repository; skips web addresses', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(root, 'docs', 'decisions'), { recursive: true });
    writeFileSync(join(root, 'docs', 'decisions', '0001-x.md'), '# One\n\n## Why\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[ok](docs/decisions/0001-x.md#why)',
        '[here](#top)',
        '# Top',
        '[gone](docs/missing.md)',
        '[no heading](docs/decisions/0001-x.md#how)',
        '[out](../elsewhere/spec.md)',
        '[web](https://example.com/x.md)',
      ].join('\n'),
    );
    writeFileSync(join(root, 'docs', 'page.md'), '[up](../README.md#top) [dir](decisions/)');
    expect(brokenLinks(root)).toEqual([
      { file: 'README.md', target: 'docs/missing.md', problem: 'no such file' },
      { file: 'README.md', target: 'docs/decisions/0001-x.md#how', problem: 'no heading #how' },
      { file: 'README.md', target: '../elsewhere/spec.md', problem: 'leaves the repository' },
    ]);
  });
});
