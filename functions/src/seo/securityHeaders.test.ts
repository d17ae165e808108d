/**
 * The security headers (decision 0052): firebase.json sends exactly the list built in securityHeaders.ts, the policy
 * allows no inline script but the recipe page's start script, and seo-recipePage sets the list on its own answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { recipePageHandler } from './handlers';
import { CSP_DIRECTIVES, SECURITY_HEADERS, scriptHash } from './securityHeaders';
import { SIGNED_IN_SCRIPT, START_SCRIPT, startAfterFirstView } from './startAfterFirstView';

interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};

describe('the security headers', () => {
  it("are firebase.json's headers for every path (paste the expected list into its `**` rule)", () => {
    const every = firebaseJson.hosting.headers.find(({ source }) => source === '**');
    expect(every?.headers).toEqual(SECURITY_HEADERS.map(([key, value]) => ({ key, value })));
  });

  it("allow the start and signed-in scripts by their hashes and no other inline script; no page may frame the site's", () => {
    const scripts = CSP_DIRECTIVES['script-src'] ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([
      scriptHash(START_SCRIPT),
      scriptHash(SIGNED_IN_SCRIPT),
    ]);
    expect(CSP_DIRECTIVES['frame-ancestors']).toEqual(["'none'"]);
    // CSP's hash is of the element's text exactly as served
    const served = startAfterFirstView(
      '<script type="module" crossorigin src="/assets/index-Q.js"></script>',
    );
    const text = /<script type="module">([\s\S]*)<\/script>/.exec(served)?.[1];
    expect(text).toBe(START_SCRIPT);
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("are set by seo-recipePage on its own answers (Hosting's headers are documented for its own files)", async () => {
    const sent: Record<string, string> = {};
    const res = {
      set(fields: Record<string, string>) {
        Object.assign(sent, fields);
        return res;
      },
      status: () => res,
      send: () => res,
    };
    const req = { path: '/recipe/r1/edit', query: {}, headers: { host: '127.0.0.1:5050' } };
    await recipePageHandler(async () => '<!doctype html><html><head></head><body></body></html>')(
      req as unknown as Request,
      res as unknown as Response,
    );
    for (const [key, value] of SECURITY_HEADERS) expect(sent[key]).toBe(value);
  });
});
