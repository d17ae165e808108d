// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enRatings from '@/locales/en/ratings.json';
import heRatings from '@/locales/he/ratings.json';
import { i18next } from '@/platform/i18n';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, signedInAs, textsForEachTest } from '@/testing';
import { rateRecipe, recipeRating } from './api';
import { RecipeRating } from './RecipeRating';

const aggregate = {
  rating: 4.2,
  cookRating: 4,
  totalRatings: 3,
  cookCount: 2,
  interestedCount: 1,
  notInterestedCount: 0,
};

vi.mock('./api', async (original) => ({
  ...(await original<object>()),
  rateRecipe: vi.fn(),
  recipeRating: vi.fn(async () => ({ aggregate, myRating: null })),
}));

textsForEachTest({ ratings: enRatings }, { hebrew: { ratings: heRatings } });

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

describe('RecipeRating: the choice shows at once and goes back when the save fails (issue 29 §3)', () => {
  /** A save the test settles when it chooses. */
  function heldSave() {
    let fail!: (error: unknown) => void;
    const promise = new Promise<never>((_resolve, reject) => (fail = reject));
    vi.mocked(rateRecipe).mockReturnValueOnce(promise);
    return { fail };
  }

  it('shows "your rating" while the save is on its way, and takes it back on a server error', async () => {
    const save = heldSave();
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    fireEvent.click(await screen.findByRole('button', { name: enRatings.rate }));
    fireEvent.click(screen.getByRole('button', { name: enRatings.modal.madeIt }));
    fireEvent.click(screen.getByRole('button', { name: enRatings.levels.good }));

    // before any answer: the block behind the modal already shows the choice
    const mine = await screen.findByTestId('rating-mine');
    expect(mine.textContent).toContain(enRatings.levels.good);
    expect(screen.getByText(enRatings.modal.saving)).toBeTruthy();

    save.fail(new ApiRequestError('internal', 'boom', 500, {}, true));
    expect((await screen.findByRole('alert')).textContent).toContain(enRatings.errors.connection);
    await waitFor(() => expect(screen.queryByTestId('rating-mine')).toBeNull());
    expect(screen.getByRole('button', { name: enRatings.rate })).toBeTruthy();
  });

  it('an update that fails puts the earlier rating back', async () => {
    vi.mocked(recipeRating).mockResolvedValueOnce({
      aggregate,
      myRating: {
        madeIt: false,
        rating: 5,
        interest: 'interested',
        feedback: '',
        timestamp: '2026-01-01T00:00:00Z',
        photo: null,
      },
    });
    const save = heldSave();
    renderWithApp(<RecipeRating recipeId="r1" />, { session: signedInAs('reader') });
    expect((await screen.findByTestId('rating-mine')).textContent).toContain(enRatings.interest.interested);
    fireEvent.click(screen.getByRole('button', { name: enRatings.update }));
    fireEvent.click(screen.getByRole('button', { name: enRatings.modal.madeIt }));
    fireEvent.click(screen.getByRole('button', { name: enRatings.levels.excellent }));
    await waitFor(() =>
      expect(screen.getByTestId('rating-mine').textContent).toContain(enRatings.levels.excellent),
    );

    save.fail(new ApiRequestError('unavailable', 'down', 503, {}, true));
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(screen.getByTestId('rating-mine').textContent).toContain(enRatings.interest.interested),
    );
  });
});
