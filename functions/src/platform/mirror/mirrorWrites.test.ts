/**
 * The mirror protocol is the only write path of a mirrored document (DESIGN §4; docs/decisions/0005): no service
 * writes one straight to Firestore, and none commits without writeMirrored's retry. The list of mirrored
 * collections is MIRROR_MAPPINGS, so a new mapping is checked from the day it is declared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUnprotocolledWrites, stringConstants, type CheckContext } from '../../testing/mirrorWriteCheck';
import { MIRROR_MAPPINGS } from './mappings';

const SRC = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const all = sources(SRC);
const context: CheckContext = {
  collections: new Set(MIRROR_MAPPINGS.filter((m) => !m.parent).map((mapping) => mapping.collection)),
  subcollections: new Set(MIRROR_MAPPINGS.filter((m) => m.parent).map((mapping) => mapping.collection)),
  constants: new Map(
    all
      .filter((path) => relative(SRC, path).startsWith('domain/'))
      .flatMap((path) => stringConstants(readFileSync(path, 'utf8'))),
  ),
};

/** Tests write documents by hand on purpose (the reconciler's net); platform/mirror is the protocol itself. */
const isService = (path: string) => {
  const rel = relative(SRC, path);
  return !rel.endsWith('.test.ts') && !rel.startsWith('testing/') && !rel.startsWith('platform/mirror/');
};

const check = (source: string) => findUnprotocolledWrites('fixture.ts', source, context);

describe('mirrored writes go through the protocol', () => {
  it('no service writes a mirrored document outside writeMirrored', () => {
    const findings = all
      .filter(isService)
      .flatMap((path) => findUnprotocolledWrites(relative(SRC, path), readFileSync(path, 'utf8'), context));
    expect(findings).toEqual([]);
    // it parses every service file of the tree, which grows with the product and shares two cores with other layers
  }, 30_000);

  it('knows every mapped collection and the domain constants that name them', () => {
    expect([...context.collections].sort()).toEqual(
      [
        'categories',
        'comments',
        'content',
        'dietaryOptions',
        'households',
        'recipeLinks',
        'recipes',
        'tags',
        'users',
      ].sort(),
    );
    // users/{uid}/collections/{id} (decision 0008): the recipe-deletion cleanup must write them through the protocol
    // comments/{id}/likes/{uid}, comments/{id}/reports/{uid} (the comment services) and users/{id}/followers,
    // users/{id}/notificationSettings (the social services), recipes/{id}/ratings/{uid} (the rating service) and
    // users/{uid}/favoriteMetadata (the favorites services) and households/{uid}/planEntries, …/shoppingLines (the plan
    // and shopping services) are written through it too
    expect([...(context.subcollections ?? [])]).toEqual([
      'collections',
      'likes',
      'reports',
      'followers',
      'notificationSettings',
      'ratings',
      'favoriteMetadata',
      'planEntries',
      'shoppingLines',
    ]);
    expect(context.constants.get('RECIPES_COLLECTION')).toBe('recipes');
  });

  it('catches direct writes, batch and transaction writes, recursive deletes and commitMirrored imports', () => {
    const source = `
      import { commitMirrored } from '../platform/mirror/commitMirrored';
      const tags = db.collection(TAGS_COLLECTION);
      function profileRef(uid) { return db.collection('users').doc(uid); }
      await deps.db.collection(RECIPES_COLLECTION).doc(id).set({ title: 'x' });
      await tags.doc(id).update({ count: 2 });
      batch.delete(db.collection('categories').doc(id));
      tx.set(profileRef(uid), {});
      await db.recursiveDelete(db.collection('content'));
    `;
    expect(check(source).map((finding) => finding.what)).toEqual([
      'imports commitMirrored: use writeMirrored',
      'set on mirrored recipes',
      'update on mirrored tags',
      'batch.delete on mirrored categories',
      'tx.set on mirrored users',
      'recursiveDelete on mirrored content',
    ]);
  });

  it('catches writes to a mirrored subcollection, by path and through its collection group', () => {
    const source = `
      await users.doc(uid).collection(COLLECTIONS_SUBCOLLECTION).doc(id).update({ recipeIds: [] });
      const holding = await db.collectionGroup('collections').where('recipeIds', 'array-contains', recipeId).get();
      for (const doc of holding.docs) batch.update(doc.ref, { recipeIds: [] });
      await holding.docs[0].ref.delete();
    `;
    expect(check(source).map((finding) => finding.what)).toEqual([
      'update on mirrored collections',
      'batch.update on mirrored collections (collection group)',
      'delete on mirrored collections (collection group)',
    ]);
  });

  it('leaves reads, subcollections and collections nobody mirrors alone', () => {
    const source = `
      await db.collection(RECIPES_COLLECTION).doc(id).get();
      await db.collection('recipes').doc(id).collection('drafts').doc(uid).set({ value: 5 });
      await db.recursiveDelete(db.collection(RECIPES_COLLECTION).doc(id).collection('drafts'));
      batch.delete(doc.ref.collection(RECIPES_COLLECTION).doc(recipeId));
      batch.set(db.collection(USERNAMES_COLLECTION).doc(name), {});
      await db.collection('recommendationCache').doc(id).delete();
      batch.delete(users.doc(uid).collection('collections').doc(id).collection('recipes').doc(recipeId));
      const entries = await db.collectionGroup('recipes').where('recipeId', '==', recipeId).get();
      for (const doc of entries.docs) batch.delete(doc.ref);
    `;
    expect(check(source)).toEqual([]);
  });
});
