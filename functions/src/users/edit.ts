/**
 * users-completeProfile (/set-username) and users-updateProfile (/profile): the owner's own profile only.
 * A display name becomes a username through the reservation (spec 000 §4); counters, isAdmin, isVerified,
 * emailVerified are never touched here.
 */
import { AppError } from '../domain/errors';
import {
  PROFILE_ACTIONS,
  applyProfileUpdate,
  type CompleteProfileInput,
  type ProfileResult,
  type UpdateProfileInput,
} from '../domain/profile';
import { usernameError } from '../domain/username';
import type { UsersDeps } from './deps';
import {
  claimUsername,
  commitProfile,
  editProfile,
  unchanged,
  withUsername,
  type ProfileFields,
} from './drafts';
import type { Reservation } from './usernames';

/**
 * Sets the display name, derives and reserves the username, completes the profile. Errors: the display-name and
 * username rules (invalid-argument), "Username is already taken" (already-exists).
 */
export async function completeProfile(
  deps: UsersDeps,
  uid: string,
  input: CompleteProfileInput,
): Promise<ProfileResult> {
  return editProfile(deps, uid, PROFILE_ACTIONS.complete, async (draft, commit) => {
    const claim = await claimUsername(deps, uid, input.displayName);
    if (!claim.ok) throw new AppError(claim.code, claim.message, { field: 'displayName' });
    const next = withUsername(draft.profile, claim.displayName, claim.username);
    const same = unchanged(draft, next);
    if (same) return { profile: same };
    return {
      profile: await commitProfile(deps, commit, draft, next, claim.reservation),
    };
  });
}

/**
 * A partial update. A display-name change re-derives the username with its reservation (the old one is released);
 * its failures read "Username error: …" (spec 000 §4).
 */
export async function updateProfile(
  deps: UsersDeps,
  uid: string,
  input: UpdateProfileInput,
): Promise<ProfileResult> {
  const { displayName, ...fields } = input;
  return editProfile(deps, uid, PROFILE_ACTIONS.update, async (draft, commit) => {
    let next: ProfileFields = applyProfileUpdate(draft.profile, fields);
    let reservation: Reservation | null = null;
    if (displayName !== undefined && displayName !== draft.profile.displayName) {
      const claim = await claimUsername(deps, uid, displayName);
      if (!claim.ok) {
        const message = claim.rule === 'username' ? usernameError(claim.message) : claim.message;
        throw new AppError(claim.code, message, { field: 'displayName' });
      }
      next = withUsername(next, claim.displayName, claim.username);
      reservation = claim.reservation;
    }
    const same = unchanged(draft, next);
    if (same) return { profile: same };
    return { profile: await commitProfile(deps, commit, draft, next, reservation) };
  });
}
