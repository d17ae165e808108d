// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enStove from '@/locales/en/stove.json';
import heStove from '@/locales/he/stove.json';
import { i18next } from '@/platform/i18n';
import { renderWithApp, textsForEachTest } from '@/testing';
import { CaloriesText } from '../detail/CaloriesText';
import { IngredientLines } from './IngredientLines';
import { recipeTextLanguage } from '../versions/direction';
import { shownLines } from './lines';
import { StovePanel } from './StovePanel';
import { useStoveChoice } from './useStoveChoice';

textsForEachTest({ stove: enStove }, { hebrew: { stove: heStove } });
afterEach(() => localStorage.clear());

const INGREDIENTS = ['2 cups flour', '3 eggs', 'Juice of 2 lemons', 'salt to taste'];

/** The recipe page's stove as RecipeView wires it: one choice for the panel, the lines and the calories. */
function Stove({
  ingredients = INGREDIENTS,
  language = 'en',
}: {
  ingredients?: string[];
  language?: string;
}) {
  const stove = useStoveChoice({ servings: 4, language });
  return (
    <>
      <StovePanel recipeId="r1" stove={stove} />
      <IngredientLines
        lines={shownLines(ingredients, [], stove).ingredients}
        lang={language}
        dir={recipeTextLanguage({ language }).dir}
      />
      <CaloriesText fields={{ calories: 230, caloriesStatus: 'calculated' }} servings={stove.servings} />
    </>
  );
}

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const servingsBox = () =>
  screen.getByRole('spinbutton', { name: enStove.servings.label }) as HTMLInputElement;
const link = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('the servings (issue 31 §1)', () => {
  it("starts at the recipe's servings; − and + scale every line and keep the choice in the address", () => {
    const { router } = renderWithApp(<Stove />, { route: '/recipe/r1' });
    expect(servingsBox().value).toBe('4');
    expect(lines()[0]).toBe('2 cups flour');
    fireEvent.click(screen.getByRole('button', { name: enStove.servings.more }));
    expect(servingsBox().value).toBe('5');
    expect(lines()[0]).toBe('2 ½ cups flour');
    expect(router.state.location.search).toBe('?servings=5');
    fireEvent.click(screen.getByRole('button', { name: enStove.servings.fewer }));
    fireEvent.click(screen.getByRole('button', { name: enStove.servings.fewer }));
    expect(lines()[0]).toBe('1 ½ cups flour');
    fireEvent.click(screen.getByRole('button', { name: enStove.servings.more }));
    // the recipe's own servings need no parameter
    expect(router.state.location.search).toBe('');
  });

  it('opens a shared link at its servings, with the total calories and the cook and print links for them', () => {
    renderWithApp(<Stove />, { route: '/recipe/r1?servings=8' });
    expect(servingsBox().value).toBe('8');
    expect(lines().slice(0, 2)).toEqual(['4 cups flour', '6 eggs']);
    expect(screen.getByTestId('recipe-calories-total').textContent).toBe('1,840 kcal for 8 servings');
    expect(link('stove-cook')).toBe('/recipe/r1/cook?servings=8');
    expect(link('stove-print')).toBe('/recipe/r1/print?servings=8');
  });

  it('takes a typed number from 1 to 100 at once, and gives anything else back when the box is left', () => {
    renderWithApp(<Stove />, { route: '/recipe/r1' });
    fireEvent.change(servingsBox(), { target: { value: '12' } });
    expect(lines()[0]).toBe('6 cups flour');
    fireEvent.change(servingsBox(), { target: { value: '0' } });
    expect(servingsBox().value).toBe('0');
    expect(lines()[0]).toBe('6 cups flour');
    fireEvent.blur(servingsBox());
    expect(servingsBox().value).toBe('12');
    fireEvent.change(servingsBox(), { target: { value: '101' } });
    fireEvent.blur(servingsBox());
    expect(servingsBox().value).toBe('12');
  });

  it('steps by the keyboard, and stops at 1 and 100', () => {
    renderWithApp(<Stove />, { route: '/recipe/r1' });
    const keys = (key: string) => fireEvent.keyDown(servingsBox(), { key });
    keys('ArrowUp');
    expect(servingsBox().getAttribute('aria-valuenow')).toBe('5');
    keys('PageUp');
    expect(servingsBox().value).toBe('15');
    keys('Home');
    expect(servingsBox().value).toBe('1');
    expect((screen.getByTestId('stove-servings-fewer') as HTMLButtonElement).disabled).toBe(true);
    keys('ArrowDown');
    expect(servingsBox().value).toBe('1');
    keys('End');
    expect(servingsBox().value).toBe('100');
    expect((screen.getByTestId('stove-servings-more') as HTMLButtonElement).disabled).toBe(true);
    expect(lines()[0]).toBe('50 cups flour');
  });

  it('hints the exact amount of a rounded count and marks a line it could not read', () => {
    renderWithApp(<Stove />, { route: '/recipe/r1?servings=2' });
    expect(lines()).toEqual(['1 cup flour', '2 eggs (1.5)', 'Juice of 2 lemons', 'salt to taste']);
    expect(screen.getByTestId('ingredient-exact').getAttribute('title')).toBe('Exact amount: 1.5');
    const marks = screen.getAllByRole('img', { name: enStove.lines.unreadable });
    expect(marks.map((mark) => mark.closest('li')?.textContent)).toEqual(['Juice of 2 lemons']);
  });
});

describe('the units (issue 31 §2)', () => {
  it('shows an English reader the lines as written, converts them when asked and remembers it on the device', () => {
    const first = renderWithApp(<Stove />, { route: '/recipe/r1' });
    const choice = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(choice(enStove.units.asWritten).checked).toBe(true);
    fireEvent.click(choice(enStove.units.metric));
    // a volume in metric shows what the nutrition table says it weighs
    expect(lines()[0]).toBe('480 ml (250 g) flour');
    expect(screen.getByTestId('ingredient-weight').textContent).toBe(' (250 g)');
    expect(localStorage.getItem('matkon.units')).toBe('metric');
    first.unmount();
    renderWithApp(<Stove />, { route: '/recipe/r1' });
    expect(choice(enStove.units.metric).checked).toBe(true);
    fireEvent.click(choice(enStove.units.us));
    // in US the cup stays a cup, and no weight is added
    expect(lines()[0]).toBe('2 cups flour');
    expect(screen.queryByTestId('ingredient-weight')).toBeNull();
  });

  it('shows a Hebrew reader metric, the weight in Hebrew, and Hebrew totals', async () => {
    await act(() => i18next.changeLanguage('he'));
    renderWithApp(<Stove ingredients={['2 כוסות קמח', '2 כפות שמן זית']} language="he" />, {
      route: '/recipe/r1?servings=2',
    });
    expect((screen.getByRole('radio', { name: heStove.units.metric }) as HTMLInputElement).checked).toBe(
      true,
    );
    // spoons stay spoons, and get no weight
    expect(lines()).toEqual(['240 מ"ל (125 גרם) קמח', '1 כף שמן זית']);
    expect(screen.getByTestId('recipe-calories-total').textContent).toBe('460 קק״ל לשתי מנות');
  });
});
