import type { ChannelProfile } from '@domain/follows/channel';
import { apiCall } from '@/platform/api';

/** A channel's query keys (only this feature reads them). */
export const channelKeys = {
  /** GET /api/channels/profile: the same answer for every viewer. */
  profile: (username: string) => ['channel', 'profile', username] as const,
};

/** A cook's public profile by username (decision 0068): what a guest's channel shows, with no Firestore read. */
export async function getChannelProfile(username: string, signal?: AbortSignal): Promise<ChannelProfile> {
  const answer = await apiCall('GET /api/channels/profile', { query: { username }, signal });
  return answer.profile;
}
