import { describe, expect, it } from 'vitest';
import {
  familyFieldsOf,
  familyKeyOf,
  familyLanguages,
  languageVersionsOf,
  MAX_FAMILY_VERSIONS,
  PROMOTED_FIELDS,
  promotedDoc,
  promotedLanguageVersions,
  versionDoc,
  versionForReader,
  versionRefusal,
  withMember,
  withoutMember,
  type LanguageVersion,
} from './family';

const family: LanguageVersion[] = [
  { id: 'orig', language: 'en' },
  { id: 'v-he', language: 'he' },
];

describe('the family of a recipe', () => {
  it.each([
    ['a recipe of its own', 'r1', {}, 'r1'],
    ['an original with versions', 'orig', { familyId: 'orig' }, 'orig'],
    ['a version', 'v-he', { familyId: 'orig' }, 'orig'],
    ['a blank familyId', 'r1', { familyId: '' }, 'r1'],
  ])('keys %s by the original', (_, id, doc, key) => {
    expect(familyKeyOf(id, doc)).toBe(key);
  });

  it('lists a family of one as itself, and drops broken entries of a stored list', () => {
    expect(languageVersionsOf('r1', { language: 'fr' })).toEqual([{ id: 'r1', language: 'fr' }]);
    expect(
      languageVersionsOf('orig', {
        languageVersions: [...family, { id: '' }, null, { id: 'x', language: 3 }],
      }),
    ).toEqual(family);
  });
});

describe('which languages a version may have', () => {
  const full = ['en', 'he', 'fr', 'it', 'de', 'ar'].map((language) => ({ id: language, language }));
  it.each([
    ['French, new to the family', family, 'fr', null],
    ['German (disabled in the interface, allowed for a recipe)', family, 'de', null],
    ['Arabic', family, 'ar', null],
    ['a language the product does not know', family, 'es', 'language-not-allowed'],
    ['a second Hebrew version', family, 'he', 'language-taken'],
    ['the original’s language', family, 'en', 'language-taken'],
    ['a seventh member', full.slice(0, 5).concat({ id: 'x', language: 'ru' }), 'ar', 'family-full'],
  ])('%s', (_, versions, language, refusal) => {
    expect(versionRefusal(versions, language)).toBe(refusal);
  });

  it('holds at most six members, one per language', () => {
    expect(MAX_FAMILY_VERSIONS).toBe(6);
    expect(versionRefusal(full, 'ar')).toBe('language-taken');
  });

  it('adds and removes members in the family’s order', () => {
    const added = withMember(family, { id: 'v-fr', language: 'fr' });
    expect(added.map((member) => member.id)).toEqual(['orig', 'v-he', 'v-fr']);
    expect(withoutMember(added, 'v-he').map((member) => member.id)).toEqual(['orig', 'v-fr']);
  });
});

describe('the version a reader lands on', () => {
  it.each([
    ['he', 'v-he'],
    ['en', 'orig'],
    ['fr', 'orig'],
    ['it', 'orig'],
  ])('a reader in %s reads %s', (language, id) => {
    expect(versionForReader(family, language)?.id).toBe(id);
  });

  it('lists the languages by their own names, right to left where they are written so', () => {
    expect(
      familyLanguages([...family, { id: 'a', language: 'ar' }, { id: 'f', language: 'fr' }]).map(
        ({ name, dir }) => `${name} ${dir}`,
      ),
    ).toEqual(['English ltr', 'עברית rtl', 'العربية rtl', 'Français ltr']);
  });
});

describe('a new version', () => {
  const original = {
    title: 'Shakshuka',
    description: 'Eggs in tomato sauce',
    ingredients: ['4 eggs', '1 cup tomato sauce'],
    instructions: ['Simmer the sauce', 'Crack the eggs in'],
    tags: ['breakfast'],
    recipeTip: 'Serve with bread',
    language: 'en',
    detectedLanguage: 'en',
    searchTerms: ['shakshuka'],
    images: [{ url: 'https://img/1.jpg', publicId: 'recipes/orig/1' }],
    visibility: 'followers-only',
    categories: ['breakfast'],
    difficulty: 'easy',
    isVegetarian: true,
    authorId: 'cook',
    rating: 4.5,
    totalRatings: 2,
    favoriteCount: 3,
    views: 40,
    shareCount: 2,
    calories: 250,
    caloriesStatus: 'calculated',
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 7,
  };
  const texts = {
    title: 'שקשוקה',
    description: 'ביצים ברוטב עגבניות',
    ingredients: ['4 ביצים', 'כוס רוטב עגבניות'],
    instructions: ['לבשל את הרוטב', 'לשבור את הביצים'],
    tags: ['ארוחת בוקר'],
    recipeTip: 'להגיש עם לחם',
  };
  const doc = versionDoc(original, texts, {
    language: 'he',
    familyId: 'orig',
    languageVersions: family,
    translatedBy: { uid: 'reader', name: 'Dana' },
    now: '2026-02-02T00:00:00.000Z',
  });

  it('shares the family’s fields: the same photos, visibility, author and counters', () => {
    expect(doc.images).toBe(original.images);
    expect(doc).toMatchObject({
      visibility: 'followers-only',
      authorId: 'cook',
      rating: 4.5,
      totalRatings: 2,
      favoriteCount: 3,
      isVegetarian: true,
    });
  });

  it('has its own texts, language and page counts, and its calories worked out again', () => {
    expect(doc).toMatchObject({
      ...texts,
      language: 'he',
      detectedLanguage: 'he',
      views: 0,
      shareCount: 0,
      calories: null,
      caloriesStatus: 'pending',
      createdAt: '2026-02-02T00:00:00.000Z',
      familyId: 'orig',
      languageVersions: family,
      translatedBy: { uid: 'reader', name: 'Dana' },
    });
    expect(doc.searchTerms).toContain('שקשוקה');
    expect(doc.searchTerms).not.toContain('shakshuka');
    expect(doc).not.toHaveProperty('version');
  });

  it('leaves a member’s own fields out of the family’s', () => {
    const shared = familyFieldsOf(original);
    expect(Object.keys(shared).sort()).toEqual(
      [
        'images',
        'visibility',
        'categories',
        'difficulty',
        'isVegetarian',
        'authorId',
        'rating',
        'totalRatings',
        'favoriteCount',
      ].sort(),
    );
  });
});

