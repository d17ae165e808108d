/**
 * The guard before an action that needs a verified account (spec 001 §1, §4, §6: follow, favorite, rate): a guest is
 * asked to sign in first (the way back saved under returnAfterLogin), an unverified user goes to /verify-email. The
 * caller shows the confirm prompt while `confirmingLogin` holds.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveReturnPath } from '@/platform/returnPath';
import { signedInUid, useSession } from '@/platform/session';

export function useSignedInAction() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [confirmingLogin, setConfirmingLogin] = useState(false);
  return {
    /** The signed-in user's id, '' for a guest. */
    viewer: signedInUid(session) ?? '',
    /** A signed-in user with a verified email: the one whose click goes through to the server. */
    verified: session.status === 'signedIn' && session.user.emailVerified,
    /** Whether the action may go on now; otherwise the prompt opens or the user is sent to verify. */
    mayAct(): boolean {
      if (session.status !== 'signedIn') {
        setConfirmingLogin(true);
        return false;
      }
      if (!session.user.emailVerified) {
        navigate('/verify-email');
        return false;
      }
      return true;
    },
    confirmingLogin,
    confirmLogin: () => {
      setConfirmingLogin(false);
      saveReturnPath(location.pathname + location.search + location.hash);
      navigate('/login');
    },
    cancelLogin: () => setConfirmingLogin(false),
  };
}
