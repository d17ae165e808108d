/// <reference types="node" />
/**
 * Gate: accessibility (issue 8 §4). axe-core on every route of the router (web/src/app/routeList.ts reads them
 * from the route table, so a new screen is checked the day it lands), in English and Hebrew, at desktop and mobile
 * widths, signed out and signed in (site routes as the demo cook, /admin routes as the demo admin): 0 violations
 * of WCAG 2.1 A and AA. One browser; a context per language and account, pages in parallel.
 * Prints the violations per route and writes them to test-output/axe.json; mobile screenshots (en, he) of the home
 * page and a recipe page go to test-output/screenshots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routePatterns, type RoutePattern } from '@/app/routeList';
import {
  ADMIN,
  WEB_URL,
  axeViolations,
  journeyBrowser,
  queryMirror,
  screenshot,
  signInPage,
  type Violation,
  WCAG,
  newContext,
} from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const WIDTHS = { desktop: { width: 1280, height: 860 }, mobile: { width: 390, height: 844 } } as const;
const LANGUAGES = {
  en: { locale: 'en-US', timezoneId: 'UTC' },
  he: { locale: 'he-IL', timezoneId: 'Asia/Jerusalem' },
};
const PARALLEL_PAGES = 4;
const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));

/** A seeded public recipe by the demo cook (functions/src/seed/demoRecipesData.ts). */
const DEMO_RECIPE = 'demo-charred-corn-salad';
const DEMO_USERNAME = 'dana_cook';

type Language = keyof typeof LANGUAGES;
type Width = keyof typeof WIDTHS;
type Account = 'guest' | 'signed-in';

interface Scan {
  pattern: string;
  url: string;
  language: Language;
  width: Width;
  account: Account;
  /** The path the page ended on (a guard may redirect). */
  landed: string;
  violations: Violation[];
  /** Set when the page never settled (still loading): the scan ran anyway. */
  note?: string;
  /** A guard redirected to a screen scanned already for this route: its scan stands for this one. */
  sameAs?: string;
}

/** A real value for each route parameter, by pattern: a new route with a parameter must be given one here. */
function sampleValues(cookUid: string): Record<string, Record<string, string>> {
  return {
    '/recipe/:id': { id: DEMO_RECIPE },
    '/recipe/:id/edit': { id: DEMO_RECIPE },
    '/recipe/:id/version': { id: DEMO_RECIPE },
    '/recipe/:id/print': { id: DEMO_RECIPE },
    '/recipe/:id/cook': { id: DEMO_RECIPE },
    '/share/:token': { token: 'a11y-sample-token' },
    '/user/:id': { id: cookUid },
    '/:username': { username: DEMO_USERNAME },
    '/admin/recipes/:id': { id: DEMO_RECIPE },
  };
}

