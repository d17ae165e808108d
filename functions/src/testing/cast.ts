/**
 * A test file's cast, signed up before its tests run: `const cast = castBeforeAll({ author: 'user', admin: 'admin' })`,
 * then `cast.author` inside the tests. Each one is an Auth emulator account with its users/{uid} profile; an 'admin'
 * one is an admin. `deletedAfterAll` removes the accounts once the file's tests are done.
 */
import { afterAll, beforeAll } from 'vitest';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from './authEmulator';
import { deleteAccounts } from './users';

export function castBeforeAll<const Roles extends Record<string, 'user' | 'admin'>>(
  roles: Roles,
  { deletedAfterAll = false, timeoutMs }: { deletedAfterAll?: boolean; timeoutMs?: number } = {},
): { readonly [Name in keyof Roles]: TestUser } {
  const cast = {} as Record<keyof Roles, TestUser>;
  beforeAll(async () => {
    await Promise.all(
      Object.entries(roles).map(async ([name, role]) => {
        cast[name as keyof Roles] = await createUser(db(), { isAdmin: role === 'admin' });
      }),
    );
  }, timeoutMs);
  if (deletedAfterAll) afterAll(() => deleteAccounts(Object.values<TestUser>(cast).map((user) => user.uid)));
  return cast;
}
