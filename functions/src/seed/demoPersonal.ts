/**
 * The demo reader's personal history (issue 16; README "Demo accounts"): views and saves of vegan and vegetarian
 * demo recipes (their home shows "more of a category for you" groups with a percentage match, vegan at 9 of 10
 * with its heart) and Hebrew recipes
 * opened, saved and cooked from an English interface (Hebrew joins their feeds, and the profile lists it). Written
 * through the same SQL functions as personal-api (decision 0017). Runs once: a reader with language stats is left
 * alone.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { LANGUAGE_EVENT_WEIGHTS, type LanguageEventType } from '../domain/personal';

const SIGNALS: [recipeId: string, action: 'view' | 'favorite' | 'made_it', rating?: number][] = [
  ['demo-red-lentil-soup', 'view'],
  ['demo-red-lentil-soup', 'made_it', 5],
  ['demo-spiced-chickpeas', 'view'],
  ['demo-charred-corn-salad', 'view'],
  ['demo-charred-corn-salad', 'favorite'],
  ['demo-mint-lemonade', 'view'],
  ['demo-banana-oat-pancakes', 'view'],
  ['demo-herb-stuffed-mushrooms', 'view'],
  ['demo-orange-olive-oil-cake', 'view'],
  ['demo-orange-olive-oil-cake', 'favorite'],
  ['demo-sheet-pan-chicken', 'view'],
];

const HEBREW_EVENTS: [recipeId: string, type: LanguageEventType][] = [
  ['demo-hummus', 'view'],
  ['demo-hummus', 'view_ingredients'],
  ['demo-hummus', 'save'],
  ['demo-shakshuka', 'view'],
  ['demo-shakshuka', 'view_instructions'],
  ['demo-shakshuka', 'cook'],
  ['demo-mujadara', 'view'],
];

export async function seedDemoPersonal(
  deps: { supabase: ServiceClient },
  readerUid: string,
): Promise<{ signals: number; languageEvents: number }> {
  const { data: stats, error: statsError } = await deps.supabase
    .from('user_language_stats')
    .select('user_id')
    .eq('user_id', readerUid)
    .maybeSingle();
  if (statsError) throw new Error(`demo personal history: ${statsError.message}`);
  if (stats) return { signals: 0, languageEvents: 0 };
  for (const [recipeId, action, rating] of SIGNALS) {
    const { error } = await deps.supabase.rpc('record_category_signal', {
      p_user: readerUid,
      p_recipe: recipeId,
      p_action: action,
      p_rating: rating,
    });
    if (error) throw new Error(`demo category signal ${recipeId}: ${error.message}`);
  }
  const events = HEBREW_EVENTS.map(([recipeId, type]) => ({
    recipe_id: recipeId,
    user_language: 'en',
    event_type: type,
    event_weight: LANGUAGE_EVENT_WEIGHTS[type],
    session_id: 'demo-session',
    metadata: { source: 'seed' },
  }));
  const { error } = await deps.supabase.rpc('record_language_events', {
    p_user: readerUid,
    p_events: events,
  });
  if (error) throw new Error(`demo language events: ${error.message}`);
  return { signals: SIGNALS.length, languageEvents: events.length };
}
