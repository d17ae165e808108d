import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beginMarker, endMarker, replaceGenerated, writeGenerated } from './generated.mjs';

const page = [
  '# Page',
  '',
  'Prose.',
  '',
  beginMarker('run'),
  '',
  'old figures',
  '',
  endMarker('run'),
  '',
  'More.',
].join('\n');

describe('generated sections of docs pages', () => {
  it('replaces only what lies between the markers', () => {
    const next = replaceGenerated(page, 'run', 'new figures\n');
    expect(next).toContain('Prose.');
    expect(next).toContain('More.');
    expect(next).toContain(`${beginMarker('run')}\n\nnew figures\n\n${endMarker('run')}`);
    expect(next).not.toContain('old figures');
    expect(replaceGenerated(next, 'run', 'new figures')).toBe(next);
  });

  it('refuses a page without the section', () => {
    expect(() => replaceGenerated(page, 'bench', 'x')).toThrow(/no generated section "bench"/);
    expect(() => replaceGenerated('# nothing', 'run', 'x')).toThrow();
  });

  it('rewrites the file in place', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'generated-')), 'page.md');
    writeFileSync(path, page);
    writeGenerated(path, 'run', 'written');
    expect(readFileSync(path, 'utf8')).toContain('written');
  });
});
