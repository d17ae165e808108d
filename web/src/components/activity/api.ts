import type { ActivityFeed } from '@domain/activity/types';
import { apiCall } from '@/platform/api';

/**
 * The activity feed (001 §7 my-activity-feed-enterprise; §8 "A failed activity feed retries on the fallback
 * route"): the enterprise route first, the plain one when it fails. Answers are read defensively.
 */
export async function getActivityFeed(language: string, signal?: AbortSignal): Promise<ActivityFeed> {
  let answer: Partial<ActivityFeed> | undefined;
  try {
    // a recipe family is one item, as its member in the interface language (decision 0073)
    answer = await apiCall('GET /api/user/my-activity-feed-enterprise', {
      query: { language },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    answer = await apiCall('GET /api/user/my-activity-feed', { query: {}, signal });
  }
  return {
    items: Array.isArray(answer?.items) ? answer.items : [],
    source: answer?.source === 'basic' ? 'basic' : 'enterprise',
  };
}

/** Keys start with the resource and carry the viewer (decision 0006), and the language the families are read in. */
export const activityKeys = {
  feed: (viewer: string, language: string) => ['activity-feed', viewer, language] as const,
};
