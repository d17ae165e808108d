/**
 * mirror-onCollectionWritten, the reconciler of the first mirrored subcollection (users/{uid}/collections/{id} →
 * public.collections, rows keyed '{uid}/{id}'): deployed in the Functions emulator, a collection written by hand
 * reaches Postgres under its owner, follows its edit and its deletion; wrapped by firebase-functions-test, its events
 * (path params parentId and docId) apply once, newest version wins, and a deleted collection stays deleted.
 */
import functionsTest from 'firebase-functions-test';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { uniqueId } from '../testing/env';
import { forgetMirrored } from '../testing/mirroredEntities';
import { mirrorRow, tombstoneVersion } from '../testing/pg';
import { waitFor } from '../testing/waitFor';
import { onCollectionWritten } from './index';

const fft = functionsTest({ projectId: 'demo-matkon' });
const firestore = db();
const keys: string[] = [];

afterAll(async () => {
  fft.cleanup();
  await forgetMirrored('collections', keys);
});

function newCollection(prefix: string, id = uniqueId(`${prefix}-collection`)) {
  const uid = uniqueId(`${prefix}-user`);
  const key = subcollectionKey(uid, id);
  keys.push(key);
  return { uid, id, key, path: `users/${uid}/collections/${id}` };
}
const collectionDoc = (name: string, recipeIds: string[]) => ({
  name,
  nameHe: 'אוסף',
  icon: '🍰',
  recipeIds,
  recipeCount: recipeIds.length,
});
const rowAtVersion = (key: string, version: string) => async () => {
  const row = await mirrorRow('collections', key);
  return row?.source_version === version ? row : undefined;
};

describe('mirror-onCollectionWritten (deployed)', () => {
  it("mirrors a collection written by hand under its owner's key, its edit and its deletion", async () => {
    const { uid, id, key, path } = newCollection('hand');
    await firestore.doc(path).set(collectionDoc('Typed in the console', ['r1']));
    const created = await waitFor(rowAtVersion(key, '0'), { what: 'the hand-written collection row' });
    expect(created).toMatchObject({
      user_id: uid,
      collection_id: id,
      name: 'Typed in the console',
      name_he: 'אוסף',
      icon: '🍰',
      color: '#ff6b6b',
      recipe_ids: ['r1'],
      recipe_count: 1,
    });

    await firestore.doc(path).update({ ...collectionDoc('Edited', []), version: 1 });
    expect(await waitFor(rowAtVersion(key, '1'), { what: 'the edited row' })).toMatchObject({
      name: 'Edited',
      recipe_ids: [],
    });

    await firestore.doc(path).delete();
    await waitFor(async () => ((await mirrorRow('collections', key)) === null ? true : undefined), {
      what: 'the deleted collection row to leave Postgres',
    });
    expect(await tombstoneVersion('collections', key)).toBe(2);
  });
});

describe('mirror-onCollectionWritten, wrapped', () => {
  const wrapped = fft.wrap(onCollectionWritten);
  /** A written event for one collection: before and after at these versions (null: absent). */
  const writeEvent = (
    { uid, id, path }: ReturnType<typeof newCollection>,
    before: number | null,
    after: number | null,
  ) => {
    const snapshot = (version: number | null) =>
      fft.firestore.makeDocumentSnapshot(
        version === null ? {} : { ...collectionDoc(`Version ${version}`, []), version },
        path,
      );
    return { data: fft.makeChange(snapshot(before), snapshot(after)), params: { parentId: uid, docId: id } };
  };

  it('applies a create once, keeps the newest version, and keeps a deletion', async () => {
    const collection = newCollection('wrapped');
    const create = writeEvent(collection, null, 1);
    await wrapped(create);
    await wrapped(create);
    expect(await mirrorRow('collections', collection.key)).toMatchObject({
      user_id: collection.uid,
      name: 'Version 1',
      source_version: '1',
    });

    await wrapped(writeEvent(collection, 2, 3));
    await wrapped(writeEvent(collection, 1, 2));
    expect(await mirrorRow('collections', collection.key)).toMatchObject({ name: 'Version 3' });

    await wrapped(writeEvent(collection, 3, null));
    await wrapped(create);
    expect(await mirrorRow('collections', collection.key)).toBeNull();
    expect(await tombstoneVersion('collections', collection.key)).toBe(4);
  });

  it("keeps two users' collections of the same id as two rows", async () => {
    const mine = newCollection('same');
    const theirs = newCollection('same', mine.id);
    await wrapped(writeEvent(mine, null, 1));
    await wrapped(writeEvent(theirs, null, 5));
    expect(await mirrorRow('collections', mine.key)).toMatchObject({
      user_id: mine.uid,
      source_version: '1',
    });
    expect(await mirrorRow('collections', theirs.key)).toMatchObject({
      user_id: theirs.uid,
      collection_id: mine.id,
      source_version: '5',
    });
  });
});
