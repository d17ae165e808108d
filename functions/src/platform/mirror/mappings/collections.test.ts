import { describe, expect, it } from 'vitest';
import { collectionMapping } from './collections';

describe('collectionMapping (users/{uid}/collections/{id} → public.collections)', () => {
  it('maps a collection to its columns, the owner taken from the key', () => {
    const doc = {
      name: 'Soups',
      nameHe: 'מרקים',
      description: 'Winter',
      descriptionHe: 'חורף',
      color: '#336699',
      icon: '🍲',
      isDefault: false,
      recipeIds: ['r1', 'r2'],
      recipeCount: 2,
      // a stale or forged userId never decides the owner
      userId: 'someone-else',
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-21T09:30:00.000Z',
      version: 3,
    };
    expect(collectionMapping.toRow('u1/c1', doc)).toEqual({
      user_id: 'u1',
      collection_id: 'c1',
      name: 'Soups',
      name_he: 'מרקים',
      description: 'Winter',
      description_he: 'חורף',
      color: '#336699',
      icon: '🍲',
      is_default: false,
      recipe_ids: ['r1', 'r2'],
      recipe_count: 2,
      created_at: '2026-11-20T08:00:00.000Z',
      updated_at: '2026-11-21T09:30:00.000Z',
    });
  });

  it("fills the spec's defaults for a hand-written document and leaves timestamps to the table", () => {
    const row = collectionMapping.toRow('u1/c2', { name: 'Quick', recipeIds: ['r1', 7, 'r3'], version: 0 });
    expect(row).toMatchObject({
      color: '#ff6b6b',
      icon: '📁',
      is_default: false,
      recipe_ids: ['r1', 'r3'],
      // no recipeCount: the ids it holds
      recipe_count: 2,
    });
    expect(row).not.toHaveProperty('created_at');
    expect(row).not.toHaveProperty('updated_at');
  });

  it('lives under users/ and never counts below zero', () => {
    expect(collectionMapping).toMatchObject({
      parent: 'users',
      collection: 'collections',
      table: 'collections',
    });
    expect(collectionMapping.toRow('u1/c3', { recipeCount: -4, version: 1 }).recipe_count).toBe(0);
  });
});
