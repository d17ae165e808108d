/**
 * Real users for function tests: accounts created through the Auth emulator's REST API (so the ID tokens are the
 * ones a browser would send), and their users/{uid} documents written with the admin SDK.
 */
import type { Firestore } from 'firebase-admin/firestore';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;

function authEmulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests against the local stack');
  return `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`;
}

/** POSTs to the Auth emulator's identitytoolkit REST API; a non-2xx answer throws with its error message. */
export async function authEmulatorPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(authEmulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A new email/password account with a fresh ID token. */
export async function signUp(options: { email?: string; password?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `test-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = options.password ?? 'password123';
  const result = await authEmulatorPost<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** Signs up and writes users/{uid}; `isAdmin` comes only from that document (DESIGN §6). */
export async function createUser(
  db: Firestore,
  options: { isAdmin?: boolean; profile?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const user = await signUp();
  await db
    .collection('users')
    .doc(user.uid)
    .set({
      uid: user.uid,
      email: user.email,
      displayName: `Test ${user.uid.slice(0, 6)}`,
      isAdmin: options.isAdmin === true,
      isActive: true,
      profileComplete: true,
      createdAt: new Date().toISOString(),
      ...options.profile,
    });
  return user;
}

export function createAdmin(db: Firestore): Promise<TestUser> {
  return createUser(db, { isAdmin: true });
}

/** A test's cast in one go, by role: `[author, fan, admin] = await createUsers(db(), 'user', 'user', 'admin')`. */
export function createUsers<const Roles extends readonly ('user' | 'admin')[]>(
  db: Firestore,
  ...roles: Roles
): Promise<{ -readonly [K in keyof Roles]: TestUser }> {
  return Promise.all(roles.map((role) => createUser(db, { isAdmin: role === 'admin' }))) as Promise<{
    -readonly [K in keyof Roles]: TestUser;
  }>;
}
