/**
 * The reconciler against the real stack: documents written straight into the Firestore emulator, events built from
 * their real snapshots, rows checked in Postgres.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleMirroredWrite } from './trigger';
import { db } from '../firebase';
import { stackEnv, uniqueId } from '../../testing/env';
import { ensureProbeTable, probeMapping } from '../../testing/mirrorProbe';
import { mirrorRow, tombstoneVersion } from '../../testing/pg';
import { createMirrorClient } from './client';

const env = stackEnv();
const firestore = db();
const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const probeDoc = (id: string) => firestore.collection(probeMapping.collection).doc(id);

/** Writes (or deletes, with null) a document by hand and returns the snapshots the trigger would get. */
async function writeByHand(id: string, data: Record<string, unknown> | null) {
  const before = await probeDoc(id).get();
  if (data) await probeDoc(id).set(data);
  else await probeDoc(id).delete();
  const after = await probeDoc(id).get();
  return { before, after };
}
const eventOf = (id: string, before: DocumentSnapshot, after: DocumentSnapshot) => ({
  params: { docId: id },
  data: { before, after },
});
const reconcileEvent = (event: ReturnType<typeof eventOf>) =>
  handleMirroredWrite(probeMapping, event, mirror);

beforeAll(ensureProbeTable);

describe('mirror reconciler', () => {
  it('mirrors a document written directly in Firestore (no version counts as 0)', async () => {
    const id = uniqueId('hand');
    const { before, after } = await writeByHand(id, { name: 'Typed in the console' });
    expect(await reconcileEvent(eventOf(id, before, after))).toBe('upserted');
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({
      name: 'Typed in the console',
      source_version: '0',
    });
  });

  it('applies the same event once', async () => {
    const id = uniqueId('twice');
    const { before, after } = await writeByHand(id, { name: 'Once', version: 1 });
    expect(await reconcileEvent(eventOf(id, before, after))).toBe('upserted');
    expect(await reconcileEvent(eventOf(id, before, after))).toBe('skipped');
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'Once', source_version: '1' });
  });

  it('ends at the newest version when events arrive newer first', async () => {
    const id = uniqueId('order');
    const first = await writeByHand(id, { name: 'v1', version: 1 });
    const second = await writeByHand(id, { name: 'v2', version: 2 });
    expect(await reconcileEvent(eventOf(id, second.before, second.after))).toBe('upserted');
    expect(await reconcileEvent(eventOf(id, first.before, first.after))).toBe('skipped');
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'v2', source_version: '2' });
  });

  it('keeps a deleted document deleted when a stale upsert arrives late', async () => {
    const id = uniqueId('gone');
    const created = await writeByHand(id, { name: 'Soon gone', version: 4 });
    await reconcileEvent(eventOf(id, created.before, created.after));
    const deleted = await writeByHand(id, null);
    expect(await reconcileEvent(eventOf(id, deleted.before, deleted.after))).toBe('deleted');
    expect(await reconcileEvent(eventOf(id, created.before, created.after))).toBe('skipped');
    expect(await mirrorRow('mirror_probe', id)).toBeNull();
    expect(await tombstoneVersion('mirror_probe', id)).toBe(5);
  });

  it('records the tombstone even when the delete arrives before the create', async () => {
    const id = uniqueId('early-delete');
    const created = await writeByHand(id, { name: 'Short life', version: 1 });
    const deleted = await writeByHand(id, null);
    await reconcileEvent(eventOf(id, deleted.before, deleted.after));
    expect(await reconcileEvent(eventOf(id, created.before, created.after))).toBe('skipped');
    expect(await mirrorRow('mirror_probe', id)).toBeNull();
  });

  it('follows a hand edit that raises the version', async () => {
    const id = uniqueId('edit');
    const created = await writeByHand(id, { name: 'Draft', version: 1 });
    await reconcileEvent(eventOf(id, created.before, created.after));
    const edited = await writeByHand(id, { name: 'Final', version: 2 });
    expect(await reconcileEvent(eventOf(id, edited.before, edited.after))).toBe('upserted');
    expect(await mirrorRow('mirror_probe', id)).toMatchObject({ name: 'Final', source_version: '2' });
  });
});