function urlOf(pattern: string, samples: Record<string, Record<string, string>>): string | undefined {
  if (pattern === '/*') return '/a11y/no-such-page';
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = samples[pattern]?.[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

/**
 * The page has its language, shows the screen of the address bar (main's data-path: the router keeps the old screen
 * while a lazy route loads) and nothing is still loading (splash, spinners, skeletons).
 */
async function settle(page: Page, language: Language): Promise<string | undefined> {
  try {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForFunction(
      (lng) =>
        document.documentElement.lang === lng &&
        document.querySelector('main')?.dataset.path === window.location.pathname &&
        document.querySelector('.splash, .page-loading, [aria-busy="true"]') === null,
      language,
      { timeout: 60_000, polling: 50 },
    );
    return undefined;
  } catch {
    return 'did not settle within 60 s';
  }
}

/** How many routes one page visits by client-side navigation before a fresh page takes the next ones. */
const ROUTES_PER_PAGE = 12;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A link's navigation without a link: the router reads the new address on popstate, as on Back or Forward. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

const browser = journeyBrowser();
const scans: Scan[] = [];
let unsampled: string[] = [];
const started = Date.now();

beforeAll(async () => {
  const [cook] = await queryMirror<{ firebase_id: string }>(
    'select firebase_id from public.profiles where username = $1',
    [DEMO_USERNAME],
  );
  if (!cook) throw new Error(`the demo cook ${DEMO_USERNAME} is not seeded`);
  const samples = sampleValues(cook.firebase_id);
  const routes = routePatterns();
  unsampled = routes.filter((r) => urlOf(r.pattern, samples) === undefined).map((r) => r.pattern);

  // A context per language and account; every route at both widths in it.
  const contexts = new Map<string, BrowserContext>();
  const contextFor = async (language: Language, account: Account, area: RoutePattern['area']) => {
    const who = account === 'guest' ? 'guest' : area === 'admin' ? 'admin' : 'cook';
    const key = `${language}/${who}`;
    let context = contexts.get(key);
    if (!context) {
      const options = { ...LANGUAGES[language], viewport: WIDTHS.desktop, reducedMotion: 'reduce' as const };
      context = await newContext(browser(), options);
      await context.addInitScript((lng) => localStorage.setItem('matkon.language', lng), language);
      if (who !== 'guest')
        await (await signInPage(context, who === 'admin' ? ADMIN : COOK, { at: null })).close();
      contexts.set(key, context);
    }
    return context;
  };
  const tasks = routes.flatMap((route) => {
    const url = urlOf(route.pattern, samples);
    if (!url) return [];
    return (['guest', 'signed-in'] as const).flatMap((account) =>
      (['en', 'he'] as const).map((language) => ({ route, url, account, language })),
    );
  });
  // Contexts sign in one after the other before the scans start (logins in parallel would race the bot check).
  for (const task of tasks) await contextFor(task.language, task.account, task.route.area);

  // A context's routes in runs of a few, each run one page: the first route loaded, the others reached by
  // client-side navigation as a reader moves through the app (no reload, so the app and axe are parsed once a run).
  const groups = new Map<string, typeof tasks>();
  for (const task of tasks) {
    const key = `${task.language}/${task.account}/${task.route.area}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  const runs = [...groups.values()].flatMap((group) => chunks(group, ROUTES_PER_PAGE));
  const scanned = new Map<string, string>();
  const worker = async () => {
    for (let run = runs.shift(); run; run = runs.shift()) {
      const first = run[0];
      if (!first) continue;
      const page = await (await contextFor(first.language, first.account, first.route.area)).newPage();
      try {
        for (const [index, { route, url, account, language }] of run.entries()) {
          if (index === 0) await page.goto(`${WEB_URL}${url}`);
          else await navigateInApp(page, url);
          await page.setViewportSize(WIDTHS.desktop);
          let note = await settle(page, language);
          const landed = new URL(page.url()).pathname;
          // A guard's redirect lands on a screen already checked in the same context: no second scan.
          const key = `${language}/${account}/${route.area}/${landed}`;
          const sameAs = landed !== url ? scanned.get(key) : undefined;
          if (!sameAs) scanned.set(key, url);
          for (const width of ['desktop', 'mobile'] as const) {
            if (width === 'mobile') {
              await page.setViewportSize(WIDTHS.mobile);
              note ??= await settle(page, language);
            }
            const violations = sameAs ? [] : await axeViolations(page, WCAG);
            scans.push({
              pattern: route.pattern,
              url,
              language,
              width,
              account,
              landed,
              violations,
              note,
              sameAs,
            });
          }
          if (account === 'guest' && (url === '/' || route.pattern === '/recipe/:id')) {
            await page.evaluate(() => window.scrollTo(0, 0));
            await screenshot(page, `a11y-${url === '/' ? 'home' : 'recipe'}-mobile-${language}`);
          }
        }
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  await Promise.all([...contexts.values()].map((context) => context.close()));
  report();
}, 900_000);

/** One line per route: the violations per language, width and account; details below; JSON in test-output/. */
function report() {
  const seconds = Math.round((Date.now() - started) / 1000);
  const patterns = [...new Set(scans.map((s) => s.pattern))];
  const columns = (['guest', 'signed-in'] as const).flatMap((account) =>
    (['en', 'he'] as const).flatMap((language) =>
      (['desktop', 'mobile'] as const).map((width) => ({ account, language, width })),
    ),
  );
  const lines = [
    `axe-core ${WCAG.join(', ')}: ${scans.length} page scans of ${patterns.length} routes in ${seconds}s`,
    `violations per route (${columns.map((c) => `${c.account === 'guest' ? 'out' : 'in'}-${c.language}-${c.width[0]}`).join(' ')}):`,
  ];
  for (const pattern of patterns) {
    const counts = columns.map(
      (c) =>
        scans.find(
          (s) =>
            s.pattern === pattern &&
            s.account === c.account &&
            s.language === c.language &&
            s.width === c.width,
        )?.violations.length ?? '-',
    );
    lines.push(`  ${pattern.padEnd(30)} ${counts.join(' ')}`);
  }
  for (const s of scans.filter((s) => s.violations.length || s.note)) {
    lines.push(`${s.url} [${s.language} ${s.width} ${s.account} → ${s.landed}]${s.note ? ` ${s.note}` : ''}`);
    for (const v of s.violations)
      lines.push(`  ${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
  }
  const total = scans.reduce((sum, s) => sum + s.violations.length, 0);
  lines.push(`total violations: ${total}`);
  console.log(lines.join('\n'));
  mkdirSync(OUTPUT, { recursive: true });
  const byRoute = Object.fromEntries(
    patterns.map((pattern) => [
      pattern,
      scans.filter((s) => s.pattern === pattern).reduce((sum, s) => sum + s.violations.length, 0),
    ]),
  );
  writeFileSync(
    `${OUTPUT}axe.json`,
    `${JSON.stringify({ tags: WCAG, seconds, scans: scans.length, routes: patterns.length, total, byRoute, details: scans }, null, 1)}\n`,
  );
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('has a real value for every route parameter', () => {
    expect(unsampled).toEqual([]);
  });

  it('scans every route of the router in en and he, desktop and mobile, signed out and signed in', () => {
    const patterns = new Set(scans.map((s) => s.pattern));
    for (const { pattern } of routePatterns()) expect(patterns, pattern).toContain(pattern);
    expect(scans.length).toBe(patterns.size * 8);
    expect(scans.filter((s) => s.note).map((s) => `${s.url} ${s.language} ${s.width} ${s.account}`)).toEqual(
      [],
    );
  });

  it('finds no WCAG 2.1 A or AA violation on any of them', () => {
    const failing = scans
      .filter((s) => s.violations.length)
      .map(
        (s) =>
          `${s.url} [${s.language} ${s.width} ${s.account}]: ${s.violations.map((v) => v.id).join(', ')}`,
      );
    expect(failing).toEqual([]);
  });
});
