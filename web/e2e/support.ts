/// <reference types="node" />
/**
 * Shared pieces of the browser journeys (DESIGN §9: playwright-core + Debian chromium against the local stack).
 * The stack's URLs come from the environment that `scripts/stack.mjs` writes (.state/stack-N/env.sh).
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { LANGUAGE_QUEUE } from '@domain/personal/constants';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';

export const WEB_URL = (process.env.MATKON_WEB_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
export const DATABASE_URL = process.env.DATABASE_URL;
export const ADMIN = { email: 'admin@matkon.local', password: 'matkon-admin' } as const;
/**
 * This run's suffix for what a journey names (emails, titles, usernames), so a rerun on the same stack makes new ones.
 * The journey files share this module (vitest.config.ts), so one suffix serves the whole layer: each file puts words
 * of its own before it.
 */
export const RUN = Date.now().toString(36).slice(-6);

const SCREENSHOTS = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));
const JOURNEY_COSTS = fileURLToPath(new URL('../../test-output/journey-costs.jsonl', import.meta.url));

/**
 * One line per screenshot and axe scan in test-output/journey-costs.jsonl (kind, name, milliseconds), so what the
 * journeys spend their minutes on is read from a run, not guessed.
 */
function recordCost(kind: 'screenshot' | 'axe', name: string, startedAt: number): void {
  const ms = Math.round(performance.now() - startedAt);
  mkdirSync(dirname(JOURNEY_COSTS), { recursive: true });
  appendFileSync(JOURNEY_COSTS, `${JSON.stringify({ kind, name, ms })}\n`);
}

/**
 * Which Chromium a journey runs in (decision 0054). `shell`: Debian's chromium-headless-shell, the same Blink and V8
 * without the desktop browser around them, which costs about a tenth less CPU per journey. `full`: Debian's whole
 * Chromium, whose headless mode is the one that grants the Notification API (the headless shell refuses it whatever
 * the context allows), for the journeys of the browser's own notifications. CHROMIUM_PATH runs every journey in one.
 */
export type BrowserBuild = 'shell' | 'full';

const EXECUTABLES: Record<BrowserBuild, string> = {
  shell: '/usr/bin/chromium-headless-shell',
  full: '/usr/bin/chromium',
};

const sharedBrowsers = new Map<BrowserBuild, Promise<Browser>>();

/**
 * The layer's Chromium of that build: the journey files run one after another in one module graph (vitest.config.ts),
 * so they share it instead of each paying a browser's start (~1 CPU s and ~0.8 s). Every visitor still gets a context
 * of its own; a file gives its contexts back with `releaseBrowser`. A browser that died is started again for the next
 * file.
 */
export async function launchBrowser(build: BrowserBuild = 'shell'): Promise<Browser> {
  const running = await sharedBrowsers.get(build)?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launched = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? EXECUTABLES[build],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  sharedBrowsers.set(build, launched);
  return launched;
}

/**
 * A journey file's end: every context it opened on the shared browser is closed (the browser stays for the next),
 * then the file fails if any of its pages broke the site's Content-Security-Policy.
 */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  assertNoPolicyViolations();
}

/** What the browser refused under the site's Content-Security-Policy since the last check (decision 0052). */
const policyViolations: string[] = [];

/**
 * A context on the journeys' browser whose Content-Security-Policy violations are recorded: every journey makes its
 * contexts here (or with newVisitor). Chromium reports each violation as a console error naming the policy, which
 * Playwright delivers whether anyone listens or not, so watching costs a listener and nothing per page.
 */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  // The site's service worker answers from its caches and hides requests from page.route(): journeys see the network
  // as it is, and the offline journey (offline.e2e) turns the worker on for its own contexts (decision 0065).
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  // A loaded machine: a page's first load of a cold function (home's first view on a fresh stack) may take longer
  // than Playwright's default 30 s; every page of every journey's context waits as long.
  context.setDefaultNavigationTimeout(120_000);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      policyViolations.push(`${message.page()?.url() ?? message.location().url}: ${message.text()}`);
  });
  return context;
}

