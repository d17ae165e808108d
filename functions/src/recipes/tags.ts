/**
 * Tags (spec 001 §3, §7 "Tags", §9): counted per recipe through the mirror protocol, read back from Postgres.
 *
 * Writes: a recipe service asks for the MirroredChanges of its tags (incrementChanges on create and for tags an
 * edit adds, decrementChanges for tags an edit or a delete removes) and commits them with the recipe, so the counts
 * move in both stores or in neither. Reads: popular tags and suggestions come from the mirror (one indexed query),
 * or from the Firestore `tags` collection when the mirror cannot answer (000 §7).
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { versionedDoc } from '../platform/mirror/deps';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import {
  publicCooksOf,
  tagAfterDecrement,
  tagAfterIncrement,
  tagAfterPromotion,
  tagId,
  tagTrends,
  type TagEntry,
  type TagRecipe,
} from '../domain/recipe/tags';
import { RECIPES_COLLECTION, TAGS_COLLECTION, type TagListItem } from '../domain/recipe/types';
import { TAGS } from '../domain/constants/social';
import { toIsoString } from '../domain/time';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { tagMapping } from '../platform/mirror/mappings';
import { storedAs } from '../platform/storedAs';

async function readTags(db: Firestore, ids: readonly string[]): Promise<(VersionedDoc | null)[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => db.collection(TAGS_COLLECTION).doc(id)));
  return snapshots.map((snapshot) => (snapshot.exists ? versionedDoc(snapshot) : null));
}

/** One entry per document id (two spellings of one id, such as a/b and a-b, count once). */
function byId<T>(items: readonly T[], idOf: (item: T) => string): { id: string; item: T }[] {
  const seen = new Set<string>();
  return items
    .map((item) => ({ id: idOf(item), item }))
    .filter(({ id }) => (seen.has(id) ? false : (seen.add(id), true)));
}

/** The changes that count `recipeId` in each tag (created at 1 when new). */
export async function incrementChanges(
  db: Firestore,
  entries: readonly TagEntry[],
  recipeId: string,
  recipeLanguage: string | null,
  now: string,
): Promise<MirroredChange[]> {
  const targets = byId(entries, (entry) => tagId(entry.tag));
  const current = await readTags(
    db,
    targets.map((target) => target.id),
  );
  return targets.map(({ id, item }, index) => {
    const before = current[index] ?? null;
    return {
      mapping: tagMapping,
      id,
      before,
      after: tagAfterIncrement(before, item, recipeId, recipeLanguage, now),
    };
  });
}

/** The changes that stop counting `recipeId` in each tag (a tag nobody uses any more is deleted). */
export async function decrementChanges(
  db: Firestore,
  tags: readonly string[],
  recipeId: string,
): Promise<MirroredChange[]> {
  const targets = byId(tags, tagId);
  const current = await readTags(
    db,
    targets.map((target) => target.id),
  );
  return targets.flatMap(({ id }, index) => {
    const before = current[index];
    return before ? [{ mapping: tagMapping, id, before, after: tagAfterDecrement(before, recipeId) }] : [];
  });
}

/**
 * The changes that move a promoted version's tags to the original's id and stop counting the original's old ones
 * (decision 0076), each tag document once however many of the two recipes used it.
 */
export async function promotionTagChanges(
  db: Firestore,
  move: {
    originalId: string;
    originalTags: readonly string[];
    versionId: string;
    versionTags: readonly string[];
    language: string | null;
    now: string;
  },
): Promise<MirroredChange[]> {
  // the stored tags are the cleaned ones, counted under tagId(tag) as they are (as decrementChanges reads them)
  const entries = new Map(move.versionTags.map((tag) => [tagId(tag), { tag, displayName: tag }]));
  const old = new Set(move.originalTags.map(tagId));
  const targets = [...new Set([...entries.keys(), ...old])];
  const current = await readTags(db, targets);
  return targets.flatMap((id, index) => {
    const before = current[index] ?? null;
    const after = tagAfterPromotion(before, {
      ...move,
      inOriginal: old.has(id),
      versionEntry: entries.get(id) ?? null,
    });
    return before || after ? [{ mapping: tagMapping, id, before, after }] : [];
  });
}

/** How many tags the Firestore fallback reads before ranking them by count and counting their cooks. */
export const TRENDING_FALLBACK_POOL = 200;

const TAG_COLUMNS = 'firebase_id, tag, display_name, language, count, last_used';

function readFailed(what: string, message: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage(`load ${what}`, false), { reason: message });
}

/** Where popular tags are read: the mirror first, Firestore when the mirror fails. */
export interface TagSources {
  readonly supabase: ServiceClient;
  readonly db: Firestore;
}

interface PopularTagsQuery {
  readonly language?: string;
  readonly limit: number;
}

/** 001 §7 get-popular-tags: the most used tags, in a language (he, it, en) or all of them. */
export async function popularTags(sources: TagSources, query: PopularTagsQuery): Promise<TagListItem[]> {
  try {
    return await popularTagsFromMirror(sources.supabase, query);
  } catch (error) {
    logger.warn('Popular tags: the mirror failed, reading Firestore', { error: String(error) });
    return popularTagsFromFirestore(sources.db, query).catch((fallbackError: unknown) => {
      throw readFailed('tags', String(fallbackError));
    });
  }
}

async function popularTagsFromMirror(
  supabase: ServiceClient,
  { language, limit }: PopularTagsQuery,
): Promise<TagListItem[]> {
  const { data, error } = await supabase
    .rpc('popular_tags', { p_language: language ?? null, p_min_cooks: TAGS.minCooksToTrend, p_limit: limit })
    .select(TAG_COLUMNS);
  if (error) throw readFailed('tags', error.message);
  return data ?? [];
}

