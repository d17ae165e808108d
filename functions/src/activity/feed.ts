/**
 * The activity feed (001 §2 "/activity" Activity Feed, §7 my-activity-feed-enterprise and its fallback
 * my-activity-feed, §8 "A failed activity feed retries on the fallback route"):
 *
 * - basic (the fallback): the reader's stored items (users/{uid}/activity, newest first), only those of cooks the
 *   reader still follows (users/{uid}/following); Firestore alone.
 * - enterprise: the same items refreshed from the mirror (title, image, views and rating as they are now; a recipe
 *   gone or turned private drops out), with the trending and popular recipes of followed cooks
 *   (domain/activity/highlights.ts), newest first. A reader who turned notifications off gets no highlights (and
 *   the fan-out writes them no items). A recipe family is one item of each kind, as its member in the reader's
 *   language (the request's, else their interface language: platform/viewerLanguages.ts; else the original), though
 *   the fan-out stored one for every member the cook published (decision 0073).
 */
import { DEFAULT_ENTERPRISE_SETTINGS } from '../domain/constants/enterpriseSettings';
import { highlightOf, type ActivityFeed, type ActivityItem } from '../domain/activity';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { FOLLOWING_SUBCOLLECTION } from '../domain/follows';
import { wantsNotifications } from '../domain/notifications';
import { USERS_COLLECTION } from '../domain/profile';
import { storedLanguageVersions, versionForReader, type VersionLanguage } from '../domain/recipe/family';
import type { Tables } from '../platform/mirror/database.types';
import { readerLanguageOf } from '../platform/viewerLanguages';
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
  requestedLanguage?: string,
): Promise<ActivityFeed> {
  const reader = (await deps.db.collection(USERS_COLLECTION).doc(uid).get()).data();
  // a recipe family is one item of a kind, as its member in the reader's language (decision 0073)
  const language = readerLanguageOf(requestedLanguage, reader);
  const [{ items: stored }, highlights] = await Promise.all([
    basicActivityFeed(deps, uid, limit),
    highlightsFor(deps, uid, reader, limit, language),
  ]);
  if (highlights.error) throw unavailable(highlights.error.message);
  const rows = await currentRows(
    deps,
    stored.map((item) => item.recipe.id),
  );
  const shownOf = (row: ItemRow) =>
    row.family_id
      ? (versionForReader(storedLanguageVersions({ languageVersions: row.language_versions }), language ?? '')
          ?.id ?? row.firebase_id)
      : row.firebase_id;
  const members = await currentRows(
    deps,
    [...rows.values()].map(shownOf).filter((id) => !rows.has(id)),
  );

  // newest first: a family's later items of the same kind (one per member the cook published) take no place
  const kept = new Set<string>();
  const refreshed = stored.flatMap((item) => {
    const own = rows.get(item.recipe.id);
    if (!own || own.visibility === 'private') return [];
    const shownId = shownOf(own);
    const row = rows.get(shownId) ?? members.get(shownId) ?? own;
    const key = `${item.type} ${own.family_id ?? own.firebase_id}`;
    if (kept.has(key)) return [];
    kept.add(key);
    const image = cardImage(row.images) || item.recipe.image;
    return [
      {
        ...item,
        recipe: {
          ...item.recipe,
          id: row.firebase_id,
          title: row.title,
          image,
          views: row.views,
          rating: row.rating,
        },
      },
    ];
  });
  const highlighted = (highlights.data ?? []).flatMap((card) => {
    const type = highlightOf(card);
    return type ? [cardItem(type, card)] : [];
  });
  const items = [...refreshed, ...highlighted].sort(newestFirst).slice(0, limit);
  return { items, source: 'enterprise' };
}

const ITEM_COLUMNS = 'firebase_id, title, images, views, rating, visibility, family_id, language_versions';

/** The mirror's rows of the items' recipes as they are now, by id. */
async function currentRows(deps: ActivityDeps, recipeIds: readonly string[]) {
  const ids = [...new Set(recipeIds)];
  if (!ids.length) return new Map<string, ItemRow>();
  const { data, error } = await deps.supabase.from('recipes').select(ITEM_COLUMNS).in('firebase_id', ids);
  if (error) throw unavailable(error.message);
  return new Map((data ?? []).map((row) => [row.firebase_id, row]));
}

type ItemRow = Pick<
  Tables<'recipes'>,
  'firebase_id' | 'title' | 'images' | 'views' | 'rating' | 'visibility' | 'family_id' | 'language_versions'
>;

/**
 * The followed cooks' trending and popular recipes, a family once as its member in the reader's language (the
 * mirror's followed_highlights); none for a reader who turned notifications off (issue 27).
 */
async function highlightsFor(
  deps: ActivityDeps,
  uid: string,
  reader: Readonly<Record<string, unknown>> | undefined,
  limit: number,
  language: VersionLanguage | null,
) {
  if (!wantsNotifications(reader)) return { data: [], error: null };
  return deps.supabase.rpc('followed_highlights', {
    p_user_id: uid,
    p_min_views: minViewsForTrending,
    p_min_rating: minRatingForFeatured,
    p_limit: limit,
    p_language: language ?? undefined,
  });
}

function unavailable(reason: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage('load activity', false), { reason });
}
