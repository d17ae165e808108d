// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enRatings from '@/locales/en/ratings.json';
import heRatings from '@/locales/he/ratings.json';
import { i18next } from '@/platform/i18n';
import { renderWithApp, setUpI18n, signedInAs } from '@/testing';
import { RecipeRating } from './RecipeRating';

const aggregate = {
  rating: 4.2,
  cookRating: 4,
  totalRatings: 3,
  cookCount: 2,
  interestedCount: 1,
  notInterestedCount: 0,
};

vi.mock('./api', () => ({
  rateRecipe: vi.fn(),
  recipeRating: vi.fn(async () => ({ aggregate, myRating: null })),
  ratingKeys: { recipe: (id: string, viewer: string) => ['ratings', 'recipe', id, viewer] },
}));

beforeAll(async () => {
  await setUpI18n({ ratings: enRatings });
  i18next.addResourceBundle('he', 'ratings', heRatings, true, true);
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('RecipeRating: the overall rating’s word (spec 001 §4)', () => {
  it('shows the word beside the overall rating: 4.2 is Very Good', async () => {
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    const overall = await screen.findByTestId('rating-overall');
    expect(overall.textContent).toContain('4.2');
    expect(overall.textContent).toContain(enRatings.overallLabels.veryGood);
    expect(screen.getByTestId('rating-cook').textContent).not.toContain(enRatings.overallLabels.veryGood);
  });

  it('speaks Hebrew', async () => {
    await i18next.changeLanguage('he');
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    expect((await screen.findByTestId('rating-overall')).textContent).toContain(
      heRatings.overallLabels.veryGood,
    );
  });
});