/**
 * The same list from the documents (index: tags language ↑ count ↓). Ties on count are ordered by last use within
 * the page read, which is as close as Firestore gets without a second index.
 */
async function popularTagsFromFirestore(
  db: Firestore,
  { language, limit }: PopularTagsQuery,
): Promise<TagListItem[]> {
  let query = db.collection(TAGS_COLLECTION).orderBy('count', 'desc');
  if (language) query = query.where('language', '==', language);
  const snapshot = await query.limit(TRENDING_FALLBACK_POOL).get();
  return trendingOnly(db, snapshot.docs, limit);
}

/** The tags (in order) that enough cooks use (decision 0040), read from their last 100 recipes, up to `limit`. */
async function trendingOnly(
  db: Firestore,
  docs: readonly { id: string; data: () => Record<string, unknown> }[],
  limit: number,
): Promise<TagListItem[]> {
  const ranked = rankTags(docs.map((doc) => tagItem(doc.id, doc.data())));
  const recipesOf = new Map(docs.map((doc) => [doc.id, doc.data().recipes]));
  const kept: TagListItem[] = [];
  for (const item of ranked) {
    if (kept.length === limit) break;
    const ids = recipesOf.get(item.firebase_id);
    const recipeIds = Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === 'string' && !!id)
      : [];
    if (recipeIds.length === 0) continue;
    const recipesRef = db.collection(RECIPES_COLLECTION).withConverter(storedAs<TagRecipe>());
    const recipes = await db.getAll(...recipeIds.map((id) => recipesRef.doc(id)));
    if (tagTrends(publicCooksOf(recipes.map((recipe) => recipe.data())))) kept.push(item);
  }
  return kept;
}

function tagItem(id: string, data: Record<string, unknown>): TagListItem {
  return {
    firebase_id: id,
    tag: typeof data.tag === 'string' ? data.tag : id,
    display_name: typeof data.displayName === 'string' ? data.displayName : id,
    language: typeof data.language === 'string' ? data.language : TAGS.defaultLanguage,
    count: typeof data.count === 'number' ? data.count : 0,
    last_used: toIsoString(data.lastUsed) ?? null,
  };
}

/** In use, the most used first, then the most recently used (the mirror's order). */
function rankTags(tags: TagListItem[]): TagListItem[] {
  return tags
    .filter((tag) => tag.count > 0)
    .sort((a, b) => b.count - a.count || (b.last_used ?? '').localeCompare(a.last_used ?? ''));
}

interface TrendingTagsQuery extends PopularTagsQuery {
  readonly daysBack: number;
}

/**
 * 001 §7 get-trending-tags: the tags used within the last `daysBack` days, the most used first, in a language or
 * all of them; from Firestore when the mirror fails, like popular tags.
 */
export async function trendingTags(
  sources: TagSources,
  query: TrendingTagsQuery,
  now: Date = new Date(),
): Promise<TagListItem[]> {
  const inLanguage = await trendingTagsIn(sources, query, now);
  // the feeds' rule (issue 27): a language with too few falls back to every language
  if (!query.language || inLanguage.length >= TAGS.minTrendingInLanguage) return inLanguage;
  return trendingTagsIn(sources, { ...query, language: undefined }, now);
}

async function trendingTagsIn(
  sources: TagSources,
  query: TrendingTagsQuery,
  now: Date,
): Promise<TagListItem[]> {
  const since = new Date(now.getTime() - query.daysBack * 86_400_000).toISOString();
  try {
    const { data, error } = await sources.supabase
      .rpc('trending_tags', {
        p_language: query.language ?? null,
        p_since: since,
        p_min_cooks: TAGS.minCooksToTrend,
        p_limit: query.limit,
      })
      .select(TAG_COLUMNS);
    if (error) throw readFailed('tags', error.message);
    return data ?? [];
  } catch (error) {
    logger.warn('Trending tags: the mirror failed, reading Firestore', { error: String(error) });
    return trendingTagsFromFirestore(sources.db, query, since).catch((fallbackError: unknown) => {
      throw readFailed('tags', String(fallbackError));
    });
  }
}

/** The recently used tags (index: tags language ↑ lastUsed ↓), ranked by count here. */
async function trendingTagsFromFirestore(
  db: Firestore,
  { language, limit }: PopularTagsQuery,
  since: string,
): Promise<TagListItem[]> {
  let query = db.collection(TAGS_COLLECTION).where('lastUsed', '>=', since).orderBy('lastUsed', 'desc');
  if (language) query = query.where('language', '==', language);
  const snapshot = await query.limit(TRENDING_FALLBACK_POOL).get();
  return trendingOnly(db, snapshot.docs, limit);
}

/**
 * Tag suggestions (001 §9: "suggestions default 10 from the 50 most popular", from 2 characters): the popular tags
 * that start with the text first, then those that contain it.
 */
export async function suggestTags(
  sources: TagSources,
  { q, language, limit }: { q: string; language?: string; limit: number },
): Promise<TagListItem[]> {
  const pool = await popularTags(sources, { language, limit: TAGS.suggestionsPool });
  const text = q.toLowerCase();
  const starts = pool.filter((tag) => tag.tag.startsWith(text));
  const contains = pool.filter((tag) => !tag.tag.startsWith(text) && tag.tag.includes(text));
  return [...starts, ...contains].slice(0, limit);
}
