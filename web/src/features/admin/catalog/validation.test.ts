import { CATEGORY_MESSAGES, DIETARY_OPTION_MESSAGES } from '@domain/catalog/messages';
import { describe, expect, it } from 'vitest';
import { validateCategory, validateDietaryOption, validateReplacement } from './validation';

const names = (nameEn: string, nameHe: string, nameFr: string, nameIt: string) => ({
  nameEn,
  nameHe,
  nameFr,
  nameIt,
});
const category = { ...names('Brunch', 'בראנץ׳', 'Brunch', 'Brunch'), emoji: '🥞', isPrimary: false };
const option = { ...names('Organic', 'אורגני', 'Bio', 'Biologico'), fieldName: 'isOrganic' };

describe('category form checks (spec 002 §5)', () => {
  it('accepts four names and an emoji', () => {
    expect(validateCategory(category)).toBeNull();
    expect(validateCategory(category, 'brunch')).toBeNull();
  });

  it('names every blank name with the one spec message', () => {
    expect(validateCategory({ ...category, nameHe: ' ', nameIt: '' })).toEqual({
      message: CATEGORY_MESSAGES.namesRequired,
      fields: ['nameHe', 'nameIt'],
    });
  });

  it('refuses more than one emoji', () => {
    expect(validateCategory({ ...category, emoji: '🥞🍳' })?.fields).toEqual(['emoji']);
  });

  it('asks for a replacement only when recipes use the category', () => {
    expect(validateReplacement(3, '')).toBe(CATEGORY_MESSAGES.replacementRequired);
    expect(validateReplacement(3, 'desserts')).toBeNull();
    expect(validateReplacement(0, '')).toBeNull();
    expect(validateReplacement(null, '')).toBeNull();
  });
});

describe('dietary option form checks (spec 002 §5)', () => {
  it('requires all fields', () => {
    expect(validateDietaryOption({ ...option, fieldName: '' })?.message).toBe(
      DIETARY_OPTION_MESSAGES.fieldsRequired,
    );
  });

  it('requires "is" and an uppercase letter when creating', () => {
    expect(validateDietaryOption({ ...option, fieldName: 'organic' })).toEqual({
      message: DIETARY_OPTION_MESSAGES.fieldNameFormat,
      fields: ['fieldName'],
    });
  });

  it('ignores the read-only field name when editing', () => {
    expect(validateDietaryOption({ ...option, fieldName: 'legacy_flag' }, 'organic')).toBeNull();
  });
});
