/**
 * The write path against the real stack: Firestore emulator + Postgres behind PostgREST and the gateway.
 * Faults are injected for real: a closed port, a gateway answering 429, a concurrent Firestore write.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../firebase';
import { appErrorOf } from '../../testing/errors';
import { stackEnv, uniqueId } from '../../testing/env';
import { closedPortUrl, startBusyMirror, type RunningServer } from '../../testing/faultyMirror';
import { ensureProbeTable, probeMapping } from '../../testing/mirrorProbe';
import { mirrorRow, tombstoneVersion } from '../../testing/pg';
import { createMirrorClient } from './client';
import { commitMirrored } from './commitMirrored';
import { changeOf } from './changes';
import { versionedDoc } from './deps';
import type { VersionedDoc } from './types';

const env = stackEnv();
const firestore = db();
const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const deps = { db: firestore, mirror };
const ACTION = 'save probe';

const probeDoc = (id: string) => firestore.collection(probeMapping.collection).doc(id);
const change = changeOf(probeMapping);
/** A write made outside the protocol between its read and its commit (the beforeCommit hook): a lost race. */
const bumpVersionTo = (id: string, version: number) => () =>
  probeDoc(id)
    .update({ version })
    .then(() => undefined);
async function storedDoc(id: string) {
  const snapshot = await probeDoc(id).get();
  return snapshot.exists ? snapshot.data() : null;
}
/** Creates a probe through the protocol and returns it as a service would have read it. */
async function createProbe(name: string): Promise<{ id: string; doc: VersionedDoc }> {
  const id = uniqueId('probe');
  const [version] = await commitMirrored(deps, ACTION, [change(id, null, { name, tags: ['a'] })]);
  return { id, doc: { name, tags: ['a'], version: version as number } };
}

beforeAll(ensureProbeTable);

describe('commitMirrored', () => {
  it('creates, updates and deletes in both stores with the same version', async () => {
    const { id, doc } = await createProbe('Shakshuka');
    expect(doc.version).toBe(1);
    expect(await storedDoc(id)).toEqual({ name: 'Shakshuka', tags: ['a'], version: 1 });
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({
      name: 'Shakshuka',
      tags: ['a'],
      source_version: '1',
    });

    const [updated] = await commitMirrored(deps, ACTION, [
      change(id, doc, { name: 'Shakshuka verde', tags: [] }),
    ]);
    expect(updated).toBe(2);
    expect(await storedDoc(id)).toEqual({ name: 'Shakshuka verde', tags: [], version: 2 });
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({
      name: 'Shakshuka verde',
      source_version: '2',
    });

    const [deleted] = await commitMirrored(deps, ACTION, [
      change(id, { name: 'Shakshuka verde', tags: [], version: 2 }, null),
    ]);
    expect(deleted).toBe(3);
    expect(await storedDoc(id)).toBeNull();
    expect(await mirrorRow('mirror_probe', id)).toBeNull();
    expect(await tombstoneVersion('mirror_probe', id)).toBe(3);
  });

  it('re-creates a deleted id above its tombstone, so late events of the old life stay stale', async () => {
    const { id, doc } = await createProbe('Hummus');
    await commitMirrored(deps, ACTION, [change(id, doc, null)]);
    const [version] = await commitMirrored(deps, ACTION, [change(id, null, { name: 'Hummus again' })]);
    expect(version).toBe(3);
    expect((await storedDoc(id))?.version).toBe(3);
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'Hummus again', source_version: '3' });
    expect(await tombstoneVersion('mirror_probe', id)).toBeNull();
  });
});

describe('commitMirrored when the mirror fails', () => {
  let busy: RunningServer;
  beforeAll(async () => {
    busy = await startBusyMirror();
  });
  afterAll(() => busy.close());

  it('aborts with the connection message when the mirror is unreachable, leaving Firestore untouched', async () => {
    const id = uniqueId('probe');
    const unreachable = createMirrorClient({ url: await closedPortUrl(), serviceKey: env.mirrorServiceKey });
    const error = await appErrorOf(
      commitMirrored({ db: firestore, mirror: unreachable }, 'create recipe', [
        change(id, null, { name: 'Lost' }),
      ]),
    );
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Unable to create recipe: Please check your connection and try again later.');
    expect(await storedDoc(id)).toBeNull();
    expect(await mirrorRow('mirror_probe', id)).toBeNull();
  });

  it('aborts with the busy message when the mirror answers 429, leaving Firestore untouched', async () => {
    const { id, doc } = await createProbe('Before');
    const rateLimited = createMirrorClient({ url: busy.url, serviceKey: env.mirrorServiceKey });
    const error = await appErrorOf(
      commitMirrored({ db: firestore, mirror: rateLimited }, 'update recipe', [
        change(id, doc, { name: 'After' }),
      ]),
    );
    expect(error.message).toBe(
      'Unable to update recipe: Service is temporarily busy. Please try again in a few minutes.',
    );
    expect(await storedDoc(id)).toEqual({ name: 'Before', tags: ['a'], version: 1 });
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'Before', source_version: '1' });
  });
});

