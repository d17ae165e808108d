import { describe, expect, it } from 'vitest';
import { compareEntity, sameValue } from './consistency';
import { categoryMapping } from './mappings';

const doc = (nameEn: string, version: number) => ({
  nameEn,
  nameHe: 'ה',
  nameFr: 'f',
  nameIt: 'i',
  emoji: '🧪',
  createdAt: '2026-11-23T10:00:00.000Z',
  version,
});
const row = (nameEn: string, version: number) => ({
  firebase_id: 'c1',
  source_version: version,
  name_en: nameEn,
  name_he: 'ה',
  name_fr: 'f',
  name_it: 'i',
  emoji: '🧪',
  is_primary: false,
  created_at: '2026-11-23T10:00:00+00:00',
});

describe('the consistency check', () => {
  it('finds nothing when the row is the document', () => {
    const found = compareEntity(
      categoryMapping,
      new Map([['c1', doc('Soups', 2)]]),
      new Map([['c1', row('Soups', 2)]]),
      true,
    );
    expect(found).toEqual([]);
  });

  it('names a missing row, an orphan row, a version apart and, deep, the differing columns', () => {
    const documents = new Map([
      ['c1', doc('Soups', 2)],
      ['c2', doc('Salads', 1)],
    ]);
    const rows = new Map([
      ['c1', row('Stews', 2)],
      ['c3', { ...row('Old', 4), firebase_id: 'c3' }],
    ]);
    expect(compareEntity(categoryMapping, documents, rows, true)).toEqual([
      {
        table: 'categories',
        id: 'c1',
        kind: 'content',
        firestoreVersion: 2,
        mirrorVersion: 2,
        columns: ['name_en'],
      },
      { table: 'categories', id: 'c2', kind: 'missing-in-mirror', firestoreVersion: 1, mirrorVersion: null },
      {
        table: 'categories',
        id: 'c3',
        kind: 'missing-in-firestore',
        firestoreVersion: null,
        mirrorVersion: 4,
      },
    ]);
    expect(
      compareEntity(categoryMapping, documents, new Map([['c1', row('Soups', 3)]]), false),
    ).toContainEqual({
      table: 'categories',
      id: 'c1',
      kind: 'version',
      firestoreVersion: 2,
      mirrorVersion: 3,
    });
  });

  it('compares values as Postgres stores them', () => {
    expect(sameValue('2026-11-23T10:00:00.000Z', '2026-11-23T12:00:00+02:00')).toBe(true);
    expect(sameValue('2026-11-23T10:00:00.000Z', '2026-11-23T10:00:01+00:00')).toBe(false);
    expect(sameValue(1.5, '1.5')).toBe(true);
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue('x', null)).toBe(false);
  });
});
