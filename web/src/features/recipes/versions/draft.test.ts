import { describe, expect, it } from 'vitest';
import { emptyForm, formFromRecipe } from '../form/state';
import { withTranslation } from './draft';
import { familyOf, missingLanguages, readerVersionOf } from './family';

const texts = {
  title: 'Lentil soup',
  description: 'Warm',
  ingredients: ['2 כוסות עדשים', '1 onion, diced'],
  instructions: ['Fry the onion', 'Simmer'],
  tags: ['soup'],
  recipeTip: '',
};

describe('withTranslation (issue 34: a translated draft in the version form)', () => {
  it('fills the texts and marks what the provider kept, rows by the key of the row they fill', () => {
    const { state, marks } = withTranslation(emptyForm(), {
      texts,
      toReview: [
        { field: 'title', index: null },
        { field: 'ingredients', index: 1 },
        { field: 'instructions', index: 0 },
      ],
    });
    expect(state.title).toBe('Lentil soup');
    expect(state.ingredients.map((row) => row.text)).toEqual(texts.ingredients);
    expect([...marks.fields]).toEqual(['title']);
    expect([...marks.rows]).toEqual([state.ingredients[1]?.key, state.instructions[0]?.key]);
  });

  it('keeps the family fields the form was prefilled with', () => {
    const before = formFromRecipe({ title: 'x', categories: ['soups'], visibility: 'followers-only' });
    const { state } = withTranslation(before, { texts, toReview: [] });
    expect(state.categories).toEqual(['soups']);
    expect(state.visibility).toBe('followers-only');
  });
});

describe("a recipe's family on its page", () => {
  it('lists the members by their own names and directions, the shown one current', () => {
    const family = familyOf({
      id: 'v1',
      title: 't',
      language: 'he',
      familyId: 'o1',
      languageVersions: [
        { id: 'o1', language: 'en' },
        { id: 'v1', language: 'he' },
      ],
    });
    expect(family.key).toBe('o1');
    expect(family.current).toMatchObject({ id: 'v1', name: 'עברית', dir: 'rtl' });
    expect(missingLanguages(family.versions)).toEqual(['fr', 'it', 'de', 'ar']);
  });

  it('is a family of one for a recipe without versions', () => {
    const family = familyOf({ id: 'r1', title: 't', language: 'fr' });
    expect(family).toMatchObject({ key: 'r1', versions: [{ id: 'r1', name: 'Français', dir: 'ltr' }] });
  });
});

describe('readerVersionOf (the version a reader lands on)', () => {
  const original = {
    id: 'o1',
    title: 'Soup',
    language: 'en',
    familyId: 'o1',
    languageVersions: [
      { id: 'o1', language: 'en' },
      { id: 'v1', language: 'he' },
    ],
  };

  it('moves a reader to the member in their interface language', () => {
    expect(readerVersionOf(original, 'he', false)).toBe('v1');
    expect(readerVersionOf({ ...original, id: 'v1', language: 'he' }, 'en', false)).toBe('o1');
  });

  it('leaves them where they are when it is this page, the family lacks their language, or they chose it', () => {
    expect(readerVersionOf(original, 'en', false)).toBeNull();
    expect(readerVersionOf(original, 'fr', false)).toBeNull();
    expect(readerVersionOf(original, 'he', true)).toBeNull();
    expect(readerVersionOf({ id: 'r', title: 'x', language: 'en' }, 'he', false)).toBeNull();
  });
});
