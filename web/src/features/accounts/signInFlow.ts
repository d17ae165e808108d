import type { User } from 'firebase/auth';
import { ensureProfile } from '@/platform/profile';
import { takeReturnPath } from '@/platform/returnPath';

export interface SignInOutcome {
  emailVerified: boolean;
  /** The profile has no username yet (Google sign-up, or a migration whose name was taken). */
  needsUsername: boolean;
}

/**
 * Where a fresh sign-in goes (spec 000 §2):
 * - an unverified e-mail → /verify-email (which sends an incomplete profile on to /set-username once verified);
 * - a verified account without a username (Google sign-up) → /set-username;
 * - otherwise the saved return path (sessionStorage returnAfterLogin), else /.
 * `returnPath` is read only when it is used, so a detour keeps it for later.
 */
export function pathAfterSignIn(
  outcome: SignInOutcome,
  returnPath: () => string | undefined = takeReturnPath,
): string {
  if (!outcome.emailVerified) return '/verify-email';
  if (outcome.needsUsername) return '/set-username';
  return returnPath() ?? '/';
}

/**
 * users-ensureProfile after a sign-in (every sign-in, spec'd by the back-end contract). A failure does not undo the
 * sign-in: the session layer retries once the screen has moved on, and the guards judge the profile then.
 */
export async function syncProfileAfterSignIn(user: User): Promise<SignInOutcome> {
  try {
    const { needsUsername } = await ensureProfile(user.uid, { fresh: true });
    return { emailVerified: user.emailVerified, needsUsername };
  } catch (error) {
    console.warn('The profile could not be synced after sign-in.', error);
    return { emailVerified: user.emailVerified, needsUsername: false };
  }
}
