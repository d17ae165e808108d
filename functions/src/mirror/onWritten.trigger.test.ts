/**
 * The deployed reconciler triggers, end to end: a document written straight into the Firestore emulator (as the
 * console or a script would) reaches Postgres through mirror-on<Entity>Written running in the Functions emulator,
 * for every mirrored collection: categories, dietaryOptions and content.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { forgetMirrored, mirroredEntities } from '../testing/mirroredEntities';
import { mirrorRow, tombstoneVersion } from '../testing/pg';
import { waitFor } from '../testing/waitFor';

const firestore = db();

describe.each(mirroredEntities)('$trigger', (entity) => {
  const docOf = (id: string) => firestore.collection(entity.collection).doc(id);
  const rowAtVersion = (id: string, version: string) => async () => {
    const row = await mirrorRow(entity.table, id);
    return row?.source_version === version ? row : undefined;
  };

  const ids: string[] = [];
  afterAll(() => cleanUp(ids));

  it('mirrors a document written by hand, follows its edit and its deletion', async () => {
    const id = entity.newId('hand');
    ids.push(id);

    // no version, as typed in the console: counts as version 0
    await docOf(id).set(entity.doc(id, 'Typed in the console'));
    const created = await waitFor(rowAtVersion(id, '0'), { what: `the hand-written ${entity.table} row` });
    expect(created).toMatchObject(entity.row(id, 'Typed in the console'));

    await docOf(id).update({ ...entity.doc(id, 'Edited in the console'), version: 1 });
    const edited = await waitFor(rowAtVersion(id, '1'), { what: `the edited ${entity.table} row` });
    expect(edited).toMatchObject(entity.row(id, 'Edited in the console'));

    await docOf(id).delete();
    await waitFor(async () => ((await mirrorRow(entity.table, id)) === null ? true : undefined), {
      what: `the deleted ${entity.table} row to leave Postgres`,
    });
    // the delete of version 1 is recorded as version 2, so a late event of the document cannot bring it back
    expect(await tombstoneVersion(entity.table, id)).toBe(2);
  });

  /** Deletes what a failed test left in Firestore (letting its trigger run first), then the rows and tombstones. */
  async function cleanUp(written: readonly string[]): Promise<void> {
    for (const id of written) {
      if (!(await docOf(id).get()).exists) continue;
      await docOf(id).delete();
      await waitFor(async () => (await tombstoneVersion(entity.table, id)) ?? undefined, {
        what: `the trigger to tombstone ${id}`,
      }).catch(() => undefined);
    }
    await forgetMirrored(entity.table, written);
  }
});

describe('mirror-onTagWritten with a Hebrew document id', () => {
  it('mirrors the row under the real id (the emulator garbles non-ASCII path params)', async () => {
    const id = `ארוחת ערב ${Date.now().toString(36)}`;
    const tagDoc = firestore.collection('tags').doc(id);
    await tagDoc.set({ tag: id, displayName: id, language: 'he', count: 1, recipes: [], version: 1 });
    try {
      const row = await waitFor(async () => (await mirrorRow('tags', id)) ?? undefined, {
        what: 'the Hebrew tag row',
      });
      expect(row).toMatchObject({ firebase_id: id, tag: id });
    } finally {
      await tagDoc.delete();
      await waitFor(async () => (await tombstoneVersion('tags', id)) ?? undefined, {
        what: 'the Hebrew tag tombstone',
      }).catch(() => undefined);
      await forgetMirrored('tags', [id]);
    }
  });
});
