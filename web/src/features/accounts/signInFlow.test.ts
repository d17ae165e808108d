import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './signInFlow';

describe('where a sign-in goes (spec 000 §2)', () => {
  const back = () => '/profile';
  const none = () => undefined;

  it('unverified → /verify-email, whatever else holds', () => {
    expect(pathAfterSignIn({ emailVerified: false, needsUsername: false }, back)).toBe('/verify-email');
    expect(pathAfterSignIn({ emailVerified: false, needsUsername: true }, back)).toBe('/verify-email');
  });

  it('verified without a username (Google sign-up) → /set-username', () => {
    expect(pathAfterSignIn({ emailVerified: true, needsUsername: true }, back)).toBe('/set-username');
  });

  it('otherwise the saved return path, else /', () => {
    expect(pathAfterSignIn({ emailVerified: true, needsUsername: false }, back)).toBe('/profile');
    expect(pathAfterSignIn({ emailVerified: true, needsUsername: false }, none)).toBe('/');
  });
});
