import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/platform/api';
import en from '@/locales/en/accounts.json';
import { profileErrorMessage, profileMessage } from './messages';
import { PROFILE_MESSAGE_KEYS } from './profileMessages';

/** A t() over the English accounts file, enough to check which text each server message becomes. */
const t = ((key: string, options?: Record<string, string>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return String(value ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => options?.[name] ?? '');
}) as unknown as TFunction<'accounts'>;

const server = (message: string, code = 'invalid-argument') =>
  new ApiRequestError(code, message, undefined, {}, true);

describe('profile error messages (spec 000 §8, 002 §8 "Username")', () => {
  it('shows "Username error: …" as it is and any "already taken" as the username-taken message', () => {
    expect(profileErrorMessage(t, server('Username error: Username must be 30 characters or less'))).toBe(
      'Username error: Username must be 30 characters or less',
    );
    expect(
      profileErrorMessage(t, server('Username error: Username is already taken', 'already-exists')),
    ).toBe('Username is already taken');
    expect(profileErrorMessage(t, server('Username is already taken', 'already-exists'))).toBe(
      'Username is already taken',
    );
  });

  it("keeps the server's known and mirror texts, and says something went wrong otherwise", () => {
    expect(profileErrorMessage(t, server('Bio must be 500 characters or less'), PROFILE_MESSAGE_KEYS)).toBe(
      'Bio must be 500 characters or less',
    );
    expect(
      profileErrorMessage(
        t,
        server(
          'Unable to update profile: Service is temporarily busy. Please try again in a few minutes.',
          'unavailable',
        ),
      ),
    ).toBe('Unable to update profile: Service is temporarily busy. Please try again in a few minutes.');
    expect(profileErrorMessage(t, server('internal error xyz', 'internal'))).toBe(
      en.errors.somethingWentWrong,
    );
    expect(profileErrorMessage(t, new TypeError('Failed to fetch'))).toBe(en.errors.somethingWentWrong);
    expect(profileMessage(t, 'Display name must be at least 3 characters')).toBe(en.displayName.tooShort);
  });
});
