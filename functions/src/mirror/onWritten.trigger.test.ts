/**
 * The deployed reconciler triggers, end to end: a document written straight into the Firestore emulator (as the
 * console or a script would) reaches Postgres through mirror-onCategoryWritten running in the Functions emulator.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { uniqueId } from '../testing/env';
import { mirrorRow } from '../testing/pg';
import { waitFor } from '../testing/waitFor';

const firestore = db();
const categoryDoc = (id: string) => firestore.collection('categories').doc(id);
const rowAtVersion = (id: string, version: string) => async () => {
  const row = await mirrorRow('categories', id);
  return row?.source_version === version ? row : undefined;
};

describe('mirror-onCategoryWritten', () => {
  it('mirrors a category written by hand, follows its edits and its deletion', async () => {
    const id = uniqueId('hand-category');
    await categoryDoc(id).set({
      nameEn: 'Street food',
      nameHe: 'אוכל רחוב',
      nameFr: '',
      nameIt: '',
      emoji: '🌯',
    });
    const created = await waitFor(rowAtVersion(id, '0'), { what: 'the hand-written category in Postgres' });
    expect(created).toMatchObject({ name_en: 'Street food', name_he: 'אוכל רחוב', emoji: '🌯' });

    await categoryDoc(id).update({ nameEn: 'Street Food', version: 1 });
    const edited = await waitFor(rowAtVersion(id, '1'), { what: 'the edited category' });
    expect(edited.name_en).toBe('Street Food');

    await categoryDoc(id).delete();
    await waitFor(async () => ((await mirrorRow('categories', id)) === null ? true : undefined), {
      what: 'the deleted category to leave Postgres',
    });
  });
});