/** How many violations are recorded and not yet checked. */
export function policyViolationCount(): number {
  return policyViolations.length;
}

/** Throws, naming them, when a page broke the policy since the last check; the record starts again either way. */
export function assertNoPolicyViolations(): void {
  const found = policyViolations.splice(0);
  if (found.length > 0)
    throw new Error(`Content-Security-Policy violations on the journeys' pages:\n${found.join('\n')}`);
}

/**
 * The journey file's browser (`full` for the Notification API): launched before its tests, its contexts closed after
 * them; the getter answers it once launched.
 */
export function journeyBrowser(build: BrowserBuild = 'shell'): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(build);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });
  return () => {
    if (!browser) throw new Error('the journey browser is not launched yet');
    return browser;
  };
}

/**
 * A page on a fresh visitor context for the enclosing describe block: `open` makes it on the context before the
 * block's tests and it is handed to `onOpen`; the context is closed after them.
 */
function pageForBlock(
  browser: () => Browser,
  open: (context: BrowserContext) => Promise<Page>,
  onOpen: (page: Page) => void,
): void {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await newVisitor(browser());
    onOpen(await open(context));
  });
  afterAll(async () => {
    await context?.close();
  });
}

/** A fresh visitor's page for the enclosing describe block (pageForBlock). */
export function visitorPage(browser: () => Browser, onOpen: (page: Page) => void): void {
  pageForBlock(browser, (context) => context.newPage(), onOpen);
}

/**
 * `account` signed in on a fresh visitor context for the enclosing describe block (pageForBlock): granted
 * `permissions` on the site, the interface in `language`, the page on `at` (signInPage).
 */
export function accountPage(
  browser: () => Browser,
  account: { email: string; password: string },
  onOpen: (page: Page) => void,
  {
    language = 'en',
    permissions = [],
    at,
  }: { language?: 'en' | 'he'; permissions?: string[]; at?: SignedInStart } = {},
): void {
  pageForBlock(
    browser,
    async (context) => {
      await context.grantPermissions(permissions, { origin: WEB_URL });
      return signInPage(context, account, { at, language: chosenLanguage(language) });
    },
    onOpen,
  );
}

/** The text of the newest toast of `type` once one shows (recipe saves on a cold stack can take a minute). */
export async function toastText(
  page: Page,
  type: 'success' | 'error' | 'warning' | 'info',
  timeoutMs = 30_000,
): Promise<string> {
  const toast = page.locator(`[data-testid="toast"][data-type="${type}"]`).last();
  await toast.waitFor({ timeout: timeoutMs });
  return ((await toast.textContent()) ?? '').trim();
}

/** A fresh visitor: English browser, UTC time zone (so the language resolves to en), a desktop viewport. */
export function newVisitor(browser: Browser): Promise<BrowserContext> {
  return newContext(browser, { locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1280, height: 860 } });
}

/** Runs `use` on a page of a fresh visitor (newVisitor) and closes the visitor's context after it, passed or failed. */
export async function withVisitorPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await newVisitor(browser);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** How many screenfuls a whole-page screenshot keeps (screenshot). */
const SHOT_SCREENS = 4;

/**
 * A screenshot `name` for a person to look at: JPEG, which Chromium encodes in half the CPU time of a PNG and a third
 * of its size (decision 0032); text and edges stay sharp enough at quality 80 to judge a layout. A whole page stops
 * after SHOT_SCREENS screenfuls: a feed runs to 13,000 px on a phone, and drawing all of it cost three times the
 * screenshot of its first four screens with nothing more to judge.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}${name}.jpg`;
  const startedAt = performance.now();
  const viewport = page.viewportSize();
  const height = fullPage ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
  const clip =
    viewport && height > viewport.height * SHOT_SCREENS
      ? { x: 0, y: 0, width: viewport.width, height: viewport.height * SHOT_SCREENS }
      : undefined;
  await page.screenshot({ path, fullPage, clip, type: 'jpeg', quality: 80 });
  recordCost('screenshot', name, startedAt);
  return path;
}

/** The page as it is now: a whole-page screenshot `name`, then no WCAG violation (the message names the shot). */
export async function screenCheck(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await noViolations(page, name);
}

