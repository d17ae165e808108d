/**
 * The newest and trending lists (spec 001 §7 "Feeds"), one SQL function over the Postgres mirror
 * (supabase/migrations/20261129000500_feeds_search.sql, where the orders are computed). Here, not in the feeds group,
 * because two groups answer them: feeds-api as JSON and seo-pages inside the home and /trending HTML (the first
 * view and the data the app starts from must be the same answer, decision 0060).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { FeedList } from '../domain/contracts';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import type { RecipeLanguage } from '../domain/recipe/types';
import { defaultRecipeImage } from './defaultRecipeImage';
import type { ServiceClient } from './mirror/database';
import { viewerFeedScope } from './viewerLanguages';

export interface FeedReadDeps {
  readonly db: Firestore;
  readonly supabase: ServiceClient;
}

export function feedReadFailed(message: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage('load recipes', false), { reason: message });
}

export interface FeedQuery {
  readonly languages: RecipeLanguage[] | null;
  readonly category?: string;
  readonly limit: number;
  /** The reader's interface language: a recipe family is shown as its member in it (decision 0073). */
  readonly language?: RecipeLanguage | undefined;
}

/** get-newest-recipes / get-trending-recipes: the first `limit` public recipes in the feed's order. */
export async function feedList(
  deps: FeedReadDeps,
  order: 'newest' | 'trending',
  { languages, category, limit, language }: FeedQuery,
): Promise<FeedList> {
  const [{ data, error }, defaultImage] = await Promise.all([
    deps.supabase.rpc('feed_list', {
      p_order: order,
      p_languages: languages ?? undefined,
      p_category: category,
      p_limit: limit,
      p_language: language,
    }),
    defaultRecipeImage(deps.db),
  ]);
  if (error) throw feedReadFailed(error.message);
  return { recipes: data ?? [], defaultImage };
}

/** A list as its caller (`uid`, null a guest) is answered: in the languages they see, with the fallback flag. */
export async function viewerFeedList(
  deps: FeedReadDeps,
  order: 'newest' | 'trending',
  uid: string | null,
  request: { readonly category?: string; readonly limit: number; readonly preferredLanguage: RecipeLanguage },
): Promise<FeedList> {
  const { languages, languageFallback } = await viewerFeedScope(deps, uid, request.preferredLanguage);
  const list = await feedList(deps, order, {
    languages,
    category: request.category,
    limit: request.limit,
    language: request.preferredLanguage,
  });
  return { ...list, languageFallback };
}
