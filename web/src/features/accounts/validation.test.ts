import { describe, expect, it } from 'vitest';
import { hasErrors, looksLikeEmail, validateResetEmail, validateSignup } from './validation';

const valid = {
  displayName: 'Dana Cook',
  email: 'dana@example.com',
  password: 'secret1',
  confirm: 'secret1',
};

describe('sign-up checks (spec 000 §5)', () => {
  it('accepts a complete form', () => {
    expect(hasErrors(validateSignup(valid))).toBe(false);
  });

  it('requires a display name of at most 100 characters', () => {
    expect(validateSignup({ ...valid, displayName: '  ' }).displayName).toBe(
      'fields.errors.displayNameRequired',
    );
    expect(validateSignup({ ...valid, displayName: 'x'.repeat(101) }).displayName).toBe(
      'fields.errors.displayNameTooLong',
    );
    expect(validateSignup({ ...valid, displayName: 'x'.repeat(100) }).displayName).toBeUndefined();
  });

  it('checks the email: required, at most 255, shaped like an address', () => {
    expect(validateSignup({ ...valid, email: '' }).email).toBe('fields.errors.emailRequired');
    expect(validateSignup({ ...valid, email: 'dana@' }).email).toBe('fields.errors.emailInvalid');
    expect(validateSignup({ ...valid, email: `${'a'.repeat(250)}@x.com` }).email).toBe(
      'fields.errors.emailTooLong',
    );
    expect(looksLikeEmail('dana cook@example.com')).toBe(false);
  });

  it('shows the weak-password message under 6 characters, and the mismatch', () => {
    expect(validateSignup({ ...valid, password: '12345', confirm: '12345' }).password).toBe(
      'signup.errors.weakPassword',
    );
    expect(validateSignup({ ...valid, password: 'x'.repeat(129), confirm: 'x'.repeat(129) }).password).toBe(
      'fields.errors.passwordTooLong',
    );
    expect(validateSignup({ ...valid, confirm: 'secret2' }).confirm).toBe(
      'signup.errors.passwordsDoNotMatch',
    );
  });

  it('checks the reset email the same way', () => {
    expect(validateResetEmail('')).toBe('fields.errors.emailRequired');
    expect(validateResetEmail(' dana@example.com ')).toBeUndefined();
  });
});
