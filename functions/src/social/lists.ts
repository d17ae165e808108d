/**
 * The caller's follow lists (spec 001 §2 /following and /followers, §5 follower search, §9 paging): one query in
 * the mirror (public.follow_list: the edges joined with the public profiles), newest edge first. Following is
 * read up to 50 at a time, followers 20 a page. A failure is "Failed to load" for the screen's retry.
 */
import { AppError } from '../domain/errors';
import type { FollowListPage, FollowListQuery, TopFollowedList, TopFollowedUser } from '../domain/follows';
import { FOLLOW_MESSAGES, LEADERBOARDS_COLLECTION, TOP_FOLLOWED_DOCUMENT } from '../domain/follows';
import type { SocialDeps } from './deps';
import { followerEdgePath } from './paths';

interface FollowListRow {
  id: string;
  display_name: string;
  username: string | null;
  photo_url: string;
  is_verified: boolean;
  recipe_count: number;
  follower_count: number;
  followed_at: string;
  is_following: boolean;
}

export async function followList(
  deps: Pick<SocialDeps, 'supabase'>,
  uid: string,
  direction: 'following' | 'followers',
  query: FollowListQuery,
): Promise<FollowListPage> {
  // one row more than the page tells whether another page exists
  const { data, error } = await deps.supabase.rpc('follow_list', {
    p_user_id: uid,
    p_direction: direction,
    p_search: query.search,
    p_limit: query.limit + 1,
    p_offset: query.offset,
  });
  if (error) throw new AppError('unavailable', FOLLOW_MESSAGES.loadFailed, { reason: error.message });
  const rows = (data ?? []) as FollowListRow[];
  return {
    people: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      displayName: row.display_name,
      username: row.username,
      photoURL: row.photo_url,
      isVerified: row.is_verified,
      recipeCount: row.recipe_count,
      followerCount: row.follower_count,
      followedAt: new Date(row.followed_at).toISOString(),
      isFollowing: row.is_following,
    })),
    hasMore: rows.length > query.limit,
  };
}

/** Whether the caller follows the user (the channel page's button), from the source of truth. */
export async function isFollowing(
  deps: Pick<SocialDeps, 'db'>,
  uid: string,
  userId: string,
): Promise<boolean> {
  if (uid === userId) return false;
  return (await deps.db.doc(followerEdgePath(userId, uid)).get()).exists;
}

/**
 * The top-followed list (001 §3 "Top followed users list"): leaderboards/topFollowed as the job of four times a day
 * last wrote it; entries of another shape are left out, an unwritten list is empty.
 */
export async function topFollowedList(deps: Pick<SocialDeps, 'db'>): Promise<TopFollowedList> {
  const snapshot = await deps.db.collection(LEADERBOARDS_COLLECTION).doc(TOP_FOLLOWED_DOCUMENT).get();
  const data = snapshot.data();
  const users: unknown[] = Array.isArray(data?.users) ? data.users : [];
  return {
    users: users.filter(
      (user): user is TopFollowedUser =>
        typeof (user as TopFollowedUser)?.id === 'string' &&
        typeof (user as TopFollowedUser).followerCount === 'number',
    ),
    updatedAt: typeof data?.updatedAt === 'string' ? data.updatedAt : null,
  };
}
