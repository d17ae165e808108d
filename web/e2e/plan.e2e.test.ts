/// <reference types="node" />
/**
 * Journey: the meal plan and the household (issue 33 §1–2), in English and in Hebrew, against the running local
 * stack. A new cook plans a week of five recipes: "Add to plan" on a recipe's page, on a favorite and on a search
 * result (one dialog, loaded on the first click; in Hebrew only the page's, to keep the file short), the rest through
 * plan-add (the calls are tested in the functions layer); moves one by keyboard (its Move dialog) and one by drag and
 * drop; adds a note; steps to the next week (empty: ideas from favorites) and back. They invite a second cook by
 * username on /household, who accepts and sees the same week on /plan. The mirror holds the moves. axe checks each
 * new screen, desktop and 390 px; screenshots in test-output/screenshots/plan-*.jpg.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekDays, weekStart } from '@domain/planning/week';
import type enPlan from '../src/locales/en/plan.json';
import type enRecipes from '../src/locales/en/recipes.json';
import { HUMAN } from './createRecipe';
import {
  WEB_URL,
  callFunctionAs,
  cookForBlock,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  mirrorRows,
  queryMirror,
  screenCheck,
  type SignedUpCook,
  phoneLayoutCheck,
} from './support';

const FROM_PAGE = 'demo-red-lentil-soup';
const FAVORITE = 'demo-charred-corn-salad';
const FROM_SEARCH = 'demo-shakshuka';
const BY_CALL = ['demo-mujadara', 'demo-sheet-pan-chicken'];
const WAIT = { timeout: 60_000 };

const browser = journeyBrowser();

const entry = (page: Page, recipeId: string) =>
  page.locator(`[data-testid="plan-entry"][data-recipe-id="${recipeId}"]`);
const slot = (page: Page, day: string, meal: string) =>
  page.locator(`[data-testid="plan-slot"][data-day="${day}"][data-meal="${meal}"]`);

/** The open "Add to plan" dialog: dinner (the default) on the first day offered (today), `servings` typed. */
async function addFromDialog(page: Page, text: typeof enPlan, servings: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.fields.servings).fill(servings);
  await dialog.getByRole('button', { name: text.add.confirm }).click();
  await dialog.waitFor({ state: 'detached', ...WAIT });
}

