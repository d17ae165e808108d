/// <reference types="node" />
/**
 * Journey: the admin's cleanup and monitoring screens (spec 002 §2, §4, §8, §9; issues 14 and 15) against the running
 * stack. View records of a recipe that never existed are seeded; /admin/cleanup says to analyze first, the analysis
 * (a dry run) lists them, and Clean (after its confirmation) removes them from Postgres. /admin/monitoring shows the
 * quota bar and refreshes by itself within its 10 s. Then both screens in Hebrew, right to left. Screenshots in
 * English and Hebrew, axe on each screen in both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import cleanupEn from '../src/locales/en/adminCleanup.json';
import monitoringEn from '../src/locales/en/adminMonitoring.json';
import cleanupHe from '../src/locales/he/adminCleanup.json';
import monitoringHe from '../src/locales/he/adminMonitoring.json';
import { MONITORING } from '@domain/monitoring';
import { WEB_URL, pageDirection, phoneCheck, queryMirror, screenCheck, phoneLayoutCheck } from './support';
import { adminJourney, siteLanguage } from './adminSession';

const WAIT = { timeout: 60_000 };

let page: Page;
adminJourney((opened) => {
  page = opened;
});

const gone = `gone-journey-${Date.now()}`;
const viewsOf = async (recipeId: string) =>
  Number(
    (
      await queryMirror<{ n: string }>('select count(*) n from public.recipe_views where recipe_id = $1', [
        recipeId,
      ])
    )[0]?.n,
  );

describe('/admin/cleanup and /admin/monitoring', () => {
  it('analyzes, then cleans orphaned view records; monitoring refreshes by itself, in English', async () => {
    await queryMirror(`insert into public.recipe_views (recipe_id, viewer_key) values ($1, 'fp:journey')`, [
      gone,
    ]);

    await page.goto(`${WEB_URL}/admin/cleanup`);
    const analyze = page.getByRole('button', { name: cleanupEn.analyze });
    await analyze.waitFor(WAIT);
    await expect.poll(() => page.getByText(cleanupEn.analysisFirst).isVisible(), WAIT).toBe(true);
    const clean = page.getByRole('button', { name: cleanupEn.clean });
    expect(await clean.isDisabled()).toBe(true);

    await analyze.click();
    const row = page.getByTestId('cleanup-row-viewTracking');
    await expect.poll(() => row.getByText(gone, { exact: true }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => clean.isEnabled(), WAIT).toBe(true);
    await screenCheck(page, 'admin-cleanup-en');
    // the report's table on a phone: it scrolls sideways inside its region
    await phoneCheck(page, 'admin-cleanup-report-phone-en');

    await clean.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: cleanupEn.clean }).click();
    await expect
      .poll(() => page.getByText(/^Cleanup finished: \d+ items? removed\.$/).isVisible(), WAIT)
      .toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: cleanupEn.report.cleanTitle }).isVisible(), WAIT)
      .toBe(true);
    expect(await viewsOf(gone)).toBe(0);

    // time flows as usual from here; the refresh below is jumped to instead of waited for
    await page.clock.install();
    await page.goto(`${WEB_URL}/admin/monitoring`);
    await page.getByRole('heading', { name: monitoringEn.quota.title }).waitFor(WAIT);
    await expect.poll(() => page.getByRole('progressbar').isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Auto-refresh every 10 s/ }).isChecked()).toBe(true);
    const updated = page.getByTestId('monitoring-updated');
    await expect.poll(() => updated.textContent(), WAIT).toMatch(/^Last updated /);
    const first = await updated.textContent();
    // the next automatic refresh (every 10 s) changes the time shown, without a click
    await page.clock.fastForward(MONITORING.refreshMs);
    await expect.poll(() => updated.textContent(), { timeout: 30_000, interval: 500 }).not.toBe(first);
    await screenCheck(page, 'admin-monitoring-en');
  }, 180_000);

  it('shows both screens in Hebrew, right to left', async () => {
    await siteLanguage(page, 'he');
    await page.goto(`${WEB_URL}/admin/cleanup`);
    const analyze = page.getByRole('button', { name: cleanupHe.analyze });
    await analyze.waitFor(WAIT);
    expect(await pageDirection(page)).toBe('rtl');
    await analyze.click();
    await page.getByRole('heading', { name: cleanupHe.report.analysisTitle }).waitFor(WAIT);
    await screenCheck(page, 'admin-cleanup-he');
    await phoneLayoutCheck(page, 'admin-cleanup-report-phone-he');

    await page.goto(`${WEB_URL}/admin/monitoring`);
    await page.getByRole('heading', { name: monitoringHe.health.title }).waitFor(WAIT);
    await screenCheck(page, 'admin-monitoring-he');
  }, 120_000);
});
