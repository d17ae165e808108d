/**
 * Who sees a user's rated recipes (001 §3 "User (social fields)", §6): the user's privacy setting for rated
 * recipes — only me (private), followers, everyone (public). The owner always sees their own.
 */
import type { PrivacyLevel } from '../profile/document';

export interface RatedRecipesViewer {
  isOwner: boolean;
  isFollower: boolean;
}

export function mayViewRatedRecipes(level: PrivacyLevel, viewer: RatedRecipesViewer): boolean {
  if (viewer.isOwner) return true;
  if (level === 'public') return true;
  return level === 'followers' && viewer.isFollower;
}
