/// <reference types="node" />
/**
 * Journey: the admin's database structure exporter (spec 002 §2, §3, §7; issue 15) against the running stack:
 * export, the summary agrees with the cards, the recipes card counts the demo recipes, the JSON download is named
 * with the date; in English and in Hebrew (right to left), with screenshots and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_URL, localeTexts, pageDirection, queryMirror, screenCheck } from './support';
import { adminJourney, siteLanguage } from './adminSession';

const WAIT = { timeout: 90_000 };
const texts = (language: string) =>
  localeTexts<{ exporter: Record<string, string> }>(language, 'adminData').exporter;

let page: Page;
adminJourney((opened) => {
  page = opened;
});

async function exportStructure(language: 'en' | 'he') {
  const text = texts(language);
  await page.goto(`${WEB_URL}/admin/firebase-exporter`);
  const button = page.getByRole('button', { name: text.export, exact: true });
  await button.waitFor(WAIT);
  await button.click();
  const recipes = page
    .locator('.exporter-card')
    .filter({ has: page.getByRole('heading', { name: 'recipes' }) });
  await recipes.waitFor(WAIT);
  return { text, recipes };
}

describe('/admin/firebase-exporter', () => {
  it('exports the structure with its summary, cards and a dated download', async () => {
    const { text, recipes } = await exportStructure('en');
    const [{ n } = { n: '0' }] = await queryMirror<{ n: string }>(
      'select count(*) n from public.recipes',
      [],
    );
    await expect.poll(() => recipes.textContent(), WAIT).toContain(`${Number(n)} documents`);
    const summary = page.getByRole('group', { name: text.summary }).or(page.locator('.exporter-summary'));
    const cards = await page.locator('.exporter-card').count();
    await expect.poll(() => summary.first().textContent(), WAIT).toContain(String(cards));
    expect(await page.locator('pre.exporter-preview').textContent()).toContain('"recipes"');
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: text.downloadJson }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^firestore-structure-\d{4}-\d{2}-\d{2}\.json$/);
    await screenCheck(page, 'admin-firebase-exporter-en');
  }, 180_000);

  it('in Hebrew, right to left', async () => {
    await siteLanguage(page, 'he');
    const { recipes } = await exportStructure('he');
    expect(await pageDirection(page)).toBe('rtl');
    await expect.poll(() => recipes.textContent(), WAIT).toMatch(/\d+ מסמכים/);
    await screenCheck(page, 'admin-firebase-exporter-he');
  }, 180_000);
});
