/**
 * Which recipe languages a caller's feeds and recommendations show (spec 001 §1): a guest the requested language; a
 * signed-in user theirs, what their profile allows, and the languages they are learning (get_allowed_languages_for_user:
 * an interest score of 10 or more, 001 §9). When the scores cannot be read the profile alone decides (logged): a
 * list never fails for want of its personal part. One place for the feeds and personal groups.
 */
import type { ServiceClient } from './mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { feedLanguages, feedScope, type FeedScope } from '../domain/feeds/languages';
import { isVersionLanguage, type VersionLanguage } from '../domain/recipe/family';
import type { RecipeLanguage } from '../domain/recipe/types';

export async function viewerLanguages(
  deps: { readonly db: Firestore; readonly supabase: ServiceClient },
  uid: string | null,
  requested: RecipeLanguage,
): Promise<RecipeLanguage[] | null> {
  if (!uid) return feedLanguages(requested, null);
  const [profile, learned] = await Promise.all([
    deps.db.collection('users').doc(uid).get(),
    deps.supabase.rpc('get_allowed_languages_for_user', { p_user_id: uid, p_user_language: requested }),
  ]);
  if (learned.error) logger.warn('language scores unavailable', { uid, reason: learned.error.message });
  return feedLanguages(requested, profile.data() ?? {}, (learned.data ?? []) as string[]);
}

/**
 * The language a reader reads a recipe family in (decision 0073): the one the request names, else the signed-in
 * reader's interface language, else none (a list then shows each family's first member among the languages read).
 */
export async function readerLanguage(
  db: Firestore,
  uid: string | null,
  requested: unknown,
): Promise<VersionLanguage | null> {
  if (isVersionLanguage(requested)) return requested;
  if (!uid) return null;
  return readerLanguageOf(requested, (await db.collection('users').doc(uid).get()).data());
}

/** readerLanguage for a caller that has read the reader's profile already. */
export function readerLanguageOf(
  requested: unknown,
  profile: Readonly<Record<string, unknown>> | undefined,
): VersionLanguage | null {
  if (isVersionLanguage(requested)) return requested;
  return isVersionLanguage(profile?.language) ? profile.language : null;
}

/**
 * The viewer's languages with the fallback of issue 27: when they hold too few public recipes (one counted query),
 * every language, and `languageFallback` says so. A failed count keeps the viewer's languages (logged).
 */
export async function viewerFeedScope(
  deps: { readonly db: Firestore; readonly supabase: ServiceClient },
  uid: string | null,
  requested: RecipeLanguage,
): Promise<FeedScope> {
  const languages = await viewerLanguages(deps, uid, requested);
  if (languages === null) return feedScope(null, 0);
  const { count, error } = await deps.supabase
    .from('recipes')
    .select('firebase_id', { count: 'exact', head: true })
    .eq('visibility', 'public')
    .in('language', languages);
  if (error) {
    logger.warn('feed language count unavailable', { reason: error.message });
    return { languages, languageFallback: false };
  }
  return feedScope(languages, count ?? 0);
}
