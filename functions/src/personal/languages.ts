/**
 * Language learning (001 §1, §5, §7): a batch of events stored with the domain's weights, the scores recomputed in
 * the same call (calculate_user_language_scores), the user's interests and their reset.
 */
import type { LanguageInteractionResult, LanguageInterests } from '../domain/contracts';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { LANGUAGE_EVENT_WEIGHTS, type LanguageEventInput, type LanguageInterest } from '../domain/personal';
import { PERSONAL_MESSAGES } from '../domain/personal/messages';
import type { PersonalDeps } from './deps';

export function readFailed(what: string, message: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage(what, false), { reason: message });
}

export async function recordLanguageEvents(
  deps: PersonalDeps,
  uid: string,
  events: readonly LanguageEventInput[],
): Promise<LanguageInteractionResult> {
  if (events.some((event) => event.user_id !== undefined && event.user_id !== uid)) {
    throw new AppError('permission-denied', PERSONAL_MESSAGES.otherUsersEvents);
  }
  const rows = events.map((event) => ({
    recipe_id: event.recipe_id,
    user_language: event.user_language,
    event_type: event.event_type,
    event_weight: LANGUAGE_EVENT_WEIGHTS[event.event_type],
    session_id: event.session_id,
    metadata: event.metadata ?? {},
  }));
  const { data, error } = await deps.supabase.rpc('record_language_events', { p_user: uid, p_events: rows });
  if (error) throw readFailed('save language events', error.message);
  return data;
}

export async function languageInterests(deps: PersonalDeps, uid: string): Promise<LanguageInterests> {
  const [preferences, stats] = await Promise.all([
    deps.supabase
      .from('user_language_preferences')
      .select('language_code, interest_score')
      .eq('user_id', uid)
      .order('interest_score', { ascending: false }),
    deps.supabase
      .from('user_language_stats')
      .select('preferred_languages, allowed_languages')
      .eq('user_id', uid)
      .maybeSingle(),
  ]);
  const error = preferences.error ?? stats.error;
  if (error) throw readFailed('load your language interests', error.message);
  const interests: LanguageInterest[] = (preferences.data ?? []).map((row) => ({
    language: row.language_code,
    score: row.interest_score,
  }));
  return {
    interests,
    preferred: stats.data?.preferred_languages ?? [],
    allowed: stats.data?.allowed_languages ?? [],
  };
}

export async function resetLanguageInterests(deps: PersonalDeps, uid: string): Promise<LanguageInterests> {
  const { error } = await deps.supabase.rpc('delete_personal_data', { p_user: uid, p_languages_only: true });
  if (error) throw readFailed('reset your language interests', error.message);
  return { interests: [], preferred: [], allowed: [] };
}

export async function cleanupLanguageEvents(deps: PersonalDeps): Promise<number> {
  const { data, error } = await deps.supabase.rpc('cleanup_language_events', {});
  if (error) throw readFailed('clean up language events', error.message);
  return data as number;
}
