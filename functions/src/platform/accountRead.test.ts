import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { inRequestScope, readAccount } from './accountRead';
import { isAdmin, requireActiveAccount } from './auth';

/** A Firestore that answers users/{uid} from `flags` and counts the reads it serves (or fails the first `failures`). */
function countingStore(flags: Record<string, unknown>, failures = 0) {
  const reads: string[] = [];
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        get: () => {
          reads.push(`${name}/${id}`);
          if (reads.length <= failures) return Promise.reject(new Error('unavailable'));
          return Promise.resolve({ exists: true, get: (field: string) => flags[field] });
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, reads };
}

describe('readAccount', () => {
  it('reads users/{uid} once per request, however many checks ask', async () => {
    const { db, reads } = countingStore({ isActive: true, isAdmin: true });
    const admin = await inRequestScope(async () => {
      await requireActiveAccount(db, 'u1');
      return (await isAdmin(db, 'u1')) && (await isAdmin(db, 'u1'));
    });
    expect(admin).toBe(true);
    expect(reads).toEqual(['users/u1']);
  });

  it('reads afresh in each request and outside any request', async () => {
    const { db, reads } = countingStore({ isAdmin: false });
    await inRequestScope(() => isAdmin(db, 'u1'));
    await inRequestScope(() => isAdmin(db, 'u1'));
    await isAdmin(db, 'u1');
    await isAdmin(db, 'u1');
    expect(reads).toHaveLength(4);
  });

  it('keeps the reads of two users apart', async () => {
    const { db, reads } = countingStore({ isAdmin: true });
    await inRequestScope(async () => {
      await Promise.all([readAccount(db, 'a'), readAccount(db, 'b'), readAccount(db, 'a')]);
    });
    expect(reads).toEqual(['users/a', 'users/b']);
  });

  it('does not remember a failed read: the next check in the request tries again', async () => {
    const { db, reads } = countingStore({ isActive: true }, 1);
    await inRequestScope(async () => {
      await expect(readAccount(db, 'u1')).rejects.toThrow('unavailable');
      await expect(requireActiveAccount(db, 'u1')).resolves.toBeUndefined();
    });
    expect(reads).toHaveLength(2);
  });
});