/** A phone in the kitchen: every screen must work at this size (390×844 CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The page as a phone shows it: at 390×844, nothing wider than the screen (a wide table scrolls inside its own
 * region), a screenshot `name`, no WCAG violation; then the viewport the page had. The whole page is shot, or, given
 * `section` (a home section on a long feed), the screenful that opens with it, its pictures drawn.
 */
export function phoneCheck(page: Page, name: string, section?: Locator): Promise<void> {
  return atPhoneWidth(page, name, section, true);
}

/**
 * phoneCheck without the axe scan, for a state a journey has just scanned at desktop width (screenCheck) or that
 * the accessibility gate scans at 390 px already (every route, en and he, a11y.e2e): one scan per state, its phone
 * layout still checked and shot.
 */
export function phoneLayoutCheck(page: Page, name: string, section?: Locator): Promise<void> {
  return atPhoneWidth(page, name, section, false);
}

async function atPhoneWidth(
  page: Page,
  name: string,
  section: Locator | undefined,
  scan: boolean,
): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    // two frames: the layout (and any media query listener) has caught up with the new width
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (section) {
      await section.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        // below the sticky header, not under it
        window.scrollBy(0, -(document.querySelector('header')?.getBoundingClientRect().height ?? 0) - 8);
      });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('img')].every((img) => {
            const box = img.getBoundingClientRect();
            return img.complete || box.bottom < 0 || box.top > window.innerHeight;
          }),
        null,
        { timeout: 30_000 },
      );
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, name, !section);
    expect(overflow, `${name}: the page is ${overflow}px wider than a phone`).toBeLessThanOrEqual(0);
    if (scan) await noViolations(page, name);
  } finally {
    if (before && (before.width !== PHONE.width || before.height !== PHONE.height))
      await page.setViewportSize(before);
  }
}

/** The page's writing direction as <html dir> says it: 'rtl' in Hebrew, 'ltr' in the other languages. */
export function pageDirection(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dir);
}

/** A namespace's interface texts in `language`, as the app has them (src/locales/<language>/<namespace>.json). */
export function localeTexts<T>(language: string, namespace: string): T {
  return JSON.parse(
    readFileSync(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
}

/** Picks an interface language with the shell's language selector and waits for <html lang>. */
export async function chooseLanguage(page: Page, language: 'en' | 'he' | 'fr' | 'it'): Promise<void> {
  await page.locator('select.language-selector__select').first().selectOption(language);
  await page.waitForFunction((lng) => document.documentElement.lang === lng, language);
}

/**
 * Signs the demo admin in (signInPage), in English: at sign-in the language saved in the admin's profile (Hebrew,
 * after another journey's Hebrew pass) would otherwise switch the page.
 */
export async function signInAsAdmin(context: BrowserContext, at: SignedInStart = '/'): Promise<Page> {
  return signInPage(context, ADMIN, { at, language: 'en' });
}

/** The category pills as the visitor sees them: [id, visible text] in screen order (All first). */
export async function readPills(page: Page): Promise<{ id: string; text: string; current: boolean }[]> {
  return page.locator('nav.category-pills a.category-pills__pill').evaluateAll((links) =>
    links.map((a) => ({
      id: a.getAttribute('data-category-id') ?? '',
      text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      current: a.getAttribute('aria-current') === 'page',
    })),
  );
}

export async function dietaryOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="dietary-list"] > li')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-option-id') ?? ''));
}

