import type { UserCredential } from 'firebase/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { googleErrorKey, signInWithGoogle } from '@/platform/auth';
import { duringAuthFlow } from '@/platform/profile';
import { useSession } from '@/platform/session';
import { pathAfterSignIn, syncProfileAfterSignIn } from './signInFlow';

export type GoogleErrorKey = Exclude<ReturnType<typeof googleErrorKey>, 'cancelled'>;

/**
 * What /login and /signup share: which sign-in is running, whether one has finished (so the "signed in already"
 * redirect does not cut the flow short), finishing a sign-in (users-ensureProfile, then where the account goes
 * next) and "Continue with Google", whose own sign-in stands in for the bot-check (the popup must open within the
 * press: popup blockers).
 */
export function useSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const [done, setDone] = useState(false);

  const finish = (run: () => Promise<UserCredential>) =>
    duringAuthFlow(async () => {
      const { user } = await run();
      setDone(true);
      const outcome = await syncProfileAfterSignIn(user);
      navigate(pathAfterSignIn(outcome), { replace: true });
    });

  /** `report` hears null as the try starts (clear what the last one said), then any failure but a closed popup. */
  const google = async (report: (key: GoogleErrorKey | null) => void) => {
    setBusy('google');
    report(null);
    try {
      await finish(signInWithGoogle);
    } catch (failure) {
      const key = googleErrorKey(failure);
      if (key !== 'cancelled') report(key);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    setBusy,
    setDone,
    finish,
    google,
    /** Signed in before this screen did anything: it has nothing to offer. */
    alreadySignedIn: session.status === 'signedIn' && !busy && !done,
  };
}
