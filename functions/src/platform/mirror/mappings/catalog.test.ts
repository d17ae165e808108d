import { describe, expect, it } from 'vitest';
import { contentMapping } from './content';
import { categoryMapping } from './categories';
import { dietaryOptionMapping } from './dietaryOptions';

const iso = '2026-11-21T08:00:00.000Z';

describe('catalog and content mappings', () => {
  it.each([
    {
      mapping: categoryMapping,
      collection: 'categories',
      table: 'categories',
      id: 'soups',
      doc: {
        nameEn: 'Soups',
        nameHe: 'מרקים',
        nameFr: 'Soupes',
        nameIt: 'Zuppe',
        emoji: '🍲',
        isPrimary: true,
        createdAt: iso,
        updatedAt: iso,
        version: 3,
      },
      row: {
        name_en: 'Soups',
        name_he: 'מרקים',
        name_fr: 'Soupes',
        name_it: 'Zuppe',
        emoji: '🍲',
        is_primary: true,
        created_at: iso,
        updated_at: iso,
      },
    },
    {
      mapping: dietaryOptionMapping,
      collection: 'dietaryOptions',
      table: 'dietary_options',
      id: 'organic',
      doc: {
        nameEn: 'Organic',
        nameHe: 'אורגני',
        nameFr: 'Biologique',
        nameIt: 'Biologico',
        fieldName: 'isOrganic',
        order: 5,
        createdAt: iso,
        updatedAt: iso,
        version: 1,
      },
      row: {
        name_en: 'Organic',
        name_he: 'אורגני',
        name_fr: 'Biologique',
        name_it: 'Biologico',
        field_name: 'isOrganic',
        sort_order: 5,
        created_at: iso,
        updated_at: iso,
      },
    },
    {
      mapping: contentMapping,
      collection: 'content',
      table: 'content',
      id: 'terms_of_use_en',
      doc: {
        content_type: 'terms_of_use',
        language: 'en',
        title: 'Terms of Use',
        content: 'Text',
        updated_at: iso,
        version: 1,
      },
      row: {
        content_type: 'terms_of_use',
        language: 'en',
        title: 'Terms of Use',
        content: 'Text',
        updated_at: iso,
      },
    },
  ])('maps a $collection document to its $table row', ({ mapping, collection, table, id, doc, row }) => {
    expect(mapping.collection).toBe(collection);
    expect(mapping.table).toBe(table);
    expect(mapping.toRow(id, doc)).toEqual(row);
  });

  it('tolerates a hand-written category document', () => {
    expect(
      categoryMapping.toRow('x', { nameEn: 'X', version: 1, createdAt: { seconds: Date.parse(iso) / 1000 } }),
    ).toEqual({
      name_en: 'X',
      name_he: '',
      name_fr: '',
      name_it: '',
      emoji: '🍽️',
      is_primary: false,
      created_at: iso,
    });
  });
});
