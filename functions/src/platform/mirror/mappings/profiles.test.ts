import { describe, expect, it } from 'vitest';
import { newProfile } from '../../../domain/profile';
import { profileMapping } from './profiles';

const NOW = '2026-11-21T10:00:00.000Z';

describe('profileMapping (users/{uid} → public.profiles)', () => {
  it('maps a complete profile to its columns, without the email', () => {
    const doc = {
      ...newProfile('u1', { language: 'he', emailVerified: true }, NOW),
      displayName: 'Dana Cook',
      username: 'dana_cook',
      profileComplete: true,
      isAdmin: true,
      recipeCount: 3,
      searchTerms: ['d', 'da'],
      email: 'dana@example.com',
      version: 4,
    };
    const row = profileMapping.toRow('u1', doc);
    expect(row).toEqual({
      username: 'dana_cook',
      display_name: 'Dana Cook',
      photo_url: '',
      bio: '',
      location: '',
      social_links: { blog: '', youtube: '', instagram: '', tiktok: '' },
      language: 'he',
      privacy: { ratedRecipes: 'public', collection: 'private', following: 'public' },
      is_verified: false,
      is_admin: true,
      is_active: true,
      email_verified: true,
      profile_complete: true,
      recipe_count: 3,
      follower_count: 0,
      following_count: 0,
      search_terms: ['d', 'da'],
      created_at: NOW,
      updated_at: NOW,
    });
    expect(JSON.stringify(row)).not.toContain('dana@example.com');
  });

  it('reads a hand-written document defensively', () => {
    const row = profileMapping.toRow('u2', {
      displayName: 42,
      username: '',
      recipeCount: -2,
      verified: true,
      version: 0,
    });
    expect(row).toMatchObject({
      username: null,
      display_name: '42',
      language: 'en',
      social_links: {},
      privacy: {},
      is_verified: true,
      is_active: true,
      recipe_count: 0,
      search_terms: [],
    });
    expect(row).not.toHaveProperty('created_at');
  });

  it('does not depend on the version', () => {
    const doc = newProfile('u3', {}, NOW);
    expect(profileMapping.toRow('u3', { ...doc, version: 1 })).toEqual(
      profileMapping.toRow('u3', { ...doc, version: 9 }),
    );
  });
});
