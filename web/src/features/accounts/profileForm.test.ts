import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@domain/profile';
import { USERNAME_MESSAGES } from '@domain/username';
import { aProfile } from '@/testing/factories';
import { profileUpdate, validateProfileForm, valuesFromProfile } from './profileForm';

const stored = aProfile({
  bio: 'Soups',
  location: 'Haifa',
  photoURL: '',
  socialLinks: { blog: '', youtube: 'https://youtube.com/@dana', instagram: '', tiktok: '' },
  privacy: { ratedRecipes: 'public', collection: 'private', following: 'public' },
  preferences: { language: 'he', notifications: true, emailNotifications: false },
  language: 'he',
});

describe('the /profile form', () => {
  it('reads a stored profile, with defaults for what an older document lacks', () => {
    expect(valuesFromProfile(stored, 'en')).toMatchObject({
      displayName: 'Dana Cook',
      socialLinks: { youtube: 'https://youtube.com/@dana', tiktok: '' },
      notifications: true,
      emailNotifications: false,
      language: 'he',
    });
    expect(valuesFromProfile({ displayName: 'Old' }, 'fr')).toMatchObject({
      bio: '',
      privacy: { ratedRecipes: 'public', collection: 'private', following: 'public' },
      notifications: true,
      language: 'fr',
    });
  });

  it('sends only what changed', () => {
    const initial = valuesFromProfile(stored, 'en');
    expect(profileUpdate(initial, initial)).toBeUndefined();
    const values = {
      ...initial,
      bio: 'Soups and stews',
      socialLinks: { ...initial.socialLinks, blog: 'https://dana.example' },
      privacy: { ...initial.privacy, following: 'followers' as const },
      emailNotifications: true,
      language: 'en' as const,
    };
    expect(profileUpdate(initial, values)).toEqual({
      bio: 'Soups and stews',
      socialLinks: { blog: 'https://dana.example' },
      privacy: { following: 'followers' },
      preferences: { emailNotifications: true },
      language: 'en',
    });
  });

  it('applies the domain rules: username check on a changed name, lengths, valid URLs', () => {
    const initial = valuesFromProfile(stored, 'en');
    expect(validateProfileForm(initial, initial)).toEqual({});
    expect(validateProfileForm({ ...initial, displayName: 'Dn' }, initial).displayName).toBe(
      'Display name must be at least 3 characters',
    );
    expect(validateProfileForm({ ...initial, displayName: 'דנה כהן' }, initial).displayName).toBe(
      `Username error: ${USERNAME_MESSAGES.tooShort}`,
    );
    expect(validateProfileForm({ ...initial, bio: 'x'.repeat(501) }, initial).bio).toBe(
      PROFILE_MESSAGES.bioTooLong,
    );
    expect(validateProfileForm({ ...initial, location: 'x'.repeat(101) }, initial).location).toBe(
      PROFILE_MESSAGES.locationTooLong,
    );
    const links = { ...initial.socialLinks, instagram: 'not a url' };
    expect(validateProfileForm({ ...initial, socialLinks: links }, initial)).toEqual({
      'socialLinks.instagram': PROFILE_MESSAGES.socialLinkInvalid,
    });
    expect(validateProfileForm({ ...initial, photoURL: 'javascript:alert(1)' }, initial).photoURL).toBe(
      PROFILE_MESSAGES.photoUrlInvalid,
    );
    const uploaded = '/api/media/images/users/u1/abc/detail.jpg';
    expect(validateProfileForm({ ...initial, photoURL: uploaded }, initial).photoURL).toBeUndefined();
  });
});
