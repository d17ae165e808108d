import { describe, expect, it } from 'vitest';
import en from '../locales/en/accounts.json';
import { loginErrorKey, resetErrorKey } from './auth';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('sign-in and reset messages never tell whether an email has an account (decision 0035)', () => {
  it('login: an unknown email and a wrong password read the same', () => {
    const keys = ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'].map((code) =>
      loginErrorKey(failure(code)),
    );
    expect(new Set(keys)).toEqual(new Set(['invalidCredentials']));
    expect(en.login.errors.invalidCredentials).toBe('The email or password is incorrect.');
  });

  it('login: the other outcomes keep their own messages', () => {
    expect(loginErrorKey(failure('auth/user-disabled'))).toBe('userDisabled');
    expect(loginErrorKey(failure('auth/too-many-requests'))).toBe('tooManyRequests');
    expect(loginErrorKey(new Error('offline'))).toBe('somethingWentWrong');
  });

  it('reset: no message says the account is missing; the confirmation says "if an account uses this email"', () => {
    expect(Object.keys(en.reset.errors)).not.toContain('userNotFound');
    expect(resetErrorKey(failure('auth/user-not-found'))).toBe('resetFailed');
    expect(resetErrorKey(failure('auth/invalid-email'))).toBe('invalidCredentials');
    expect(en.reset.sentText).toMatch(/^If an account uses this email/);
  });
});
