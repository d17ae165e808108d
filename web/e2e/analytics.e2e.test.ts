/// <reference types="node" />
/**
 * Journey: the admin's analytics screen (spec 002 §2 "Analytics screen"; issue 15) against the running stack with
 * the demo data: the banner counts the mirror's recipes, and every one of the 8 tabs opens with figures from the
 * demo data (its creators, dietary options, favorites, searches, category affinity and collections), each saying
 * how fresh its figures are (decision 0066: computed ahead, "as of 12:00"); in English and in Hebrew (right to
 * left), with a screenshot and axe on every tab.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_URL, localeTexts, noViolations, pageDirection, queryMirror, screenshot } from './support';
import { ANALYTICS_SECTIONS } from '@domain/analytics';
import { adminJourney, siteLanguage } from './adminSession';

const WAIT = { timeout: 90_000 };
type Texts = Record<string, Record<string, string>>;
const texts = (language: string) => localeTexts<Texts>(language, 'adminAnalytics');

const TABS = ANALYTICS_SECTIONS;

/** What each tab shows from the demo data: a caption or heading, and a text the demo data puts under it. */
function expectations(text: Texts, language: 'en' | 'he') {
  const he = language === 'he';
  return {
    overview: { title: text.overview!.methodsChart!, shows: text.methods!.manual! },
    content: { title: text.content!.peakDays!, shows: text.content!.mostFavorited! },
    dietary: { title: text.dietary!.option!, shows: he ? 'כשר' : 'Kosher' },
    engagement: { title: text.engagement!.topCreators!, shows: 'Dana Cook' },
    monetization: { title: text.monetization!.projections!, shows: text.monetization!.vegan! },
    search: { title: text.search!.topTerms!, shows: 'lentil soup' },
    affinity: { title: text.affinity!.popularity!, shows: he ? 'טבעוני' : 'Vegan' },
    collections: {
      title: text.collections!.themes!,
      shows: (text.collections!.segment as unknown as Record<string, string>).casual!,
    },
  } satisfies Record<(typeof TABS)[number], { title: string; shows: string }>;
}

let page: Page;
adminJourney((opened) => {
  page = opened;
});

async function openEveryTab(language: 'en' | 'he') {
  const text = texts(language);
  await page.goto(`${WEB_URL}/admin/analytics`);
  // the figures are as of the last refresh: computed again now, after what other journeys wrote
  await page.getByRole('button', { name: text.aggregations!.recalculate!, exact: true }).click();
  await page.getByTestId('banner-success').waitFor(WAIT);
  const [{ n } = { n: '0' }] = await queryMirror<{ n: string }>('select count(*) n from public.recipes', []);
  const banner = page.getByTestId('analytics-banner');
  await banner.waitFor(WAIT);
  await expect
    .poll(() => banner.textContent(), WAIT)
    .toContain(`${text.banner!.totalRecipes}${Number(n).toLocaleString(language)}`);
  const expected = expectations(text, language);
  for (const tab of TABS) {
    await page.getByRole('tab', { name: text.tabs![tab]!, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(expected[tab].title).first().waitFor(WAIT);
    await expect.poll(() => panel.textContent(), WAIT).toContain(expected[tab].shows);
    // computed today (by the recalculation above): the time alone, in the viewer's words
    const asOf = await panel.getByTestId('analytics-as-of').textContent();
    expect(asOf).toContain(text.asOf!.today!.split('{{')[0]!.trim());
    expect(asOf).toMatch(/\d{1,2}:\d{2}/);
    await screenshot(page, `admin-analytics-${tab}-${language}`);
    await noViolations(page, `${tab} (${language})`);
  }
}

describe('/admin/analytics', () => {
  it('shows the banner and opens all 8 tabs with the demo data', async () => {
    await openEveryTab('en');
    // the charts are drawn with a table behind each for screen readers
    await page.getByRole('tab', { name: texts('en').tabs!.content!, exact: true }).click();
    const strip = page.getByTestId('heat-strip');
    await strip.waitFor(WAIT);
    expect(await strip.locator('table tbody tr').count()).toBe(7);
    // Initialize aggregations answers how many recipes it read (002 §7 stats.recipesProcessed)
    const [{ n } = { n: '0' }] = await queryMirror<{ n: string }>(
      'select count(*) n from public.recipes',
      [],
    );
    await page.getByRole('button', { name: texts('en').aggregations!.initialize!, exact: true }).click();
    const done = page.getByTestId('banner-success');
    await done.waitFor(WAIT);
    expect(await done.textContent()).toContain(`Recipes processed: ${Number(n)}.`);
  }, 240_000);

  it('in Hebrew, right to left', async () => {
    await siteLanguage(page, 'he');
    await openEveryTab('he');
    expect(await pageDirection(page)).toBe('rtl');
    await siteLanguage(page, 'en');
  }, 240_000);
});
