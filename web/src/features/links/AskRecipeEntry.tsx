import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { appQueryClient } from '@/platform/query';
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
  // the header's menu sits outside the screens' query layout: the dialog joins the visit's one client itself
  return signedIn ? (
    <QueryClientProvider client={appQueryClient()}>
      <AskRecipeDialog onClose={onClose} />
    </QueryClientProvider>
  ) : null;
}

export default AskRecipeEntry;
