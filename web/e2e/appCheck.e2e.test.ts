/**
 * App Check in the browser (decision 0009): the web's CustomProvider takes its token from the stack's gateway, and
 * every call carries it, `/api/**` calls (through the Hosting rewrite) and callables alike.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_URL, journeyBrowser, withVisitorPage } from './support';

const browser = journeyBrowser();

interface SeenCall {
  readonly path: string;
  readonly token: string | undefined;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    aud: string[];
    exp: number;
  };

describe('App Check: the web sends an integrity token with its calls', () => {
  it("a guest's /api call and callable carry the gateway's token, and one token serves both pages", async () => {
    const calls: Promise<SeenCall>[] = [];
    const tokenRequests: string[] = [];
    const watch = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/app-check/token') tokenRequests.push(url.href);
      const isCall = url.pathname.startsWith('/api/') || url.pathname.endsWith('/users-adminExists');
      if (!isCall || request.method() === 'OPTIONS') return;
      calls.push(
        request
          .allHeaders()
          .then((headers) => ({ path: url.pathname, token: headers['x-firebase-appcheck'] })),
      );
    };
    await withVisitorPage(browser(), async (page) => {
      page.on('request', watch);
      await page.goto(`${WEB_URL}/recipe/demo-orange-olive-oil-cake`);
      await page.locator('[data-testid="recipe-locked"]').waitFor({ timeout: 60_000 });
      await page.goto(`${WEB_URL}/create-admin`);
      await page.locator('section.create-admin--exists').waitFor({ timeout: 60_000 });

      const seen = await Promise.all(calls);
      const paths = seen.map((call) => call.path);
      expect(paths).toContain('/api/recipes/detail');
      expect(paths.some((path) => path.endsWith('/users-adminExists'))).toBe(true);
      for (const call of seen) expect(call.token, call.path).toBeTruthy();
      const tokens = new Set(seen.map((call) => call.token as string));
      expect(tokens.size).toBe(1);
      const claims = claimsOf([...tokens][0] as string);
      expect(claims.sub).toBe('1:000000000000:web:matkon-local');
      expect(claims.aud).toContain('projects/demo-matkon');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      // the second page load reused the token the SDK kept: the gateway was asked once
      expect(tokenRequests).toHaveLength(1);
    });
  });
});
