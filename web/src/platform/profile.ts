import type { EnsureProfileResult } from '@domain/profile';
import { callFunction, type CallInput } from './api';
import { currentLanguage } from './i18n';
import type { EnabledLanguage } from './languages';

/**
 * The users-* callables (functions/src/users) and the "once per sign-in" profile sync the session layer and the
 * sign-in screens share. Typed by their contracts (domain/contracts/users.ts): types only, so zod stays out of
 * this chunk.
 */
export type UpdateProfileRequest = CallInput<'users-updateProfile'>;
export type CompleteProfileRequest = CallInput<'users-completeProfile'>;
export type CreateFirstAdminRequest = CallInput<'users-createFirstAdmin'>;
export type EnsureProfileRequest = CallInput<'users-ensureProfile'>;

export const profileApi = {
  completeProfile: (input: CompleteProfileRequest) => callFunction('users-completeProfile', input),
  updateProfile: (input: UpdateProfileRequest) => callFunction('users-updateProfile', input),
  createFirstAdmin: (input: CreateFirstAdminRequest) => callFunction('users-createFirstAdmin', input),
  adminExists: () => callFunction('users-adminExists', {}),
};

// ------------------------------------------------------------------------------------ ensureProfile, once

const ensured = new Map<string, Promise<EnsureProfileResult>>();
let flow: Promise<void> | null = null;

/**
 * users-ensureProfile for the signed-in user `uid` (creates, migrates and syncs emailVerified). The sign-in screens
 * call it with `fresh` after every sign-in; the session layer without, so a page load with an existing session
 * makes one call and shares the screens' result. A failure is forgotten, so the next caller retries.
 */
export function ensureProfile(uid: string, { fresh = false } = {}): Promise<EnsureProfileResult> {
  const existing = ensured.get(uid);
  if (existing && !fresh) return existing;
  const call = callFunction('users-ensureProfile', { language: currentLanguage() });
  const promise = call.catch((error: unknown) => {
    if (ensured.get(uid) === promise) ensured.delete(uid);
    throw error;
  });
  ensured.set(uid, promise);
  return promise;
}

/**
 * A sign-in or sign-up in progress. Firebase reports the new user before the screen has finished (the display name
 * is set after the account exists), so the session layer waits for the flow, whose own ensureProfile it then shares.
 */
export async function duringAuthFlow<T>(run: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const current = new Promise<void>((resolve) => (release = resolve));
  flow = current;
  try {
    return await run();
  } finally {
    if (flow === current) flow = null;
    release();
  }
}

/** The session layer's call: after any flow in progress, once per uid per page load. */
export async function ensureProfileOnce(uid: string): Promise<EnsureProfileResult> {
  while (flow) await flow;
  return ensureProfile(uid);
}

/** Saves an interface language choice to the signed-in user's profile (spec 000 §1). */
export async function saveProfileLanguage(language: EnabledLanguage): Promise<void> {
  await profileApi.updateProfile({ language });
}
