/**
 * The top-followed job (spec 002 §9 "Scheduled", §10: four times a day, a top 50 list; 001 §3 "Top followed users
 * list"): one indexed query on the mirror's profiles (profiles_follower_count_idx), written to
 * leaderboards/topFollowed for the pages that show it. The list is derived data, not a mirrored document.
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import { PAGING } from '../domain/constants/social';
import {
  FOLLOW_ACTIONS,
  LEADERBOARDS_COLLECTION,
  TOP_FOLLOWED_DOCUMENT,
  type TopFollowedStats,
  type TopFollowedUser,
} from '../domain/follows';
import { mirrorFailureMessage } from '../domain/errors';

export interface TopFollowedDeps {
  db: Firestore;
  supabase: ServiceClient;
  now?: () => Date;
}

interface ProfileRow {
  firebase_id: string;
  display_name: string;
  username: string | null;
  photo_url: string;
  follower_count: number;
  recipe_count: number;
}

export async function recalculateTopFollowed(deps: TopFollowedDeps): Promise<TopFollowedStats> {
  const { data, error, count } = await deps.supabase
    .from('profiles')
    .select('firebase_id, display_name, username, photo_url, follower_count, recipe_count', {
      count: 'exact',
    })
    .eq('is_active', true)
    .order('follower_count', { ascending: false })
    .order('firebase_id', { ascending: true })
    .limit(PAGING.topFollowedUsers);
  if (error) {
    throw new AppError('unavailable', mirrorFailureMessage(FOLLOW_ACTIONS.topFollowed, false), {
      reason: error.message,
    });
  }
  const users: TopFollowedUser[] = ((data ?? []) as ProfileRow[])
    .filter((row) => row.follower_count > 0)
    .map((row) => ({
      id: row.firebase_id,
      displayName: row.display_name,
      username: row.username,
      profileImage: row.photo_url,
      followerCount: row.follower_count,
      recipeCount: row.recipe_count,
    }));
  const totalUsers = count ?? 0;
  await deps.db
    .collection(LEADERBOARDS_COLLECTION)
    .doc(TOP_FOLLOWED_DOCUMENT)
    .set({ users, totalUsers, updatedAt: (deps.now?.() ?? new Date()).toISOString() });
  return { totalUsers, topUser: users[0] ?? null };
}
