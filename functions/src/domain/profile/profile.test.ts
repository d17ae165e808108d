import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_PRIVACY,
  FIRST_ADMIN_MESSAGES,
  PRIVACY_LABELS,
  PROFILE_MESSAGES,
  applyProfileUpdate,
  canonicalProfile,
  cleanUrl,
  completeProfileInputSchema,
  createFirstAdminInputSchema,
  ensureProfileInputSchema,
  newProfile,
  sameData,
  updateProfileInputSchema,
} from '.';
import { DISPLAY_NAME_MESSAGES } from '../username';

const NOW = '2026-11-21T10:00:00.000Z';

/** The first message a schema gives for `data` (the one the callables answer with), or null when it parses. */
function messageOf(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const parseInput = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => schema.parse(data);

describe('ensureProfileInputSchema', () => {
  it('takes an enabled interface language, or none', () => {
    expect(parseInput(ensureProfileInputSchema, {})).toEqual({});
    expect(parseInput(ensureProfileInputSchema, { language: 'he' })).toEqual({ language: 'he' });
    for (const language of ['de', 'ar', 'pt', 42])
      expect(messageOf(ensureProfileInputSchema, { language })).toBe(PROFILE_MESSAGES.languageInvalid);
  });
});

describe('the content-language setting (issue 27)', () => {
  it("takes 'all' or recipe languages, once each in the languages' order, and refuses anything else by name", () => {
    const parse = (contentLanguage: unknown) => parseInput(updateProfileInputSchema, { contentLanguage });
    expect(parse('all')).toEqual({ contentLanguage: 'all' });
    expect(parse(['he', 'en', 'he'])).toEqual({ contentLanguage: ['en', 'he'] });
    for (const contentLanguage of [[], ['de'], 'en', ['<b>'], { en: true }])
      expect(messageOf(updateProfileInputSchema, { contentLanguage })).toBe(
        PROFILE_MESSAGES.contentLanguageInvalid,
      );
  });

  it('is saved by an update and starts as the interface language', () => {
    const profile = newProfile('u1', { language: 'fr' }, NOW);
    expect(profile.contentLanguage).toEqual(['fr']);
    expect(applyProfileUpdate(profile, { contentLanguage: ['fr', 'it'] }).contentLanguage).toEqual([
      'fr',
      'it',
    ]);
  });
});

describe('completeProfileInputSchema', () => {
  it('cleans the display name and needs 3 characters (spec 000 §5)', () => {
    expect(parseInput(completeProfileInputSchema, { displayName: '  <b>Dana</b>  Cook ' })).toEqual({
      displayName: '<b>Dana</b> Cook',
    });
    expect(parseInput(completeProfileInputSchema, { displayName: 'x'.repeat(70) }).displayName).toHaveLength(
      50,
    );
    for (const displayName of ['', 'ab', '  a  ', ' a\n\u0000 ', undefined, 7])
      expect(messageOf(completeProfileInputSchema, { displayName })).toBe(
        'Display name must be at least 3 characters',
      );
  });
});

describe('updateProfileInputSchema', () => {
  it('accepts a partial update and cleans the texts', () => {
    // kept as given: an https URL, the privacy and preference choices, the language
    const kept = {
      photoURL: 'https://example.com/me.png',
      privacy: { collection: 'followers' },
      preferences: { emailNotifications: false },
      language: 'fr',
    };
    expect(
      parseInput(updateProfileInputSchema, {
        bio: ' <p>I cook</p> ',
        location: ' Haifa ',
        socialLinks: { youtube: 'youtube.com/@dana', blog: '' },
        ...kept,
      }),
    ).toEqual({
      bio: '<p>I cook</p>',
      location: 'Haifa',
      socialLinks: { youtube: 'https://youtube.com/@dana', blog: '' },
      ...kept,
    });
  });

  it.each([
    [{ bio: 'x'.repeat(501) }, 'Bio must be 500 characters or less'],
    [{ location: 'x'.repeat(101) }, 'Location must be 100 characters or less'],
    [{ socialLinks: { blog: 'not a url' } }, 'Social links must be valid URLs'],
    [{ socialLinks: { instagram: 'ftp://example.com' } }, 'Social links must be valid URLs'],
    [{ socialLinks: { tiktok: 'javascript:alert(1)' } }, 'Social links must be valid URLs'],
    [{ photoURL: 'data:image/png;base64,xx' }, 'Photo URL must be a valid URL'],
    [{ privacy: { following: 'friends' } }, 'Privacy must be one of: only me, followers, everyone'],
    [{ preferences: { notifications: 'yes' } }, 'Notification preferences must be true or false'],
    [{ language: 'de' }, 'Language must be one of: en, he, fr, it'],
    [{ displayName: 'ab' }, 'Display name must be at least 3 characters'],
    [{ displayName: 'x'.repeat(51) }, 'Display name must be 50 characters or less'],
  ])('%j → %s', (input, message) => {
    expect(messageOf(updateProfileInputSchema, input)).toBe(message);
  });

  it('takes a photo URL on the local image host (same-origin /api/media/ path), like recipe images', () => {
    const photoURL = '/api/media/images/users/uid1/abc/detail.jpg';
    expect(updateProfileInputSchema.parse({ photoURL })).toEqual({ photoURL });
    expect(messageOf(updateProfileInputSchema, { photoURL: '/other/me.png' })).toBe(
      'Photo URL must be a valid URL',
    );
  });

  it('keeps bio and location at their limits', () => {
    expect(
      messageOf(updateProfileInputSchema, { bio: 'x'.repeat(500), location: 'y'.repeat(100) }),
    ).toBeNull();
  });

  it.each(['isAdmin', 'isVerified', 'recipeCount', 'followerCount', 'username', 'emailVerified', 'email'])(
    'refuses %s (not the owner’s to set)',
    (field) => {
      expect(messageOf(updateProfileInputSchema, { [field]: true })).toMatch(/Unrecognized key/);
    },
  );
});

describe('cleanUrl', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a?b=c', 'http://example.com/a?b=c'],
    ['example.com/me', 'https://example.com/me'],
    ['not a url', null],
    ['localhost', 'https://localhost'],
    ['nodot', null],
    ['mailto:a@example.com', null],
  ])('%j → %j', (input, expected) => {
    expect(cleanUrl(input)).toBe(expected);
  });
});

