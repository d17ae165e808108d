/**
 * A cook's public profile by username, from the mirror's profiles table (issue 30 §1, decision 0068). Here, not in a
 * group, because two groups answer it: social-api as JSON (GET /api/channels/profile) and seo-pages inside the
 * channel page's HTML, whose first view and the data the app starts from must be the same answer (as
 * platform/feedList.ts for home). A deactivated cook reads as unknown.
 */
import { AppError } from '../domain/errors';
import { FOLLOW_MESSAGES, type ChannelProfile } from '../domain/follows';
import { canonicalPrivacy, canonicalSocialLinks } from '../domain/profile';
import type { ServiceClient } from './mirror/database';

const CHANNEL_COLUMNS =
  'firebase_id, username, display_name, photo_url, bio, location, social_links, is_verified, follower_count, recipe_count, privacy';

/** The active cook who owns `username`; not-found when none does. */
export async function channelProfile(supabase: ServiceClient, username: string): Promise<ChannelProfile> {
  const { data, error } = await supabase
    .from('profiles')
    .select(CHANNEL_COLUMNS)
    .eq('username', username)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw new AppError('unavailable', FOLLOW_MESSAGES.loadFailed, { reason: error.message });
  if (!data?.username) throw new AppError('not-found', FOLLOW_MESSAGES.channelNotFound);
  return {
    uid: data.firebase_id,
    username: data.username,
    displayName: data.display_name,
    photoURL: data.photo_url,
    bio: data.bio,
    location: data.location,
    socialLinks: canonicalSocialLinks(data.social_links),
    isVerified: data.is_verified,
    followerCount: Math.max(0, data.follower_count),
    recipeCount: Math.max(0, data.recipe_count),
    privacy: canonicalPrivacy(data.privacy),
  };
}
