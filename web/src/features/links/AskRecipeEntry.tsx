import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { saveReturnPath } from '@/platform/returnPath';
import { useSession } from '@/platform/session';
import { AskRecipeDialog } from './AskRecipeDialog';

/**
 * What Create → Ask for Recipe opens, loaded on demand (none of it in the home route's first JS): the dialog for a
 * signed-in cook; a visitor cannot request recipes (001 §1) and goes to /login, coming back here after.
 */
export function AskRecipeEntry({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (signedIn) return;
    saveReturnPath(window.location.pathname + window.location.search);
    onClose();
    navigate('/login');
  }, [signedIn, navigate, onClose]);
  return signedIn ? <AskRecipeDialog onClose={onClose} /> : null;
}

export default AskRecipeEntry;
