/**
 * Setting the admin-managed flags of a profile (isAdmin, isVerified) through the mirror protocol. Used by the seed
 * script for the demo accounts; the admin user tools (spec 002 "Admin toggles") will call it too.
 */
import { PROFILE_ACTIONS, type UserProfile } from '../domain/profile';
import type { UsersDeps } from './deps';
import { commitProfile, editProfile, unchanged } from './drafts';

export interface ProfileFlags {
  isAdmin?: boolean;
  isVerified?: boolean;
  isActive?: boolean;
}

export async function setProfileFlags(
  deps: UsersDeps,
  uid: string,
  flags: ProfileFlags,
): Promise<UserProfile> {
  return editProfile(deps, uid, PROFILE_ACTIONS.update, async (draft, commit) => {
    const next = { ...draft.profile };
    if (flags.isAdmin !== undefined) next.isAdmin = flags.isAdmin;
    if (flags.isVerified !== undefined) next.isVerified = flags.isVerified;
    if (flags.isActive !== undefined) next.isActive = flags.isActive;
    return unchanged(draft, next) ?? commitProfile(deps, commit, draft, next);
  });
}
