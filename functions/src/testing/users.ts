/**
 * Accounts for the users-group tests, made the way the web app makes them: an email sign-up (account, then its
 * display name, then a signed-in ID token), and a Google sign-in through the Auth emulator's IdP endpoint (which
 * accepts an unsigned JSON id_token).
 */
import { afterAll } from 'vitest';
import { auth } from '../platform/firebase';
import { unique } from './factories';
import { authEmulatorPost, type TestUser } from './authEmulator';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${unique()}@example.com`.toLowerCase();
}

/** A fresh ID token for an email/password account. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await authEmulatorPost<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** Email sign-up as /signup does it: the account, its display name (optional), then a signed-in token. */
export async function emailSignUp(displayName?: string): Promise<TestUser> {
  const email = uniqueEmail('signup');
  const password = 'password123';
  const record = await auth().createUser({ email, password, ...(displayName ? { displayName } : {}) });
  return { uid: record.uid, email, password, idToken: await signIn(email, password) };
}

/** Google sign-in (provider google.com) with the name Google would give. */
export async function googleSignIn(name = 'Google Person'): Promise<TestUser> {
  const email = uniqueEmail('google');
  const claims = { sub: `google-${unique()}`, email, email_verified: true, name };
  const result = await authEmulatorPost<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: result.localId, email, password: '', idToken: result.idToken };
}

/** Deletes test accounts (ignores ones already gone). */
export async function deleteAccounts(uids: readonly string[]): Promise<void> {
  if (uids.length > 0) await auth().deleteUsers([...uids]);
}

/** The uids of the accounts a test file makes (it pushes each one), deleted after all its tests. */
export function accountsDeletedAfterAll(): string[] {
  const accounts: string[] = [];
  afterAll(() => deleteAccounts(accounts));
  return accounts;
}
