/**
 * Setting the admin-managed flags of a profile (isAdmin, isVerified) through the mirror protocol. Used by the seed
 * script for the demo accounts; the admin user tools (spec 002 "Admin toggles") will call it too.
 */
import { AppError } from '../domain/errors';
import { PROFILE_ACTIONS, PROFILE_MESSAGES, type UserProfile } from '../domain/profile';
import type { UsersDeps } from './deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { commitProfile, loadDraft, unchanged } from './drafts';

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
  return writeMirrored(deps, PROFILE_ACTIONS.update, async (commit) => {
    const draft = await loadDraft(deps, uid);
    if (!draft) throw new AppError('not-found', PROFILE_MESSAGES.notFound);
    const next = { ...draft.profile };
    if (flags.isAdmin !== undefined) next.isAdmin = flags.isAdmin;
    if (flags.isVerified !== undefined) next.isVerified = flags.isVerified;
    if (flags.isActive !== undefined) next.isActive = flags.isActive;
    return unchanged(draft, next) ?? commitProfile(deps, commit, draft, next);
  });
}
