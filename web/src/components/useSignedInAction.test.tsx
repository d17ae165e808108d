// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enFavorites from '@/locales/en/favorites.json';
import enFollows from '@/locales/en/follows.json';
import { RETURN_PATH_KEY } from '@/platform/returnPath';
import { renderWithApp, setUpI18n, signedInAs, SIGN_IN_SCREENS } from '@/testing';
import { FavoriteButton } from './favorites/FavoriteButton';
import { FollowButton } from './follow/FollowButton';
import { useFollow } from './follow/useFollow';

function Channel({ count }: { count: number }) {
  const control = useFollow('cook-1', count);
  return (
    <>
      <FollowButton control={control} name="Dana Cook" />
      <output data-testid="count">{control.count}</output>
    </>
  );
}

/** A button behind useSignedInAction, as a guest meets it on `page` (its search and hash are the way back). */
interface GatedButton {
  name: string;
  render: () => ReactNode;
  page: string;
  testId: string;
  label: string;
  prompt: string;
  texts: { confirm: string; cancel: string };
  /** What a guest's press leaves as it was. */
  untouched: () => void;
}

const BUTTONS: GatedButton[] = [
  {
    name: 'FavoriteButton (spec 001 §4 Favorites, §6)',
    render: () => <FavoriteButton recipeId="r1" />,
    page: '/recipe/r1#comments',
    testId: 'favorite-button',
    label: enFavorites.button.save,
    prompt: enFavorites.guest.title,
    texts: enFavorites.guest,
    untouched: () => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBeNull(),
  },
  {
    name: 'FollowButton (spec 001 §4 Follow, §6)',
    render: () => <Channel count={3} />,
    page: '/dana_cook?category=soups',
    testId: 'follow-button',
    label: enFollows.button.follow,
    prompt: 'Sign in to follow Dana Cook',
    texts: enFollows.guest,
    // the count is not touched before signing in
    untouched: () => expect(screen.getByTestId('count').textContent).toBe('3'),
  },
];

beforeAll(async () => {
  await setUpI18n({ favorites: enFavorites, follows: enFollows });
});

afterEach(() => cleanup());

describe.each(BUTTONS)('$name', (button) => {
  const pathname = new URL(button.page, 'https://matkon.test').pathname;

  it('a guest is asked to sign in, and goes to /login with the way back saved', async () => {
    sessionStorage.clear();
    const { router } = renderWithApp(button.render(), { route: button.page, routes: SIGN_IN_SCREENS });
    const control = screen.getByTestId(button.testId);
    expect(control.textContent).toContain(button.label);
    fireEvent.click(control);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(button.prompt);
    button.untouched();
    fireEvent.click(screen.getByRole('button', { name: button.texts.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe(button.page);
  });

  it('a guest who cancels stays', async () => {
    const { router } = renderWithApp(button.render(), { route: pathname });
    fireEvent.click(screen.getByTestId(button.testId));
    fireEvent.click(await screen.findByRole('button', { name: button.texts.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(pathname);
  });

  it('an unverified user goes to /verify-email', async () => {
    const { router } = renderWithApp(button.render(), {
      route: pathname,
      routes: SIGN_IN_SCREENS,
      session: signedInAs('u1', {}, false),
    });
    fireEvent.click(screen.getByTestId(button.testId));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
  });
});
