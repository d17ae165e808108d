import { ACCOUNT_LIMITS } from '@domain/constants/recipe';

/**
 * Client-side checks of the sign-in family of forms (spec 000 §5 "Sign-in, sign-up, reset"), run before any call.
 * Values are accounts-namespace message keys. The server (Firebase Auth) still has the last word.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A pragmatic shape check (something@something.tld, no spaces); Firebase Auth validates for real. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

const chars = (value: string) => Array.from(value).length;

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'fields.errors.emailRequired';
  if (chars(value) > ACCOUNT_LIMITS.emailMax) return 'fields.errors.emailTooLong';
  if (!looksLikeEmail(value)) return 'fields.errors.emailInvalid';
  return undefined;
}

export interface SignupValues {
  displayName: string;
  email: string;
  password: string;
  confirm: string;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  const name = values.displayName.trim();
  if (!name) errors.displayName = 'fields.errors.displayNameRequired';
  else if (chars(name) > ACCOUNT_LIMITS.displayName.signupMax)
    errors.displayName = 'fields.errors.displayNameTooLong';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'fields.errors.passwordRequired';
  else if (chars(values.password) < ACCOUNT_LIMITS.password.min)
    errors.password = 'signup.errors.weakPassword';
  else if (chars(values.password) > ACCOUNT_LIMITS.password.max)
    errors.password = 'fields.errors.passwordTooLong';
  if (values.confirm !== values.password) errors.confirm = 'signup.errors.passwordsDoNotMatch';
  return errors;
}

export function validateResetEmail(email: string): string | undefined {
  return emailError(email);
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
