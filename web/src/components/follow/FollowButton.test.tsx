// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enFollows from '@/locales/en/follows.json';
import { RETURN_PATH_KEY } from '@/platform/returnPath';
import { renderWithApp, setUpI18n, signedInAs } from '@/testing';
import { FollowButton } from './FollowButton';
import { useFollow } from './useFollow';

function Channel({ count }: { count: number }) {
  const control = useFollow('cook-1', count);
  return (
    <>
      <FollowButton control={control} name="Dana Cook" />
      <output data-testid="count">{control.count}</output>
    </>
  );
}

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/verify-email', element: <p>verify page</p> },
];

beforeAll(async () => {
  await setUpI18n({ follows: enFollows });
});

afterEach(() => cleanup());

describe('FollowButton (spec 001 §4 Follow, §6)', () => {
  it('a guest is asked to sign in, and goes to /login with the way back saved', async () => {
    sessionStorage.clear();
    const { router } = renderWithApp(<Channel count={3} />, { route: '/dana_cook?category=soups' });
    const button = screen.getByTestId('follow-button');
    expect(button.textContent).toContain(enFollows.button.follow);
    fireEvent.click(button);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Sign in to follow Dana Cook');
    // nothing moved: the count is not touched before signing in
    expect(screen.getByTestId('count').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: enFollows.guest.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/dana_cook?category=soups');
  });

  it('a guest who cancels stays', async () => {
    const { router } = renderWithApp(<Channel count={0} />, { route: '/dana_cook' });
    fireEvent.click(screen.getByTestId('follow-button'));
    fireEvent.click(await screen.findByRole('button', { name: enFollows.guest.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/dana_cook');
  });

  it('an unverified user goes to /verify-email', async () => {
    const { router } = renderWithApp(<Channel count={0} />, {
      route: '/dana_cook',
      routes,
      session: signedInAs('u1', {}, false),
    });
    fireEvent.click(screen.getByTestId('follow-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
  });
});