describe('commitMirrored when Firestore refuses after the mirror write', () => {
  it('removes the new row when a create loses to a concurrent write', async () => {
    const id = uniqueId('probe');
    const error = await appErrorOf(
      commitMirrored(
        {
          ...deps,
          beforeCommit: () =>
            probeDoc(id)
              .set({ name: 'Someone else', version: 1 })
              .then(() => undefined),
        },
        ACTION,
        [change(id, null, { name: 'Mine' })],
      ),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(`Unable to ${ACTION}: Please check your connection and try again later.`);
    expect(error.details).toEqual({ reason: 'conflict' });
    expect(await mirrorRow('mirror_probe', id)).toBeNull();
    expect(await storedDoc(id)).toEqual({ name: 'Someone else', version: 1 });
  });

  it('puts the previous row back when an update loses to a concurrent write', async () => {
    const { id, doc } = await createProbe('Original');
    const before = await mirrorRow('mirror_probe', id);
    const bumpVersion = bumpVersionTo(id, 7);
    await appErrorOf(
      commitMirrored({ ...deps, beforeCommit: bumpVersion }, ACTION, [change(id, doc, { name: 'Edited' })]),
    );
    expect(await mirrorRow('mirror_probe', id)).toEqual(before);
    expect((await storedDoc(id))?.name).toBe('Original');
  });

  it('brings a deleted row back, without its tombstone, when the delete loses', async () => {
    const { id, doc } = await createProbe('Keep me');
    const before = await mirrorRow('mirror_probe', id);
    const bumpVersion = bumpVersionTo(id, 5);
    await appErrorOf(commitMirrored({ ...deps, beforeCommit: bumpVersion }, ACTION, [change(id, doc, null)]));
    expect(await mirrorRow('mirror_probe', id)).toEqual(before);
    expect(await tombstoneVersion('mirror_probe', id)).toBeNull();
  });

  it('undoes every change of a batch when one document conflicts', async () => {
    const first = await createProbe('First');
    const second = await createProbe('Second');
    const firstRow = await mirrorRow('mirror_probe', first.id);
    const bumpSecond = () =>
      probeDoc(second.id)
        .update({ version: 9 })
        .then(() => undefined);
    await appErrorOf(
      commitMirrored({ ...deps, beforeCommit: bumpSecond }, ACTION, [
        change(first.id, first.doc, { name: 'First edited' }),
        change(second.id, second.doc, null),
      ]),
    );
    expect(await mirrorRow('mirror_probe', first.id)).toEqual(firstRow);
    expect(await mirrorRow('mirror_probe', second.id)).toMatchObject({ name: 'Second', source_version: '1' });
    expect((await storedDoc(first.id))?.name).toBe('First');
  });

  it('keeps a newer mirror row that replaced ours before the compensation ran', async () => {
    const { id, doc } = await createProbe('Base');
    const newerWrite = async () => {
      await probeDoc(id).update({ version: 2, name: 'Theirs' });
      await mirror.apply([
        { table: 'mirror_probe', firebase_id: id, version: 2, row: { name: 'Theirs' }, only_if_newer: false },
      ]);
    };
    await appErrorOf(
      commitMirrored({ ...deps, beforeCommit: newerWrite }, ACTION, [change(id, doc, { name: 'Mine' })]),
    );
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'Theirs', source_version: '2' });
  });
});

describe('commitMirrored with the snapshot the service read (versionedDoc)', () => {
  afterEach(() => vi.restoreAllMocks());
  const readAsService = async (id: string) => versionedDoc(await probeDoc(id).get());

  it('writes on condition of the snapshot without reading the documents again', async () => {
    const first = await createProbe('Read once');
    const second = await createProbe('Removed');
    const [firstRead, secondRead] = await Promise.all([readAsService(first.id), readAsService(second.id)]);
    const getAll = vi.spyOn(firestore, 'getAll');
    const versions = await commitMirrored(deps, ACTION, [
      change(first.id, firstRead, { name: 'Read once, written once' }),
      change(second.id, secondRead, null),
    ]);
    expect(versions).toEqual([2, 2]);
    expect(getAll).not.toHaveBeenCalled();
    // the field only the stored document had (tags) is gone: the update replaces the document as set() would
    expect(await storedDoc(first.id)).toEqual({ name: 'Read once, written once', version: 2 });
    expect(await storedDoc(second.id)).toBeNull();
  });

  it('reads again only the documents whose before is not a snapshot', async () => {
    const carried = await createProbe('Carried');
    const handBuilt = await createProbe('Hand built');
    const carriedRead = await readAsService(carried.id);
    // from here, any read (a document's get() too) goes through getAll
    const getAll = vi.spyOn(firestore, 'getAll');
    await commitMirrored(deps, ACTION, [
      change(carried.id, carriedRead, { name: 'Carried 2' }),
      change(handBuilt.id, handBuilt.doc, { name: 'Hand built 2' }),
    ]);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll.mock.calls[0]?.map((ref) => (ref as { path: string }).path)).toEqual([
      probeDoc(handBuilt.id).path,
    ]);
    expect((await storedDoc(carried.id))?.name).toBe('Carried 2');
    expect((await storedDoc(handBuilt.id))?.name).toBe('Hand built 2');
  });

  it('is a conflict when the document was written since the snapshot, even at the same version', async () => {
    const { id } = await createProbe('Snapshot');
    const read = await readAsService(id);
    const rowBefore = await mirrorRow('mirror_probe', id);
    // a write outside the protocol that keeps the version: a second read would have let the commit overwrite it
    const editElsewhere = () =>
      probeDoc(id)
        .update({ note: 'written meanwhile' })
        .then(() => undefined);
    const error = await appErrorOf(
      commitMirrored({ ...deps, beforeCommit: editElsewhere }, ACTION, [change(id, read, { name: 'Mine' })]),
    );
    expect(error.details).toEqual({ reason: 'conflict' });
    expect(await mirrorRow('mirror_probe', id)).toEqual(rowBefore);
    expect(await storedDoc(id)).toEqual({
      name: 'Snapshot',
      tags: ['a'],
      version: 1,
      note: 'written meanwhile',
    });
  });
});
