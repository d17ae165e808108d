/**
 * The exported reconciler triggers (mirror-on<Entity>Written) wrapped by firebase-functions-test v3 and fed the
 * CloudEvents Eventarc may deliver: a create, the same event twice, updates out of order, a delete followed by a late
 * older upsert. The events are built with makeDocumentSnapshot/makeChange; the mirror behind the triggers is the
 * stack's real one (MATKON_MIRROR_URL, MIRROR_SERVICE_KEY), and every assertion reads Postgres.
 *
 * firebase-functions-test's v2 wrap() calls the trigger's `run`, i.e. our handler with the event as given: the
 * runtime's own decoding (document path → params) is skipped, so every event names its `params.docId` itself.
 */
import functionsTest from 'firebase-functions-test';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetMirrored, mirroredEntities } from '../testing/mirroredEntities';
import { mirrorRow, query, tombstoneVersion } from '../testing/pg';
import { onCategoryWritten, onContentWritten, onDietaryOptionWritten } from './index';

const fft = functionsTest({ projectId: 'demo-matkon' });
afterAll(() => fft.cleanup());

const triggers: Record<string, typeof onCategoryWritten> = {
  'mirror-onCategoryWritten': onCategoryWritten,
  'mirror-onDietaryOptionWritten': onDietaryOptionWritten,
  'mirror-onContentWritten': onContentWritten,
};

/** When the mirror last wrote the row, to the microsecond (a trigger on update sets it): null without a row. */
async function syncedAt(table: string, id: string): Promise<string | null> {
  const rows = await query<{ synced_at: string }>(
    `select synced_at::text as synced_at from public."${table}" where firebase_id = $1`,
    [id],
  );
  return rows[0]?.synced_at ?? null;
}

describe.each(mirroredEntities)('$trigger, wrapped', (entity) => {
  const trigger = triggers[entity.trigger];
  if (!trigger) throw new Error(`no exported trigger for ${entity.trigger}`);
  const wrapped = fft.wrap(trigger);

  const ids: string[] = [];
  afterAll(() => forgetMirrored(entity.table, ids));
  const newId = () => {
    const id = entity.newId('wrapped');
    ids.push(id);
    return id;
  };

  /** The document at `version` (null: absent), its label naming the version. */
  const atVersion = (id: string, version: number | null) =>
    version === null ? null : { ...entity.doc(id, `Version ${version}`), version };
  /** A written event for one document: before and after as snapshots (an absent side is a missing document). */
  const writeEvent = (id: string, before: number | null, after: number | null) => {
    const snapshot = (version: number | null) =>
      fft.firestore.makeDocumentSnapshot(atVersion(id, version) ?? {}, `${entity.collection}/${id}`);
    return { data: fft.makeChange(snapshot(before), snapshot(after)), params: { docId: id } };
  };
  const rowOf = (id: string) => mirrorRow(entity.table, id);
  const expectRowAt = async (id: string, version: number) =>
    expect(await rowOf(id)).toMatchObject({
      ...entity.row(id, `Version ${version}`),
      source_version: String(version),
    });

  it('mirrors a create', async () => {
    const id = newId();
    await wrapped(writeEvent(id, null, 1));
    await expectRowAt(id, 1);
    expect(await tombstoneVersion(entity.table, id)).toBeNull();
  });

  it('applies the same event delivered twice once', async () => {
    const id = newId();
    const event = writeEvent(id, null, 1);
    await wrapped(event);
    await expectRowAt(id, 1);
    const firstWrite = await syncedAt(entity.table, id);
    expect(firstWrite).not.toBeNull();

    await wrapped(event);
    await expectRowAt(id, 1);
    expect(await syncedAt(entity.table, id)).toBe(firstWrite);
  });

  it('ends at the newest version when v3 arrives before v2', async () => {
    const id = newId();
    await wrapped(writeEvent(id, 2, 3));
    await expectRowAt(id, 3);
    const newestWrite = await syncedAt(entity.table, id);

    await wrapped(writeEvent(id, 1, 2));
    await expectRowAt(id, 3);
    expect(await syncedAt(entity.table, id)).toBe(newestWrite);
  });

  it('keeps a deleted document deleted when an older upsert arrives late', async () => {
    const id = newId();
    const create = writeEvent(id, null, 1);
    await wrapped(create);
    await expectRowAt(id, 1);

    await wrapped(writeEvent(id, 1, null));
    expect(await rowOf(id)).toBeNull();
    expect(await tombstoneVersion(entity.table, id)).toBe(2);

    await wrapped(create);
    expect(await rowOf(id)).toBeNull();
    expect(await tombstoneVersion(entity.table, id)).toBe(2);
  });
});
