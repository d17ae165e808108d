/**
 * A cook's channel as anyone may read it (GET /api/channels/profile?username=, issue 30 §1): the public profile the
 * channel page shows, from the mirror's profiles table, so a guest's channel reads no Firestore (decision 0043) and
 * its page's first view and the app start from the same answer (decision 0068).
 */
import { z } from 'zod';
import type { ProfilePrivacy, SocialLinks } from '../profile/document';
import { validateUsername } from '../username';

export interface ChannelProfile {
  uid: string;
  username: string;
  displayName: string;
  photoURL: string;
  bio: string;
  location: string;
  socialLinks: SocialLinks;
  isVerified: boolean;
  followerCount: number;
  recipeCount: number;
  /** What the channel's kitchen and following sections are shown to (001 §6, decision 0042). */
  privacy: ProfilePrivacy;
}

/** GET /api/channels/profile?username=: a username as the channel's address writes it (lower case). */
export const channelProfileQuerySchema = z.object({
  username: z
    .string({ message: 'username is required' })
    .refine((username) => validateUsername(username) === null, 'username is not a username'),
});
