/**
 * The activity feed (001 §2 "/activity" Activity Feed, §7 my-activity-feed-enterprise and its fallback
 * my-activity-feed, §8 "A failed activity feed retries on the fallback route"):
 *
 * - basic (the fallback): the reader's stored items (users/{uid}/activity, newest first), only those of cooks the
 *   reader still follows (users/{uid}/following); Firestore alone.
 * - enterprise: the same items refreshed from the mirror (title, image, views and rating as they are now; a recipe
 *   gone or turned private drops out), with the trending and popular recipes of followed cooks
 *   (domain/activity/highlights.ts), newest first. A reader who turned notifications off gets no highlights (and
 *   the fan-out writes them no items).
 */
import { DEFAULT_ENTERPRISE_SETTINGS } from '../domain/constants/enterpriseSettings';
import { highlightOf, type ActivityFeed, type ActivityItem } from '../domain/activity';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { FOLLOWING_SUBCOLLECTION } from '../domain/follows';
import { wantsNotifications } from '../domain/notifications';
import { USERS_COLLECTION } from '../domain/profile';
import { isVersionLanguage } from '../domain/recipe/family';
import type { ActivityDeps } from './deps';
import { activityOf, cardImage, cardItem, storedItem } from './items';

const { minViewsForTrending, minRatingForFeatured } = DEFAULT_ENTERPRISE_SETTINGS.businessRules.engagement;

const newestFirst = (a: ActivityItem, b: ActivityItem) =>
  a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : a.id < b.id ? -1 : 1;

export async function basicActivityFeed(
  deps: Pick<ActivityDeps, 'db'>,
  uid: string,
  limit: number,
): Promise<ActivityFeed> {
  const [stored, following] = await Promise.all([
    activityOf(deps.db, uid).orderBy('timestamp', 'desc').limit(limit).get(),
    deps.db.collection(USERS_COLLECTION).doc(uid).collection(FOLLOWING_SUBCOLLECTION).select().get(),
  ]);
  const followed = new Set(following.docs.map((doc) => doc.id));
  const items = stored.docs
    .map((doc) => storedItem(doc.id, doc.data()))
    .filter((item) => followed.has(item.user.id));
  return { items, source: 'basic' };
}

export async function enterpriseActivityFeed(
  deps: ActivityDeps,
  uid: string,
  limit: number,
): Promise<ActivityFeed> {
  const [{ items: stored }, highlights] = await Promise.all([
    basicActivityFeed(deps, uid, limit),
    highlightsFor(deps, uid, limit),
  ]);
  if (highlights.error) throw unavailable(highlights.error.message);
  const ids = [...new Set(stored.map((item) => item.recipe.id))];
  const current = ids.length
    ? await deps.supabase
        .from('recipes')
        .select('firebase_id, title, images, views, rating, visibility')
        .in('firebase_id', ids)
    : { data: [], error: null };
  if (current.error) throw unavailable(current.error.message);
  const rows = new Map((current.data ?? []).map((row) => [row.firebase_id, row]));

  const refreshed = stored.flatMap((item) => {
    const row = rows.get(item.recipe.id);
    if (!row || row.visibility === 'private') return [];
    const image = cardImage(row.images) || item.recipe.image;
    return [
      { ...item, recipe: { ...item.recipe, title: row.title, image, views: row.views, rating: row.rating } },
    ];
  });
  const highlighted = (highlights.data ?? []).flatMap((card) => {
    const type = highlightOf(card);
    return type ? [cardItem(type, card)] : [];
  });
  const items = [...refreshed, ...highlighted].sort(newestFirst).slice(0, limit);
  return { items, source: 'enterprise' };
}

/** The followed cooks' trending and popular recipes; none for a reader who turned notifications off (issue 27). */
async function highlightsFor(deps: ActivityDeps, uid: string, limit: number) {
  const reader = await deps.db.collection(USERS_COLLECTION).doc(uid).get();
  if (!wantsNotifications(reader.data())) return { data: [], error: null };
  const language: unknown = reader.data()?.language;
  return deps.supabase.rpc('followed_highlights', {
    p_user_id: uid,
    p_min_views: minViewsForTrending,
    p_min_rating: minRatingForFeatured,
    p_limit: limit,
    // a recipe family is highlighted once, as its member in the reader's interface language (decision 0073)
    p_language: isVersionLanguage(language) ? language : undefined,
  });
}

function unavailable(reason: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage('load activity', false), { reason });
}