/**
 * Direct Firestore emulator access (REST, "Bearer owner" bypasses the rules): the test's own fixtures only,
 * such as a recipe that uses a category (recipes cannot be created through the product yet).
 */
export async function firestoreDoc(
  method: 'PATCH' | 'GET' | 'DELETE',
  path: string,
  fields?: Record<string, unknown>,
) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: source the stack env (.state/stack-N/env.sh)');
  const project = process.env.GCLOUD_PROJECT ?? 'demo-matkon';
  const response = await fetch(
    `http://${host}/v1/projects/${project}/databases/(default)/documents/${path}`,
    {
      method,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: fields ? JSON.stringify({ fields }) : undefined,
    },
  );
  if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
    throw new Error(`Firestore ${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return method === 'GET' ? ((await response.json()) as { fields?: Record<string, unknown> }) : undefined;
}

export async function queryMirror<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is not set: source the stack env (.state/stack-N/env.sh)');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A Firestore document once it exists, or null after the wait. The protocol writes the mirror before Firestore, so a
 * row seen in the mirror does not yet mean the document is there.
 */
export function committedDoc(path: string, timeoutMs = 20_000) {
  return eventually(
    () => firestoreDoc('GET', path).catch(() => undefined),
    (doc) => doc !== undefined,
    timeoutMs,
  );
}

/** The mirror's rows for `sql` once there are `count` of them (the protocol writes the mirror in its own time). */
export function mirrorRows<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[],
  { count = 1, timeoutMs = 20_000 } = {},
): Promise<T[]> {
  return eventually(
    () => queryMirror<T>(sql, params),
    (rows) => rows.length === count,
    timeoutMs,
  );
}

/**
 * The page's language events go out now: its clock (installed with `page.clock.install()` before the page loaded)
 * jumps past the queue's batch delay, which the queue would otherwise wait out before it sends (001 §9).
 */
export async function sendLanguageQueue(page: Page): Promise<void> {
  await page.clock.fastForward(LANGUAGE_QUEUE.batchDelayMs);
}

/** Polls `read` until `accept` holds (the mirror and live listeners are eventually consistent). */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

// ------------------------------------------------------------------------------------------------ real PNG files

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG: a warm diagonal gradient with a round "plate" in the middle (food, no people). */
export function makePng(width: number, height: number, hue: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      const inPlate = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 3) ** 2;
      const [r, g, b] = inPlate ? [245, 240, 230] : hue.map((v) => Math.round(v * (0.6 + 0.4 * t)));
      row[1 + x * 3] = r ?? 0;
      row[2 + x * 3] = g ?? 0;
      row[3 + x * 3] = b ?? 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Uploads a generated 240×240 PNG of `hue` as the profile photo through the photo box's file input (labelled
 * `texts.upload`; it looks like a button) and waits for the success toast saying `texts.uploaded`.
 */
export async function uploadProfilePhoto(
  page: Page,
  photo: Locator,
  texts: { upload: string; uploaded: string },
  hue: [number, number, number],
): Promise<void> {
  await photo.getByLabel(texts.upload).setInputFiles({
    name: `me-${RUN}.png`,
    mimeType: 'image/png',
    buffer: makePng(240, 240, hue),
  });
  await expect
    .poll(() => page.locator('[data-testid="toast"][data-type="success"]').allTextContents(), {
      timeout: 30_000,
    })
    .toContainEqual(expect.stringContaining(texts.uploaded));
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The accessibility gate's rules: WCAG 2.1 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The page has no WCAG 2.1 A/AA violation (the violations, after `what` when given, as the message). */
export async function noViolations(page: Page, what = ''): Promise<void> {
  const startedAt = performance.now();
  const violations = await axeViolations(page, WCAG);
  recordCost('axe', what, startedAt);
  expect(violations, `${what}${what ? ': ' : ''}${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** axe-core's violations of the given tags (the gate's WCAG rules by default) on the page as it is now. */
export async function axeViolations(page: Page, tags: readonly string[] = WCAG): Promise<Violation[]> {
  // once per document: a page that scans again (another width, a client-side navigation) keeps its axe; evaluated
  // through the DevTools protocol, which the page's policy does not govern (an inline <script> tag it refuses)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const results = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const options = { runOnly: { type: 'tag', values }, resultTypes: ['violations'] };
    return (await axe.run(document, options)) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
  }, tags);
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
}

