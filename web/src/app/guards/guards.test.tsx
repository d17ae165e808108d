// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_PATH_KEY } from '@/platform/returnPath';
import type { ProfileState, Session, UserProfile } from '@/platform/session';
import { renderWithApp, setUpI18n, SIGN_IN_SCREENS } from '@/testing';
import {
  GuestOrProfileComplete,
  RequireAdmin,
  RequireAuth,
  RequireProfileComplete,
  RequireVerified,
} from './guards';

const user = (emailVerified = true) => ({
  uid: 'u1',
  email: 'cook@matkon.local',
  emailVerified,
  displayName: 'Dana',
  photoURL: null,
});
const ready = (data: UserProfile | null): ProfileState => ({ status: 'ready', data });
const signedIn = (profile: ProfileState, emailVerified = true): Session => ({
  status: 'signedIn',
  user: user(emailVerified),
  profile,
});

function show(session: Session, guarded: RouteObject['element'], path = '/secret?tab=2') {
  const routes: RouteObject[] = [
    { path: '/secret', element: guarded, children: [{ index: true, element: <p>secret page</p> }] },
    ...SIGN_IN_SCREENS,
    { path: '/set-username', element: <p>username page</p> },
  ];
  return renderWithApp(<p>home page</p>, { path: '/', route: path, routes, session }).router;
}

/** Each profile in turn, behind `guarded`: the page the user lands on says `landing`. */
async function expectEachLandsOn(profiles: ProfileState[], guarded: RouteObject['element'], landing: string) {
  for (const profile of profiles) {
    show(signedIn(profile), guarded);
    expect(await screen.findByText(landing)).toBeTruthy();
    cleanup();
  }
}

beforeAll(() => setUpI18n());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('RequireAuth', () => {
  it('shows a loading state while auth loads', () => {
    show({ status: 'loading' }, <RequireAuth />);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('sends visitors to /login and remembers where they were going', async () => {
    const router = show({ status: 'signedOut' }, <RequireAuth />);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/secret?tab=2');
  });

  it('lets signed-in users through', async () => {
    show(signedIn(ready({})), <RequireAuth />);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });

  it('explains when the session could not be checked', () => {
    show({ status: 'error', error: new Error('chunk failed') }, <RequireAuth />);
    expect(screen.getByRole('alert').textContent).toContain('could not check your session');
  });
});

describe('RequireVerified', () => {
  it('sends unverified users to /verify-email', async () => {
    show(signedIn(ready({}), false), <RequireVerified />);
    expect(await screen.findByText('verify page')).toBeTruthy();
  });

  it('sends visitors to /login', async () => {
    show({ status: 'signedOut' }, <RequireVerified />);
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('lets verified users through', async () => {
    show(signedIn(ready({})), <RequireVerified />);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });
});

describe('RequireProfileComplete', () => {
  it('waits for the profile', () => {
    show(signedIn({ status: 'loading' }), <RequireProfileComplete />);
    expect(screen.getByRole('status').textContent).toContain('Loading your profile');
  });

  it('sends incomplete profiles (and missing ones) to /set-username', async () => {
    await expectEachLandsOn(
      [ready({ profileComplete: false }), ready(null)],
      <RequireProfileComplete />,
      'username page',
    );
  });

  it('lets complete profiles through', async () => {
    show(signedIn(ready({ profileComplete: true })), <RequireProfileComplete />);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });
});

describe('RequireAdmin', () => {
  it('waits for the profile', () => {
    show(signedIn({ status: 'loading' }), <RequireAdmin />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('sends non-admins to /', async () => {
    await expectEachLandsOn([ready({ isAdmin: false }), ready(null)], <RequireAdmin />, 'home page');
  });

  it('sends visitors to /login first', async () => {
    show({ status: 'signedOut' }, <RequireAdmin />);
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('lets admins through, as a wrapper too', async () => {
    show(
      signedIn(ready({ isAdmin: true })),
      <RequireAuth>
        <RequireAdmin>
          <p>admin area</p>
        </RequireAdmin>
      </RequireAuth>,
    );
    expect(await screen.findByText('admin area')).toBeTruthy();
  });
});

describe('GuestOrProfileComplete (/create-recipe, spec 000 §2)', () => {
  it('lets guests look without sending them to /login', async () => {
    const router = show({ status: 'signedOut' }, <GuestOrProfileComplete />);
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secret');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('sends a signed-in user without a complete profile to /set-username, lets a complete one in', async () => {
    show(signedIn(ready({ profileComplete: false })), <GuestOrProfileComplete />);
    expect(await screen.findByText('username page')).toBeTruthy();
    cleanup();
    show(signedIn(ready({ profileComplete: true })), <GuestOrProfileComplete />);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });
});