/** "Add to plan" in `scope`, by its label in the interface language. */
async function clickAddToPlan(scope: Locator, label: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

async function addFromFavorites(page: Page, text: typeof enPlan, label: string): Promise<void> {
  await page.goto(`${WEB_URL}/favorites`);
  const favorite = page.locator('li.favorites-item', { has: page.locator(`[data-recipe-id="${FAVORITE}"]`) });
  await favorite.waitFor(WAIT);
  await clickAddToPlan(favorite, label);
  await addFromDialog(page, text, '3');
}

async function addFromSearch(page: Page, text: typeof enPlan, label: string): Promise<void> {
  const [found] = await queryMirror<{ title: string }>(
    'select title from public.recipes where firebase_id = $1',
    [FROM_SEARCH],
  );
  await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(found?.title ?? '')}`);
  const result = page.locator('li', { has: page.locator(`[data-recipe-id="${FROM_SEARCH}"]`) }).first();
  await result.waitFor(WAIT);
  await clickAddToPlan(result, label);
  await addFromDialog(page, text, '2');
}

describe.each(['en', 'he'] as const)('the meal plan in %s', (language) => {
  const text = localeTexts<typeof enPlan>(language, 'plan');
  const recipes = localeTexts<typeof enRecipes>(language, 'recipes');
  // journeys run in UTC (newVisitor); the week starts by the interface language
  const days = weekDays(weekStart(new Date(), 'UTC', language));
  const today = new Date().toISOString().slice(0, 10);
  let cook: SignedUpCook;
  let partner: SignedUpCook;
  let page: Page;
  let partnerName: string;

  cookForBlock(browser, { journey: 'Plan', language, at: null }, (made) => ({ page } = cook = made));
  cookForBlock(browser, { journey: 'Plan partner', language, at: null }, (made) => (partner = made));

  // the entry points clicked: all three in English, the recipe page's in Hebrew (the others are the same dialog)
  const clicked = language === 'en' ? [FROM_PAGE, FAVORITE, FROM_SEARCH] : [FROM_PAGE];

  beforeAll(async () => {
    const token = await idTokenOf(cook.account);
    const plan = (entry: Record<string, unknown>) => callFunctionAs('plan-add', { entry }, token);
    await callFunctionAs(
      'favorites-toggle',
      { recipeId: FAVORITE, operation: 'add', botToken: HUMAN },
      token,
    );
    for (const [index, recipeId] of BY_CALL.entries())
      await plan({ day: days[index + 1], meal: 'lunch', recipeId, servings: 2 });
    for (const recipeId of [FAVORITE, FROM_SEARCH].filter((id) => !clicked.includes(id)))
      await plan({ day: today, meal: 'dinner', recipeId, servings: 2 });
    const [row] = await mirrorRows<{ username: string }>(
      'select username from public.profiles where firebase_id = $1 and username is not null',
      [partner.uid],
    );
    partnerName = row?.username ?? '';
  }, 120_000);

  it('adds recipes from the recipe page, favorites and search results', async () => {
    await page.goto(`${WEB_URL}/recipe/${FROM_PAGE}`);
    await page.getByTestId('recipe-detail').waitFor(WAIT);
    await clickAddToPlan(page.getByTestId('recipe-detail'), recipes.addToPlan);
    await addFromDialog(page, text, '4');

    if (clicked.includes(FAVORITE)) await addFromFavorites(page, text, recipes.addToPlan);
    if (clicked.includes(FROM_SEARCH)) await addFromSearch(page, text, recipes.addToPlan);

    await page.goto(`${WEB_URL}/plan`);
    for (const recipeId of [FROM_PAGE, FAVORITE, FROM_SEARCH, ...BY_CALL])
      await entry(page, recipeId).waitFor(WAIT);
    expect(await slot(page, today, 'dinner').getByTestId('plan-entry').count()).toBe(3);
    expect(await entry(page, FROM_PAGE).textContent()).toContain('4');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
    await screenCheck(page, `plan-week-${language}`);
    await phoneLayoutCheck(page, `plan-week-phone-${language}`);
  }, 180_000);

  it('moves one entry by keyboard and one by drag and drop, and adds a note', async () => {
    const [first, second] = BY_CALL;
    // the keyboard: the entry's Move button, its dialog's two selects, Enter
    await entry(page, first ?? '')
      .getByRole('button', { name: new RegExp(`^${text.move.open}`) })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.fields.day).selectOption(days[6] ?? '');
    await dialog.getByLabel(text.fields.meal).selectOption('breakfast');
    await dialog.getByRole('button', { name: text.move.confirm, exact: true }).press('Enter');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await slot(page, days[6] ?? '', 'breakfast')
      .locator(`[data-recipe-id="${first}"]`)
      .waitFor(WAIT);

    // the mouse: dragged onto another day's snack. The drag's events are sent to the entry and the slot with one
    // DataTransfer: Playwright's native dragTo started no drag on this page in two stack runs (it does on a plain
    // page; not understood yet), and the screen's handlers are what this journey is about.
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await entry(page, second ?? '').dispatchEvent('dragstart', { dataTransfer: transfer });
    for (const type of ['dragenter', 'dragover', 'drop'])
      await slot(page, days[4] ?? '', 'snack').dispatchEvent(type, { dataTransfer: transfer });
    await entry(page, second ?? '').dispatchEvent('dragend', { dataTransfer: transfer });
    await slot(page, days[4] ?? '', 'snack')
      .locator(`[data-recipe-id="${second}"]`)
      .waitFor(WAIT);
    const moved = await mirrorRows<{ recipe_id: string; day: string; meal: string }>(
      `select recipe_id, day::text as day, meal from public.plan_entries
        where household_id = $1 and recipe_id = any($2) and meal <> 'lunch' order by meal`,
      [cook.uid, BY_CALL],
      { count: 2, timeoutMs: 30_000 },
    );
    expect(moved).toEqual([
      { recipe_id: first, day: days[6], meal: 'breakfast' },
      { recipe_id: second, day: days[4], meal: 'snack' },
    ]);

    await page.getByTestId('plan-add-note').click();
    const noting = page.getByRole('dialog');
    await noting.getByLabel(text.fields.day).selectOption(days[5] ?? '');
    await noting.getByLabel(text.note.text).fill(language === 'he' ? 'אוכלים בחוץ' : 'Eat out');
    await noting.getByRole('button', { name: text.note.confirm }).click();
    await noting.waitFor({ state: 'detached', ...WAIT });
    await slot(page, days[5] ?? '', 'dinner')
      .locator('[data-kind="note"]')
      .waitFor(WAIT);
  }, 120_000);

  it('steps to the next week, which suggests favorites, and back', async () => {
    const range = await page.getByTestId('plan-range').textContent();
    await page.getByTestId('plan-next').click();
    await expect.poll(() => page.getByTestId('plan-range').textContent(), WAIT).not.toBe(range);
    const ideas = page.getByTestId('plan-ideas');
    await ideas.locator(`[data-recipe-id="${FAVORITE}"]`).waitFor(WAIT);
    await screenCheck(page, `plan-next-week-${language}`);
    await phoneLayoutCheck(page, `plan-next-week-phone-${language}`);
    await page.getByTestId('plan-previous').click();
    await entry(page, FROM_PAGE).waitFor(WAIT);
    expect(await page.getByTestId('plan-range').textContent()).toBe(range);
  }, 120_000);

  it('shares the plan with a second cook, who accepts and sees the same week', async () => {
    await page.goto(`${WEB_URL}/household`);
    await page.getByLabel(text.household.username).fill(partnerName);
    await page.getByRole('button', { name: text.household.invite, exact: true }).click();
    await page.getByTestId('household-invited').waitFor(WAIT);
    await screenCheck(page, `plan-household-owner-${language}`);
    await phoneLayoutCheck(page, `plan-household-owner-phone-${language}`);

    const other = partner.page;
    await other.goto(`${WEB_URL}/household`);
    const invitation = other.getByTestId('household-invitation');
    await invitation.waitFor(WAIT);
    await screenCheck(other, `plan-household-invited-${language}`);
    await invitation.getByRole('button', { name: text.household.accept }).click();
    await expect.poll(() => other.getByTestId('household-member').count(), WAIT).toBe(2);

    await other.goto(`${WEB_URL}/plan`);
    for (const recipeId of [FROM_PAGE, FAVORITE, FROM_SEARCH, ...BY_CALL])
      await entry(other, recipeId).waitFor(WAIT);
    expect(await other.getByTestId('plan-whose').textContent()).toContain(`Plan cook ${language}`);
    await screenCheck(other, `plan-week-shared-${language}`);
  }, 180_000);
});
