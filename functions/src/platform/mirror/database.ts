/**
 * The mirror's Postgres as the functions' supabase-js client sees it: the generated schema (database.types.ts) with
 * what the generator cannot know filled in (decision 0048). Functions that answer json get the shape their SQL
 * builds; arguments the SQL takes as null (the generator types none as nullable) accept null; text columns held to
 * a set by a check constraint get that set. Every `.from(table)` row and `.rpc(fn)` answer is then typed, cast-free.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminAnalyticsData } from '../../domain/analytics';
import type { CommentStatus } from '../../domain/comments/types';
import type { CaloriesStatus, RecipeVisibility } from '../../domain/constants/recipe';
import type { LanguageInteractionResult, RatedRecipe } from '../../domain/contracts';
import type { FeedRecipe } from '../../domain/feeds/types';
import type { AffinityGroup, CategoryAffinity, RecommendedRecipe } from '../../domain/personal/types';
import type { Database as Generated } from './database.types';
import type { MirrorApplyChange, MirrorApplyResult, MirrorRestoreChange, MirrorRestoreResult } from './types';

/** `T` with the fields of `O` in place of its own, kept one flat object type for supabase-js's inference. */
type With<T, O> = { [K in keyof T]: K extends keyof O ? O[K] : T[K] };

type Schema = Generated['public'];
type Tables = Schema['Tables'];
type Functions = Schema['Functions'];
type ArgsOf<F extends keyof Functions, A> = With<Functions[F]['Args'], A>;

interface RefinedRows {
  comments: { status: CommentStatus };
  recipes: {
    visibility: RecipeVisibility;
    calories_status: CaloriesStatus;
    /** platform/mirror/mappings/recipes.ts writes every flag of the document. */
    dietary: Record<string, boolean>;
  };
}

/** public.admin_analytics's answer: the banner and one tab's figures (the tab's type is the section's). */
type StoredAnalytics = Pick<AdminAnalyticsData, 'banner'> & { section: unknown };

/** Each function as supabase/migrations defines it: the json it builds (feed cards: feed_card()), the nulls it takes. */
interface RefinedFunctions {
  admin_analytics: { Returns: StoredAnalytics };
  admin_analytics_read: { Returns: StoredAnalytics & Pick<AdminAnalyticsData, 'asOf'> };
  admin_analytics_refresh: { Returns: StoredAnalytics & Pick<AdminAnalyticsData, 'asOf'> };
  affinity_groups: { Returns: Omit<AffinityGroup, 'percentage' | 'heart'>[] };
  feed_discover: { Returns: FeedRecipe[] };
  feed_list: { Returns: FeedRecipe[] };
  followed_highlights: { Returns: FeedRecipe[] };
  following_recipes: { Returns: FeedRecipe[] };
  mirror_apply: { Args: { p_changes: readonly MirrorApplyChange[] }; Returns: MirrorApplyResult[] };
  mirror_restore: { Args: { p_changes: readonly MirrorRestoreChange[] }; Returns: MirrorRestoreResult[] };
  popular_tags: { Args: ArgsOf<'popular_tags', { p_language: string | null }> };
  rated_recipes: {
    Args: ArgsOf<'rated_recipes', { p_before_at: string | null; p_before_id: string | null }>;
    Returns: (RatedRecipe & { cursor: string })[];
  };
  recommended_recipes: { Returns: RecommendedRecipe[] };
  record_category_signal: { Returns: CategoryAffinity[] | null };
  record_language_events: { Returns: LanguageInteractionResult };
  search_recipes: { Args: ArgsOf<'search_recipes', { p_viewer?: string | null }> };
  trending_tags: { Args: ArgsOf<'trending_tags', { p_language: string | null }> };
}

export type Database = {
  public: With<
    Schema,
    {
      Tables: {
        [T in keyof Tables]: T extends keyof RefinedRows
          ? With<Tables[T], { Row: With<Tables[T]['Row'], RefinedRows[T]> }>
          : Tables[T];
      };
      Functions: {
        [F in keyof Functions]: F extends keyof RefinedFunctions
          ? With<Functions[F], RefinedFunctions[F]>
          : Functions[F];
      };
    }
  >;
};

/** The service-role client: `.from(table)` rows and `.rpc(fn)` answers typed by Database. */
export type ServiceClient = SupabaseClient<Database>;
