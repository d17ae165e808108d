/**
 * The back office's user tools (spec 002 §2 users table and force username, §4 admin toggles): the list, the
 * active and verified flags, and a forced display name with its username. Every write goes through the profile's
 * mirror protocol (drafts.ts); the handlers have already checked that the caller is an admin.
 */
import * as logger from 'firebase-functions/logger';
import type { ServiceClient } from '../platform/mirror/database';
import {
  ADMIN_MESSAGES,
  canSetActive,
  verificationFields,
  type AdminForceUsernameInput,
  type AdminListUsersInput,
  type AdminUserRow,
  type AdminUsersPage,
} from '../domain/admin';
import { AppError } from '../domain/errors';
import { PROFILE_ACTIONS, type ProfileResult } from '../domain/profile';
import { usernameError } from '../domain/username';
import type { UsersDeps } from './deps';
import { claimUsername, commitProfile, editProfile, unchanged, withUsername } from './drafts';
import { privateAccountRef } from './store';

type Profile = Record<string, unknown>;

export interface Changed {
  user: AdminUserRow;
  before: Profile;
  after: Profile;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function adminRow(id: string, profile: Profile, email: string): AdminUserRow {
  return {
    id,
    email,
    displayName: text(profile.displayName),
    username: text(profile.username) || null,
    isAdmin: profile.isAdmin === true,
    isActive: profile.isActive !== false,
    isVerified: profile.isVerified === true || profile.verified === true,
    recipeCount: typeof profile.recipeCount === 'number' ? profile.recipeCount : 0,
    createdAt: text(profile.createdAt) || null,
  };
}

async function emailsOf(deps: UsersDeps, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const snapshots = await deps.db.getAll(...ids.map((id) => privateAccountRef(deps, id)));
  return new Map(snapshots.map((snapshot, index) => [ids[index] ?? '', text(snapshot.get('email'))]));
}

interface ProfileRow {
  firebase_id: string;
  username: string | null;
  display_name: string;
  is_admin: boolean;
  is_active: boolean;
  is_verified: boolean;
  recipe_count: number;
  created_at: string;
}

/** A page of profiles from the mirror, newest first; `search` matches the start of a name, a word of it or the username. */
export async function listUsers(
  deps: UsersDeps,
  supabase: ServiceClient,
  input: AdminListUsersInput,
): Promise<AdminUsersPage> {
  const from = (input.page - 1) * input.limit;
  let query = supabase
    .from('profiles')
    .select('firebase_id, username, display_name, is_admin, is_active, is_verified, recipe_count, created_at')
    .order('created_at', { ascending: false })
    .order('firebase_id')
    .range(from, from + input.limit); // one more than a page: whether another page follows
  const term = input.search.toLowerCase().replace(/\s+/g, ' ');
  if (term) query = query.contains('search_terms', [term]);
  const { data, error } = await query;
  if (error) throw new AppError('unavailable', error.message);
  const rows = ((data ?? []) as ProfileRow[]).slice(0, input.limit);
  const emails = await emailsOf(
    deps,
    rows.map((row) => row.firebase_id),
  );
  return {
    users: rows.map((row) => ({
      id: row.firebase_id,
      email: emails.get(row.firebase_id) ?? '',
      displayName: row.display_name,
      username: row.username,
      isAdmin: row.is_admin,
      isActive: row.is_active,
      isVerified: row.is_verified,
      recipeCount: row.recipe_count,
      createdAt: row.created_at,
    })),
    page: input.page,
    hasMore: (data ?? []).length > input.limit,
  };
}

/** Changes some fields of a profile as an admin (mirror first); before and after are the whole profiles. */
async function editAsAdmin(
  deps: UsersDeps,
  userId: string,
  change: (profile: Profile) => Profile,
): Promise<Changed> {
  const saved = await editProfile(deps, userId, PROFILE_ACTIONS.update, async (draft, commit) => {
    const before = draft.profile as Profile;
    const next = change(before) as typeof draft.profile;
    const after = (unchanged(draft, next) ?? (await commitProfile(deps, commit, draft, next))) as Profile;
    return { before, after };
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not-found')
      throw new AppError('not-found', ADMIN_MESSAGES.userNotFound, { field: 'userId' });
    throw error;
  });
  const emails = await emailsOf(deps, [userId]);
  return { ...saved, user: adminRow(userId, saved.after, emails.get(userId) ?? '') };
}

/**
 * 002 §4: an admin toggles a user's active flag; an admin cannot be deactivated. A deactivated account is also
 * disabled in Auth (no new sign-in); the functions refuse its tokens still alive (platform/auth.ts).
 */
export async function setUserActive(deps: UsersDeps, userId: string, active: boolean): Promise<Changed> {
  const changed = await editAsAdmin(deps, userId, (profile) => {
    if (!canSetActive({ isAdmin: profile.isAdmin === true }, active))
      throw new AppError('failed-precondition', ADMIN_MESSAGES.adminCannotBeDeactivated, {
        field: 'active',
      });
    return { ...profile, isActive: active };
  });
  try {
    await deps.auth.updateUser(userId, { disabled: !active });
  } catch (error) {
    // A profile without an Auth account (seeded by hand): the functions' refusal still holds.
    logger.warn('Auth account not updated', { userId, error: String(error) });
  }
  return changed;
}

/** 002 §4: verified records verifiedAt, verifiedBy, verificationType manual; unverified its time and admin. */
export function setUserVerified(
  deps: UsersDeps,
  adminUid: string,
  userId: string,
  verified: boolean,
): Promise<Changed> {
  const now = new Date().toISOString();
  return editAsAdmin(deps, userId, (profile) =>
    profile.isVerified === verified
      ? profile
      : { ...profile, ...verificationFields(verified, adminUid, now) },
  );
}

/**
 * /admin/username-update: the display name, username (reserved) and profileComplete, with the rules and messages
 * of the user's own change ("Username error: …", "Username is already taken").
 */
export async function forceUsername(
  deps: UsersDeps,
  input: AdminForceUsernameInput,
): Promise<ProfileResult & { before: Profile }> {
  return editProfile(deps, input.userId, PROFILE_ACTIONS.update, async (draft, commit) => {
    const claim = await claimUsername(deps, input.userId, input.displayName);
    if (!claim.ok) {
      const message = claim.rule === 'username' ? usernameError(claim.message) : claim.message;
      throw new AppError(claim.code, message, { field: 'displayName' });
    }
    const next = withUsername(draft.profile, claim.displayName, claim.username);
    const before = draft.profile as Profile;
    const same = unchanged(draft, next);
    if (same) return { profile: same, before };
    return { profile: await commitProfile(deps, commit, draft, next, claim.reservation), before };
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not-found' && !error.details.field)
      throw new AppError('not-found', ADMIN_MESSAGES.userNotFound, { field: 'userId' });
    throw error;
  });
}