describe('createFirstAdminInputSchema (spec 002 §5)', () => {
  it('needs a valid email and a password of 6 to 128', () => {
    expect(parseInput(createFirstAdminInputSchema, { email: ' a@example.com ', password: '123456' })).toEqual(
      {
        email: 'a@example.com',
        password: '123456',
      },
    );
    expect(messageOf(createFirstAdminInputSchema, { email: 'nope', password: '123456' })).toBe(
      FIRST_ADMIN_MESSAGES.emailInvalid,
    );
    expect(
      messageOf(createFirstAdminInputSchema, { email: `${'a'.repeat(250)}@example.com`, password: '123456' }),
    ).toBe(FIRST_ADMIN_MESSAGES.emailTooLong);
    expect(messageOf(createFirstAdminInputSchema, { email: 'a@example.com', password: '12345' })).toBe(
      FIRST_ADMIN_MESSAGES.passwordTooShort,
    );
    expect(
      messageOf(createFirstAdminInputSchema, { email: 'a@example.com', password: 'x'.repeat(129) }),
    ).toBe(FIRST_ADMIN_MESSAGES.passwordTooLong);
    expect(FIRST_ADMIN_MESSAGES.alreadyExists).toBe('Admin Already Exists');
  });
});

describe('the profile document', () => {
  it('starts incomplete with the defaults (spec 000 §3, §4)', () => {
    const profile = newProfile('u1', { language: 'he', emailVerified: true }, NOW);
    expect(profile).toEqual({
      uid: 'u1',
      displayName: '',
      username: null,
      photoURL: '',
      bio: '',
      location: '',
      socialLinks: { blog: '', youtube: '', instagram: '', tiktok: '' },
      language: 'he',
      // issue 27: the interface language, not every language
      contentLanguage: ['he'],
      preferences: { language: 'he', notifications: true, emailNotifications: true },
      privacy: DEFAULT_PRIVACY,
      recipeCount: 0,
      followerCount: 0,
      followingCount: 0,
      isVerified: false,
      isAdmin: false,
      isActive: true,
      emailVerified: true,
      profileComplete: false,
      searchTerms: [],
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(PRIVACY_LABELS).toEqual({ private: 'only me', followers: 'followers', public: 'everyone' });
  });

  it('brings a legacy document to the canonical shape and takes its private fields out', () => {
    const { profile, privateFields } = canonicalProfile(
      'u1',
      {
        email: 'dana@example.com',
        searchHistory: [{ term: 'soup' }],
        displayName: 'Dana Cook',
        verified: true,
        recipeCount: 4,
        followerCount: -3,
        createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
        favoriteRecipes: ['r1'],
        version: 7,
      },
      NOW,
    );
    expect(privateFields).toEqual({ email: 'dana@example.com', searchHistory: [{ term: 'soup' }] });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('version');
    expect(profile).toMatchObject({
      uid: 'u1',
      username: null,
      isVerified: true,
      recipeCount: 4,
      followerCount: 0,
      favoriteRecipes: ['r1'],
      createdAt: '2023-11-14T22:13:20.000Z',
      profileComplete: false,
    });
    expect(profile.searchTerms).toContain('dana cook');
  });

  it('is stable: the canonical form of a canonical profile is itself', () => {
    const first = canonicalProfile(
      'u1',
      { displayName: 'Dana', username: 'dana', profileComplete: true },
      NOW,
    );
    const again = canonicalProfile('u1', { ...first.profile, version: 2 }, '2030-01-01T00:00:00.000Z');
    expect(sameData(again.profile, first.profile)).toBe(true);
  });

  it('applies a partial update over the current fields', () => {
    const current = newProfile('u1', {}, NOW);
    const next = applyProfileUpdate(current, {
      socialLinks: { blog: 'https://blog.example.com' },
      privacy: { following: 'private' },
      preferences: { notifications: false },
      language: 'it',
    });
    expect(next.socialLinks).toEqual({
      blog: 'https://blog.example.com',
      youtube: '',
      instagram: '',
      tiktok: '',
    });
    expect(next.privacy).toEqual({ ...DEFAULT_PRIVACY, following: 'private' });
    expect(next.preferences).toEqual({ language: 'it', notifications: false, emailNotifications: true });
    expect(next.language).toBe('it');
    expect(current.language).toBe('en');
  });

  it('compares documents regardless of key order', () => {
    expect(sameData({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(DISPLAY_NAME_MESSAGES.tooLong).toBe('Display name must be 50 characters or less');
  });
});
