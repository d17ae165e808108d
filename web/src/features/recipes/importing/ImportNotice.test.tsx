// @vitest-environment happy-dom
import type { ImportCallAnswer } from '@domain/importing/calls';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/importing.json';
import he from '@/locales/he/importing.json';
import { i18next } from '@/platform/i18n';
import { textsForEachTest } from '@/testing';
import { ImportNotice } from './RecipeImport';

textsForEachTest({ importing: en }, { hebrew: { importing: he } });

const LONG = '2 cups of ripe cherry tomatoes, halved and lightly salted';
const answer = (ingredients: string[], warnings: ImportCallAnswer['warnings']): ImportCallAnswer => ({
  draft: {
    title: 'Tomato salad',
    description: 'Summer on a plate.',
    ingredients,
    instructions: ['Toss.'],
    preparationTime: 10,
    cookingTime: null,
    totalTime: null,
    servings: 2,
    difficulty: 'easy',
    categories: [],
    tags: [],
    language: 'en',
    imageUrl: null,
  },
  source: { url: '', siteName: '', author: '', basedOn: null },
  method: 'text',
  warnings,
  rateLimitRemaining: 20,
  reader: 'offline',
});

describe('the import notice names the ingredient lines the form will refuse (spec 000 §5: 50; decision 0071)', () => {
  it('lists each line over 50 characters, and not among what the source did not give', () => {
    render(<ImportNotice answer={answer(['1 onion', LONG], ['noTimes', 'longIngredients'])} />);
    const long = screen.getByTestId('import-long-ingredients');
    expect(long.textContent).toContain(en.longIngredients.replace('{{max}}', '50'));
    expect([...long.querySelectorAll('li')].map((item) => item.textContent)).toEqual([LONG]);
    expect(screen.getByTestId('import-warnings').textContent).toBe(
      `${en.warningsTitle} ${en.warnings.noTimes}`,
    );
  });

  it('says nothing of lengths when every line fits, and speaks Hebrew when it does', async () => {
    const { unmount } = render(<ImportNotice answer={answer(['1 onion'], [])} />);
    expect(screen.queryByTestId('import-long-ingredients')).toBeNull();
    unmount();
    await i18next.changeLanguage('he');
    render(<ImportNotice answer={answer([LONG], ['longIngredients'])} />);
    expect(screen.getByTestId('import-long-ingredients').textContent).toContain(
      he.longIngredients.replace('{{max}}', '50'),
    );
  });
});