/** An account made straight in the Auth emulator, verified (with a display name when given). */
export async function createVerifiedAccount(
  email: string,
  password: string,
  displayName?: string,
): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: source the stack env (.state/stack-N/env.sh)');
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const created = await fetch(`${base}/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  // EMAIL_EXISTS, say, when a journey's retry makes its cook again under the same run suffix
  if (!created.ok) throw new Error(`accounts:signUp ${email}: ${created.status} ${await created.text()}`);
  const { localId } = (await created.json()) as { localId: string };
  const updated = await fetch(`${base}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true, ...(displayName ? { displayName } : {}) }),
  });
  if (!updated.ok) throw new Error(`accounts:update ${updated.status} ${await updated.text()}`);
  return localId;
}

/** The Auth emulator's REST sign-in with an email and password (the call the login form makes). */
async function passwordSignIn(account: { email: string; password: string }) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: source the stack env (.state/stack-N/env.sh)');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`${account.email} could not sign in: ${await response.text()}`);
  return (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
}

/** An ID token for an email/password account, from the Auth emulator's REST sign-in. */
export async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  return (await passwordSignIn(account)).idToken;
}

/** A callable function (`recipes-create`…) as the token's user, straight through the Functions emulator. */
export async function callFunctionAs(name: string, data: unknown, token: string): Promise<unknown> {
  const functions = process.env.MATKON_FUNCTIONS_URL;
  if (!functions) throw new Error('MATKON_FUNCTIONS_URL is not set: source the stack env');
  const response = await fetch(`${functions}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The web build's Firebase API key (the emulators accept any). */
const API_KEY = process.env.VITE_FIREBASE_API_KEY || 'demo-key';

/** The key under which the Firebase Auth SDK keeps its signed-in user (the build's API key, the default app). */
const AUTH_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

/** A journey in English runs in the browser's own language; any other is chosen in the browser first. */
const chosenLanguage = (language: 'en' | 'he') => (language === 'en' ? undefined : language);

/**
 * A signed-in session for `account` as the Firebase Auth SDK keeps it in the browser: the Auth emulator's REST
 * sign-in (the one the login form makes) and the user record the SDK writes after it. The SDK reloads the record
 * from the Auth emulator when the app starts, so only the ids and tokens have to be right.
 */
async function storedSession(account: {
  email: string;
  password: string;
}): Promise<{ token: string; record: string }> {
  const signedIn = await passwordSignIn(account);
  const record = JSON.stringify({
    uid: signedIn.localId,
    email: account.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.idToken,
      expirationTime: Date.now() + Number(signedIn.expiresIn) * 1000,
    },
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  });
  return { token: signedIn.idToken, record };
}

/**
 * Where a journey's signed-in page starts: a screen of the site (home unless given), or `null` for none yet, when
 * the journey's first step opens its own screen (`page.goto`): the app then starts there, signed in.
 */
export type SignedInStart = string | null;

/**
 * `account` signed in on a new page of `context`, the interface in `language` when given, the page on `at`.
 * The journeys' setup makes the calls the login form makes (the Auth emulator's password sign-in, then
 * users-ensureProfile, which the form waits for before it leaves /login) and puts the session where the Firebase
 * SDK keeps it, on a blank page of the site's origin that never reaches the server; the app starts signed in, as on
 * any return visit. The form itself is the accounts journey's subject: loading /login and then home for every
 * journey's cook cost more CPU than the screens the journeys are about.
 */
export async function signInPage(
  context: BrowserContext,
  account: { email: string; password: string },
  { at = '/', language }: { at?: SignedInStart; language?: 'en' | 'he' } = {},
): Promise<Page> {
  const { token, record } = await storedSession(account);
  await callFunctionAs('users-ensureProfile', { language: language ?? 'en' }, token);
  const page = await context.newPage();
  const blank = `${WEB_URL}/__journey-session`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(blank);
  await page.evaluate(
    ({ key, value, lng }) => {
      localStorage.setItem(key, value);
      if (lng) localStorage.setItem('matkon.language', lng);
    },
    { key: AUTH_USER_KEY, value: record, lng: language },
  );
  await page.unroute(blank);
  if (at !== null) await page.goto(`${WEB_URL}${at}`);
  return page;
}

/** A new verified cook of a journey, signed in on a visitor context of its own. */
export interface SignedUpCook {
  readonly uid: string;
  readonly account: { readonly email: string; readonly password: string };
  readonly context: BrowserContext;
  readonly page: Page;
}

/** Who signUpCook makes: the journey's name, the interface language, and the run's suffix (RUN unless given). */
export interface JourneyCook {
  journey: string;
  language: 'en' | 'he';
  run?: string;
  /** Where the cook's page starts (signInPage); home unless given. */
  at?: SignedInStart;
}

const cooksMade = new Set<string>();

/**
 * Makes a verified cook named for the journey and the run (`AI cook he k3x9…`: the name becomes the channel's
 * username, which a rerun on the same stack could not take again) and signs them in on a new visitor context, the
 * interface in `language`.
 */
export async function signUpCook(browser: Browser, cook: JourneyCook): Promise<SignedUpCook> {
  const { journey, language, run = RUN, at } = cook;
  const slug = journey.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const account = { email: `${slug}-${language}-${run}@matkon.test`, password: `matkon-${slug}-cook` };
  // two journeys named alike would sign up one account: the second fails with the emulator's EMAIL_EXISTS
  if (cooksMade.has(account.email))
    throw new Error(`Two journeys make the cook "${journey}" in ${language}: give one of them another name`);
  cooksMade.add(account.email);
  const uid = await createVerifiedAccount(
    account.email,
    account.password,
    `${journey} cook ${language} ${run}`,
  );
  const context = await newVisitor(browser);
  const page = await signInPage(context, account, { at, language: chosenLanguage(language) });
  return { uid, account, context, page };
}

/**
 * A new cook (signUpCook) for the enclosing describe block: signed up before its tests (after the block's earlier
 * beforeAll hooks) and handed to `onOpen`; dismissed after them (dismissCook).
 */
export function cookForBlock(
  browser: () => Browser,
  cook: JourneyCook,
  onOpen: (cook: SignedUpCook) => void,
): void {
  let signedUp: SignedUpCook | undefined;
  beforeAll(async () => {
    signedUp = await signUpCook(browser(), cook);
    onOpen(signedUp);
  }, 240_000);
  afterAll(() => dismissCook(signedUp));
}

/**
 * Closes the cook's context and deletes every recipe they wrote (the mirror's, which has a recipe before Firestore
 * does) through recipes-delete, so a journey's public recipe is not left for other layers' searches; a cook never
 * made, or one who cannot sign in, leaves nothing to do.
 */
async function dismissCook(cook: SignedUpCook | undefined): Promise<void> {
  if (!cook) return;
  await cook.context.close();
  const written = await queryMirror<{ firebase_id: string }>(
    'select firebase_id from public.recipes where author_id = $1',
    [cook.uid],
  );
  const token = written.length > 0 ? await idTokenOf(cook.account).catch(() => null) : null;
  if (!token) return;
  for (const { firebase_id: recipeId } of written)
    await callFunctionAs('recipes-delete', { recipeId }, token).catch(() => undefined);
}
