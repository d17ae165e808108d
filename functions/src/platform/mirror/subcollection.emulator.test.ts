/**
 * The protocol for a subcollection mapping against the real stack (users/{uid}/collections/{id} → public.collections):
 * commitMirrored writes the document under its owner and the row under the key '{uid}/{id}', two users' same id stay
 * two rows, the version precondition holds, and the reconciler's handler keys a real snapshot the same way.
 * The documents live under a parent collection of the tests' own (the real mapping otherwise), so the deployed
 * mirror-onCollectionWritten (mirror/collections.trigger.test.ts) does not race the assertions.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { stackEnv, uniqueId } from '../../testing/env';
import { appErrorOf } from '../../testing/errors';
import { forgetMirrored } from '../../testing/mirroredEntities';
import { mirrorRow, tombstoneVersion } from '../../testing/pg';
import { createMirrorClient } from './client';
import { commitMirrored } from './commitMirrored';
import { documentPath, subcollectionKey } from './documentKey';
import { collectionMapping } from './mappings';
import { handleMirroredWrite } from './trigger';
import { MirrorConflictError, type MirrorMapping, type VersionedDoc } from './types';

const env = stackEnv();
const firestore = db();
const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const deps = { db: firestore, mirror };
const ACTION = 'save collection';
const keys: string[] = [];
const mapping: MirrorMapping<'collections'> = { ...collectionMapping, parent: 'mirrorProbeOwners' };

afterAll(async () => {
  await Promise.all(keys.map((key) => firestore.doc(documentPath(mapping, key)).delete()));
  await forgetMirrored('collections', keys);
});

function newKey(uid: string, id = uniqueId('c')): string {
  const key = subcollectionKey(uid, id);
  keys.push(key);
  return key;
}
const docAt = (key: string) => firestore.doc(documentPath(mapping, key));
const change = (key: string, before: VersionedDoc | null, after: Record<string, unknown> | null) => ({
  mapping,
  id: key,
  before,
  after,
});

describe('a mirrored subcollection', () => {
  it("writes, updates and deletes {parent}/{uid}/collections/{id} and its row under '{uid}/{id}'", async () => {
    const key = newKey(uniqueId('u'));
    const [created] = await commitMirrored(deps, ACTION, [
      change(key, null, { name: 'Soups', recipeIds: ['r1'] }),
    ]);
    expect(created).toBe(1);
    expect((await docAt(key).get()).data()).toEqual({ name: 'Soups', recipeIds: ['r1'], version: 1 });
    expect(await mirrorRow('collections', key)).toMatchObject({
      user_id: key.split('/')[0],
      name: 'Soups',
      recipe_ids: ['r1'],
      recipe_count: 1,
      source_version: '1',
    });

    const before = { name: 'Soups', recipeIds: ['r1'], version: 1 };
    await commitMirrored(deps, ACTION, [change(key, before, { name: 'Soups', recipeIds: [] })]);
    expect(await mirrorRow('collections', key)).toMatchObject({ recipe_ids: [], source_version: '2' });

    await commitMirrored(deps, ACTION, [change(key, { name: 'Soups', recipeIds: [], version: 2 }, null)]);
    expect((await docAt(key).get()).exists).toBe(false);
    expect(await mirrorRow('collections', key)).toBeNull();
    expect(await tombstoneVersion('collections', key)).toBe(3);
  });

  it("keeps two users' collections of the same id apart in both stores", async () => {
    const id = uniqueId('favorites');
    const [mine, theirs] = [newKey(uniqueId('u'), id), newKey(uniqueId('u'), id)];
    await commitMirrored(deps, ACTION, [
      change(mine, null, { name: 'Mine', recipeIds: ['r1'] }),
      change(theirs, null, { name: 'Theirs', recipeIds: ['r2', 'r3'] }),
    ]);
    expect((await docAt(mine).get()).get('name')).toBe('Mine');
    expect((await docAt(theirs).get()).get('name')).toBe('Theirs');
    expect(await mirrorRow('collections', mine)).toMatchObject({ collection_id: id, recipe_count: 1 });
    expect(await mirrorRow('collections', theirs)).toMatchObject({ collection_id: id, recipe_count: 2 });
  });

  it('refuses a change read before a concurrent write, restoring the row', async () => {
    const key = newKey(uniqueId('u'));
    await commitMirrored(deps, ACTION, [change(key, null, { name: 'Bread', recipeIds: [] })]);
    await docAt(key).update({ name: 'Bread (edited elsewhere)', version: 2 });

    const stale = { name: 'Bread', recipeIds: [], version: 1 };
    const error = await appErrorOf(commitMirrored(deps, ACTION, [change(key, stale, { name: 'Late' })]));
    expect(error).toBeInstanceOf(MirrorConflictError);
    expect((await docAt(key).get()).get('name')).toBe('Bread (edited elsewhere)');
    expect(await mirrorRow('collections', key)).toMatchObject({ name: 'Bread', source_version: '1' });
  });

  it('refuses a key without its owner before writing anything', async () => {
    const id = uniqueId('orphan');
    await expect(commitMirrored(deps, ACTION, [change(id, null, { name: 'Nobody' })])).rejects.toThrow(
      /bad document id/,
    );
    expect(await mirrorRow('collections', id)).toBeNull();
  });

  it('reconciles a hand-written document from its real snapshot, under the owner', async () => {
    const key = newKey(uniqueId('u'));
    const before = await docAt(key).get();
    await docAt(key).set({ name: 'Typed in the console', recipeIds: ['r9'], version: 4 });
    const after = await docAt(key).get();
    // params as a trigger decodes them; the key comes from the snapshot's path
    const event = { params: { parentId: 'ignored', docId: 'ignored' }, data: { before, after } };
    expect(await handleMirroredWrite(mapping, event, mirror)).toBe('upserted');
    expect(await mirrorRow('collections', key)).toMatchObject({
      user_id: key.split('/')[0],
      name: 'Typed in the console',
      source_version: '4',
    });
    expect(await handleMirroredWrite(mapping, event, mirror)).toBe('skipped');
  });
});
