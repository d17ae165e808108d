/**
 * A mirror row left ahead of its document (the function died between the two writes, or its compensation failed)
 * must not outlive the document's next write, whoever makes it. Found by the fault soak (docs/decisions/0013): the
 * owner's own profile write (language, `version` + 1, as the rules allow a client) reached the version the
 * abandoned row already had, and the reconciler, which applied only strictly newer versions, kept the abandoned
 * content at that version for good: no version check could see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { mirrorRow } from '../testing/pg';
import { NEVER_SAVED_BIO, refusedProfileUpdate, resetFaults } from '../testing/soak/faults';
import { deleteAccounts } from '../testing/users';
import { waitFor } from '../testing/waitFor';

let cook: TestUser;

beforeAll(async () => {
  cook = await createUser(db());
  await waitFor(async () => (await mirrorRow('profiles', cook.uid)) ?? undefined, {
    what: 'the profile row',
  });
});

afterAll(async () => {
  await resetFaults();
  await deleteAccounts([cook.uid]);
});

describe('a mirror row left ahead of its document', () => {
  it('gives way to the next write of the document, even one that reaches the same version', async () => {
    // users-updateProfile writes the mirror, Firestore refuses the commit, and the compensation cannot reach the mirror
    await refusedProfileUpdate(
      cook,
      { id: 'commit', fault: 'refuse-commit' },
      { id: 'restore', rpc: 'mirror_restore', fault: 'unreachable' },
    );
    expect(await mirrorRow('profiles', cook.uid)).toMatchObject({
      bio: NEVER_SAVED_BIO,
      source_version: '1',
    });

    // the owner's own write, as the rules allow it: language, version + 1
    await db().doc(`users/${cook.uid}`).update({ language: 'he', version: 1 });

    const row = await waitFor(
      async () => {
        const current = await mirrorRow('profiles', cook.uid);
        return current?.language === 'he' ? current : undefined;
      },
      { what: 'the mirror to follow the owner’s write' },
    );
    expect(row).toMatchObject({ bio: '', language: 'he', source_version: '1' });
  });
});
