import { describe, expect, it } from 'vitest';
import { suiteErrors } from './failures.mjs';

// The tail of vitest 4's default reporter for a file whose describe block's beforeAll threw (colours kept).
const LOG = [
  ' \x1b[31m❯\x1b[39m web/e2e/accounts.e2e.test.ts (17 tests | 6 skipped) 80123ms',
  '\x1b[31m⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
  '',
  '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m web/e2e/accounts.e2e.test.ts\x1b[2m > \x1b[22maccounts journey (he)',
  '\x1b[31m\x1b[1mError\x1b[22m: page.goto: Timeout 30000ms exceeded.\x1b[39m',
  'Call log:',
  '\x1b[36m \x1b[2m❯\x1b[22m web/e2e/accounts.e2e.test.ts:\x1b[2m110:18\x1b[22m\x1b[39m',
].join('\n');

describe('a failed hook in the summary', () => {
  it("names the describe block and its error's first line", () => {
    expect(suiteErrors(LOG, 'web/e2e/accounts.e2e.test.ts')).toEqual([
      'web/e2e/accounts.e2e.test.ts › accounts journey (he) (a hook): Error: page.goto: Timeout 30000ms exceeded.',
    ]);
  });

  it('says where to look when the log names no block of the file', () => {
    expect(suiteErrors(LOG, 'web/e2e/comments.e2e.test.ts')).toEqual([
      "web/e2e/comments.e2e.test.ts: a hook failed (see the layer's log)",
    ]);
  });
});
