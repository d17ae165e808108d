/**
 * Views and shares (001 §7 track-view and track-share; docs/contracts/recipes.md). The counters recipes/{id}.views
 * and .shareCount are mirrored document fields, raised through the protocol; who was counted lives in Postgres event
 * logs (recipe_views: one row per recipe and viewer, so a viewer counts once; shares: one row per share). When the
 * counter cannot be raised, the event row is taken back, so a retry counts.
 */
import * as logger from 'firebase-functions/logger';
import { withoutVersion } from '../platform/mirror/deps';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import { mayReadRecipe } from '../platform/recipeReader';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { enforceRateLimit } from '../platform/rateLimit';
import { recipeChange } from './changes';
import type { RecipesDeps } from './deps';
import { readRecipe } from './store';

/** ours: one viewer may count a few shares of a recipe per hour (a share button is easy to click in a loop). */
export const SHARE_LIMIT = { limit: 5, windowMs: 3_600_000 } as const;

/** `uid:<uid>` when signed in, else `fp:<fingerprint>` (001 §7: userId or fingerprint). */
export function viewerKey(uid: string | null, fingerprint: string | undefined): string {
  if (uid) return `uid:${uid}`;
  if (fingerprint) return `fp:${fingerprint}`;
  throw new AppError('invalid-argument', RECIPE_MESSAGES.fingerprintRequired, { field: 'fingerprint' });
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;

/** A readable recipe for this viewer, or 404 (a locked or private recipe is not viewed or shared). */
async function readableRecipe(deps: RecipesDeps, uid: string | null, recipeId: string) {
  const recipe = await readRecipe(deps.db, recipeId);
  if (!recipe) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  return { recipe, readable: await mayReadRecipe(deps.db, uid, recipe) };
}

/** recipes/{id}[field] + 1 through the protocol; resolves to the new value. */
async function raiseCounter(
  deps: RecipesDeps,
  recipeId: string,
  field: 'views' | 'shareCount',
  action: string,
): Promise<number> {
  return writeMirrored(deps, action, async (commit) => {
    const before = await readRecipe(deps.db, recipeId);
    if (!before) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    const value = count(before[field]) + 1;
    await commit([recipeChange(recipeId, before, { ...withoutVersion(before), [field]: value })]);
    return value;
  });
}

function eventFailed(action: string, reason: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage(action, /rate limit|too many/i.test(reason)), {
    reason,
  });
}

async function undo(what: string, run: () => PromiseLike<{ error: { message: string } | null }>) {
  const { error } = await run();
  if (error) logger.error(`Could not take back ${what}`, { error: error.message });
}

export async function trackView(
  deps: RecipesDeps,
  uid: string | null,
  input: { recipeId: string; fingerprint?: string },
): Promise<{ counted: boolean; views: number }> {
  const key = viewerKey(uid, input.fingerprint);
  const { recipe, readable } = await readableRecipe(deps, uid, input.recipeId);
  if (!readable) return { counted: false, views: count(recipe.views) };

  const { data, error } = await deps.supabase
    .from('recipe_views')
    .upsert(
      { recipe_id: input.recipeId, viewer_key: key },
      { onConflict: 'recipe_id,viewer_key', ignoreDuplicates: true },
    )
    .select('recipe_id');
  if (error) throw eventFailed(RECIPE_ACTIONS.trackView, error.message);
  if (!data || data.length === 0) return { counted: false, views: count(recipe.views) };

  try {
    return {
      counted: true,
      views: await raiseCounter(deps, input.recipeId, 'views', RECIPE_ACTIONS.trackView),
    };
  } catch (failure) {
    await undo('a view', () =>
      deps.supabase.from('recipe_views').delete().eq('recipe_id', input.recipeId).eq('viewer_key', key),
    );
    throw failure;
  }
}

export async function trackShare(
  deps: RecipesDeps,
  uid: string | null,
  input: { recipeId: string; platform: string; fingerprint?: string },
): Promise<{ shareCount: number }> {
  const key = viewerKey(uid, input.fingerprint);
  const { readable } = await readableRecipe(deps, uid, input.recipeId);
  if (!readable) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  await enforceRateLimit(deps.db, { key: `track-share:${input.recipeId}:${key}`, ...SHARE_LIMIT });

  const { data, error } = await deps.supabase
    .from('shares')
    .insert({ recipe_id: input.recipeId, platform: input.platform, user_id: uid })
    .select('id')
    .single();
  if (error) throw eventFailed(RECIPE_ACTIONS.trackShare, error.message);

  try {
    return { shareCount: await raiseCounter(deps, input.recipeId, 'shareCount', RECIPE_ACTIONS.trackShare) };
  } catch (failure) {
    await undo('a share', () =>
      deps.supabase
        .from('shares')
        .delete()
        .eq('id', (data as { id: number }).id),
    );
    throw failure;
  }
}
