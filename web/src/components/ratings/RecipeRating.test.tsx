// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enRatings from '@/locales/en/ratings.json';
import heRatings from '@/locales/he/ratings.json';
import { i18next } from '@/platform/i18n';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, setUpI18n, signedInAs } from '@/testing';
import { rateRecipe } from './api';
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

describe('RecipeRating: an author does not rate their own recipe (issue 27)', () => {
  it('shows the author the figures and a note, with no way to rate', async () => {
    renderWithApp(<RecipeRating recipeId="r1" ownRecipe />, { session: signedInAs('cook') });
    expect((await screen.findByTestId('rating-overall')).textContent).toContain('4.2');
    expect(screen.getByText(enRatings.own)).toBeTruthy();
    expect(screen.queryByRole('button', { name: enRatings.rate })).toBeNull();
  });

  it('offers everyone else the rate button', async () => {
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    expect(await screen.findByRole('button', { name: enRatings.rate })).toBeTruthy();
    expect(screen.queryByText(enRatings.own)).toBeNull();
  });
});

describe('RecipeRating: signing in to rate speaks the reader’s language (issue 27)', () => {
  const SERVER_WORDS = 'User must be logged in to rate';

  it('asks a guest to sign in without the server’s raw words', async () => {
    renderWithApp(<RecipeRating recipeId="r1" />);
    fireEvent.click(await screen.findByRole('button', { name: enRatings.rate }));
    expect(await screen.findByText(enRatings.login.text)).toBeTruthy();
    expect(document.body.textContent).not.toContain(SERVER_WORDS);
  });

  it('a session that ended meanwhile: the server’s refusal becomes a translated sign-in-again message', async () => {
    vi.mocked(rateRecipe).mockRejectedValueOnce(
      new ApiRequestError('unauthenticated', SERVER_WORDS, 401, {}, true),
    );
    await i18next.changeLanguage('he');
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    fireEvent.click(await screen.findByRole('button', { name: heRatings.rate }));
    fireEvent.click(screen.getByRole('button', { name: heRatings.modal.madeIt }));
    fireEvent.click(screen.getByRole('button', { name: heRatings.levels.good }));
    expect((await screen.findByRole('alert')).textContent).toContain(heRatings.errors.signInAgain);
    expect(document.body.textContent).not.toContain(SERVER_WORDS);
  });
});
