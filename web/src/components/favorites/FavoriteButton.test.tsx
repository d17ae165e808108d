// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enFavorites from '@/locales/en/favorites.json';
import { RETURN_PATH_KEY } from '@/platform/returnPath';
import { renderWithApp, setUpI18n, signedInAs } from '@/testing';
import { FavoriteButton } from './FavoriteButton';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/verify-email', element: <p>verify page</p> },
];

beforeAll(async () => {
  await setUpI18n({ favorites: enFavorites });
});

afterEach(() => cleanup());

describe('FavoriteButton (spec 001 §4 Favorites, §6)', () => {
  it('a guest is asked to sign in, and goes to /login with the way back saved', async () => {
    sessionStorage.clear();
    const { router } = renderWithApp(<FavoriteButton recipeId="r1" />, {
      route: '/recipe/r1#comments',
      routes,
    });
    const button = screen.getByTestId('favorite-button');
    expect(button.textContent).toContain(enFavorites.button.save);
    expect(button.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(enFavorites.guest.title);
    fireEvent.click(screen.getByRole('button', { name: enFavorites.guest.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/recipe/r1#comments');
  });

  it('a guest who cancels stays on the recipe', async () => {
    const { router } = renderWithApp(<FavoriteButton recipeId="r1" />, { route: '/recipe/r1' });
    fireEvent.click(screen.getByTestId('favorite-button'));
    fireEvent.click(await screen.findByRole('button', { name: enFavorites.guest.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/recipe/r1');
  });

  it('an unverified user goes to /verify-email', async () => {
    const { router } = renderWithApp(<FavoriteButton recipeId="r1" />, {
      route: '/recipe/r1',
      routes,
      session: signedInAs('u1', {}, false),
    });
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
  });
});