describe('keeping a version when its original is deleted (decision 0076)', () => {
  const three: LanguageVersion[] = [
    { id: 'orig', language: 'en' },
    { id: 'v-he', language: 'he' },
    { id: 'v-fr', language: 'fr' },
  ];

  it('lists the original’s id first in the kept version’s language, the others after in their order', () => {
    expect(promotedLanguageVersions(three, 'orig', 'v-fr')).toEqual([
      { id: 'orig', language: 'fr' },
      { id: 'v-he', language: 'he' },
    ]);
    expect(promotedLanguageVersions(family, 'orig', 'v-he')).toEqual([{ id: 'orig', language: 'he' }]);
  });

  it('refuses a version of another family, and the original itself', () => {
    expect(promotedLanguageVersions(three, 'orig', 'v-de')).toBeNull();
    expect(promotedLanguageVersions(three, 'orig', 'orig')).toBeNull();
  });

  const original = {
    title: 'Shakshuka',
    description: 'Eggs in tomato sauce',
    ingredients: ['4 eggs'],
    instructions: ['Crack the eggs in'],
    tags: ['breakfast'],
    recipeTip: 'Serve with bread',
    language: 'en',
    detectedLanguage: 'en',
    searchTerms: ['shakshuka'],
    calories: 250,
    caloriesStatus: 'calculated',
    caloriesCalculatedAt: '2026-01-02T00:00:00.000Z',
    translatedBy: null,
    images: [{ url: 'https://img/1.jpg', publicId: 'recipes/orig/1' }],
    visibility: 'public',
    authorId: 'cook',
    familyId: 'orig',
    languageVersions: three,
    rating: 4.5,
    favoriteCount: 3,
    views: 40,
    shareCount: 2,
    commentCount: 5,
    trendingScore: 9,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const hebrew = {
    ...original,
    title: 'שקשוקה',
    description: 'ביצים ברוטב עגבניות',
    ingredients: ['4 ביצים'],
    instructions: ['לשבור את הביצים'],
    tags: ['ארוחת בוקר'],
    recipeTip: 'להגיש עם לחם',
    language: 'he',
    detectedLanguage: 'he',
    searchTerms: ['שקשוקה'],
    calories: null,
    caloriesStatus: 'pending',
    caloriesCalculatedAt: undefined,
    translatedBy: { uid: 'reader', name: 'Dana' },
    views: 3,
    shareCount: 0,
    commentCount: 1,
    trendingScore: 0,
    createdAt: '2026-02-01T00:00:00.000Z',
  };
  const { caloriesCalculatedAt: _none, ...version } = hebrew;
  const listed = [
    { id: 'orig', language: 'he' },
    { id: 'v-fr', language: 'fr' },
  ];
  const doc = promotedDoc(original, version, listed, '2026-03-03T00:00:00.000Z');

  it('takes the version’s words, language, search terms, calories and credit', () => {
    expect(doc).toMatchObject({
      title: 'שקשוקה',
      ingredients: ['4 ביצים'],
      tags: ['ארוחת בוקר'],
      language: 'he',
      detectedLanguage: 'he',
      searchTerms: ['שקשוקה'],
      calories: null,
      caloriesStatus: 'pending',
      translatedBy: { uid: 'reader', name: 'Dana' },
      lastEditedAt: '2026-03-03T00:00:00.000Z',
      languageVersions: listed,
    });
    // a field the version lacks is not left in the old language
    expect(doc).not.toHaveProperty('caloriesCalculatedAt');
  });

  it('keeps the family’s fields and the address’s own counts and date', () => {
    expect(doc).toMatchObject({
      images: original.images,
      visibility: 'public',
      authorId: 'cook',
      familyId: 'orig',
      rating: 4.5,
      favoriteCount: 3,
      views: 40,
      shareCount: 2,
      commentCount: 5,
      trendingScore: 9,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(PROMOTED_FIELDS).not.toContain('views');
    expect(PROMOTED_FIELDS).toContain('title');
  });
});
