// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enFavorites from '@/locales/en/favorites.json';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, signedInAs, textsForEachTest } from '@/testing';
import { favoriteIds, favoriteKeys, toggleFavorite } from './api';
import CardHeart from './CardHeart';

vi.mock('./api', async (original) => ({
  ...(await original<object>()),
  favoriteIds: vi.fn(),
  toggleFavorite: vi.fn(),
}));

/** A promise and the hand that settles it, for an answer the test lets arrive when it chooses. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

textsForEachTest(
  { favorites: enFavorites },
  {
    reset: () => {
      vi.mocked(favoriteIds).mockReset();
      vi.mocked(toggleFavorite).mockReset();
    },
  },
);

describe('CardHeart: a click over a read still in flight (issue 28, the 12:28 clean-clone run)', () => {
  it('keeps the new state when an older read of the saved ids answers after the click', async () => {
    vi.mocked(favoriteIds).mockResolvedValueOnce({ recipeIds: [] });
    const { queryClient } = renderWithApp(<CardHeart recipeId="r1" title="Soup" />, {
      session: signedInAs('reader'),
    });
    const heart = await screen.findByTestId('card-heart');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));

    // the previous toggle's refresh of the saved ids is still on its way, with what was true before this click
    const staleRead = later<{ recipeIds: string[] }>();
    vi.mocked(favoriteIds).mockReturnValueOnce(staleRead.promise);
    void queryClient.invalidateQueries({ queryKey: favoriteKeys.ids('reader') });
    const saving = later<{ isFavorite: boolean; favoriteCount: number; totalFavorites: number }>();
    vi.mocked(toggleFavorite).mockReturnValueOnce(saving.promise);
    vi.mocked(favoriteIds).mockResolvedValue({ recipeIds: ['r1'] });

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    staleRead.settle({ recipeIds: [] });
    // once that read is over (answered or cancelled), the heart still shows the click
    await waitFor(() => expect(queryClient.isFetching({ queryKey: favoriteKeys.ids('reader') })).toBe(0));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    saving.settle({ isFavorite: true, favoriteCount: 1, totalFavorites: 1 });
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('CardHeart: the heart turns at once and turns back when the save fails (issue 29 §3)', () => {
  it('shows the saved heart while the save is on its way, and the unsaved one after a server error', async () => {
    vi.mocked(favoriteIds).mockResolvedValue({ recipeIds: [] });
    renderWithApp(<CardHeart recipeId="r1" title="Soup" />, { session: signedInAs('reader') });
    const heart = await screen.findByTestId('card-heart');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));

    let refuse!: (error: unknown) => void;
    vi.mocked(toggleFavorite).mockReturnValueOnce(
      new Promise<never>((_resolve, reject) => (refuse = reject)),
    );
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-busy')).toBe('true');

    refuse(new ApiRequestError('internal', 'boom', 500, {}, true));
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('boom')).toBeTruthy();
  });
});
