import { describe, expect, it } from 'vitest';
import { documentPath, isDocumentKey, keyOfPath, subcollectionKey, triggerDocument } from './documentKey';
import { categoryMapping, collectionMapping } from './mappings';

describe('mirrored document keys', () => {
  it('keys a top-level document by its id', () => {
    expect(documentPath(categoryMapping, 'soups')).toBe('categories/soups');
    expect(keyOfPath(categoryMapping, 'categories/soups')).toBe('soups');
    expect(triggerDocument(categoryMapping)).toBe('categories/{docId}');
    expect(isDocumentKey(categoryMapping, 'a/b')).toBe(false);
  });

  it("keys a user's collection by owner and id, so two users' same id are two rows", () => {
    const key = subcollectionKey('u1', 'favorites');
    expect(key).toBe('u1/favorites');
    expect(key).not.toBe(subcollectionKey('u2', 'favorites'));
    expect(documentPath(collectionMapping, key)).toBe('users/u1/collections/favorites');
    expect(keyOfPath(collectionMapping, 'users/u1/collections/favorites')).toBe(key);
    expect(triggerDocument(collectionMapping)).toBe('users/{parentId}/collections/{docId}');
  });

  it("refuses keys and paths that are not the mapping's", () => {
    for (const bad of ['favorites', 'u1/', '/c1', 'u1/c1/x', ''])
      expect(() => documentPath(collectionMapping, bad)).toThrow(/bad document id/);
    expect(() => documentPath(categoryMapping, '')).toThrow(/bad document id/);
    expect(keyOfPath(collectionMapping, 'users/u1/collections/c1/recipes/r1')).toBeNull();
    expect(keyOfPath(collectionMapping, 'groups/u1/collections/c1')).toBeNull();
    expect(keyOfPath(categoryMapping, 'users/u1/collections/c1')).toBeNull();
  });
});
