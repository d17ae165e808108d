import { describe, expect, it } from 'vitest';
import { contentMapping } from './content';
import { categoryMapping } from './categories';
import { dietaryOptionMapping } from './dietaryOptions';

const iso = '2026-11-21T08:00:00.000Z';

describe('catalog and content mappings', () => {
  it('maps a category document to its row', () => {
    expect(categoryMapping.collection).toBe('categories');
    expect(categoryMapping.table).toBe('categories');
    expect(
      categoryMapping.toRow('soups', {
        nameEn: 'Soups',
        nameHe: 'מרקים',
        nameFr: 'Soupes',
        nameIt: 'Zuppe',
        emoji: '🍲',
        isPrimary: true,
        createdAt: iso,
        updatedAt: iso,
        version: 3,
      }),
    ).toEqual({
      name_en: 'Soups',
      name_he: 'מרקים',
      name_fr: 'Soupes',
      name_it: 'Zuppe',
      emoji: '🍲',
      is_primary: true,
      created_at: iso,
      updated_at: iso,
    });
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

  it('maps a dietary option document to its row', () => {
    expect(dietaryOptionMapping.table).toBe('dietary_options');
    expect(
      dietaryOptionMapping.toRow('organic', {
        nameEn: 'Organic',
        nameHe: 'אורגני',
        nameFr: 'Biologique',
        nameIt: 'Biologico',
        fieldName: 'isOrganic',
        order: 5,
        createdAt: iso,
        updatedAt: iso,
        version: 1,
      }),
    ).toEqual({
      name_en: 'Organic',
      name_he: 'אורגני',
      name_fr: 'Biologique',
      name_it: 'Biologico',
      field_name: 'isOrganic',
      sort_order: 5,
      created_at: iso,
      updated_at: iso,
    });
  });

  it('maps a content document to its row', () => {
    expect(contentMapping.table).toBe('content');
    expect(
      contentMapping.toRow('terms_of_use_en', {
        content_type: 'terms_of_use',
        language: 'en',
        title: 'Terms of Use',
        content: 'Text',
        updated_at: iso,
        version: 1,
      }),
    ).toEqual({
      content_type: 'terms_of_use',
      language: 'en',
      title: 'Terms of Use',
      content: 'Text',
      updated_at: iso,
    });
  });
});
