import { profileFlags, USERS_COLLECTION } from '../../../domain/profile';
import { integer, strings, text } from '../rowValues';
import type { Json } from '../database.types';
import { defineMapping } from './define';

// A Firestore map holds JSON values only once converted; the mirror client sends it as JSON.
const jsonObject = (value: unknown): { [key: string]: Json } =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as { [key: string]: Json }) : {};

/**
 * users/{uid} → public.profiles (supabase/migrations/20261129000200_profiles_recipes.sql). The public profile only: the
 * email lives in users/{uid}/private/account and never reaches the mirror.
 */
export const profileMapping = defineMapping(USERS_COLLECTION, 'profiles', (doc) => {
  const flags = profileFlags(doc);
  return {
    username: text(doc.username) || null,
    display_name: text(doc.displayName),
    photo_url: text(doc.photoURL),
    bio: text(doc.bio),
    location: text(doc.location),
    social_links: jsonObject(doc.socialLinks),
    language: text(doc.language) || 'en',
    privacy: jsonObject(doc.privacy),
    is_verified: flags.isVerified,
    is_admin: flags.isAdmin,
    is_active: flags.isActive,
    email_verified: flags.emailVerified,
    profile_complete: flags.profileComplete,
    recipe_count: Math.max(0, integer(doc.recipeCount)),
    follower_count: Math.max(0, integer(doc.followerCount)),
    following_count: Math.max(0, integer(doc.followingCount)),
    search_terms: strings(doc.searchTerms),
  };
});
