import type { RecommendedChef } from '@domain/activity/types';
import { apiCall } from '@/platform/api';

/** Discover Chefs (001 §7 get-discover-chefs: limit 12, preferredLanguage, excludeFollowing=true). */
export async function getDiscoverChefs(language: string, signal?: AbortSignal): Promise<RecommendedChef[]> {
  const answer = await apiCall('GET /api/supabase/get-discover-chefs', {
    query: { limit: 12, preferredLanguage: language, excludeFollowing: 'true' },
    signal,
  });
  return Array.isArray(answer?.chefs) ? answer.chefs : [];
}

export const chefKeys = {
  discover: (viewer: string, language: string) => ['discover-chefs', viewer, language] as const,
};
