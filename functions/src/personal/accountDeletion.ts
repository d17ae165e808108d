/**
 * Personal data deleted with the account (issue 16 "Privacy: a user's events and scores are theirs, deletable with
 * their account"). Accounts are removed through Firebase Auth (console or Admin SDK: the product has no self-service
 * deletion), whose deletion event runs personal-onAccountDeleted. It removes what is the user's alone:
 * - in Postgres, delete_personal_data(uid, false): language events, preferences, analytics and stats, recipe signals
 *   and category affinity, search events and the recipe views they were counted in; their shares stay counted but no
 *   longer name them (migration 20261129000400_personal.sql);
 * - in Firestore, their search history (the admin analytics' backfill would copy it into search_events again).
 * Their recipes, ratings, comments, follows and profile are the product's content and are left to the admin.
 */
import { searchHistoryPath } from '../domain/search/schema';
import type { PersonalDeps } from './deps';
import { readFailed } from './languages';

export async function deleteAccountData(deps: PersonalDeps, uid: string): Promise<void> {
  const { error } = await deps.supabase.rpc('delete_personal_data', { p_user: uid, p_languages_only: false });
  if (error) throw readFailed("delete a removed account's personal data", error.message);
  await deps.db.doc(searchHistoryPath(uid)).delete();
}
