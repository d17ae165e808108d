/**
 * The follow state of one user as the viewer sees it, and the toggle (spec 001 §4 "Follow"): guests are asked to
 * sign in (the way back saved under returnAfterLogin), unverified users go to /verify-email, oneself never gets
 * here (the caller shows Manage channel). The change shows at once (the count moves by one, never below 0) and
 * rolls back on failure: silently when the call itself failed, with the spec's busy or connection message when the
 * server could not save it (001 §8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeKeys } from '@/components/recipe-card/queries';
import { useToast } from '@/components/toast';
import { useSignedInAction } from '@/components/useSignedInAction';
import { toApiError } from '@/platform/api';
import { STALE_TIMES } from '@/platform/query/client';
import { follow, followKeys, followStatus } from './api';

export interface FollowControl {
  /** null while the viewer's state is unknown (loading, or a guest). */
  isFollowing: boolean | null;
  busy: boolean;
  /** The follower count to show: the optimistic one while a change is in flight, else `liveCount`. */
  count: number;
  toggle: () => void;
  /** Guests: the confirm prompt before /login. */
  confirmingLogin: boolean;
  confirmLogin: () => void;
  cancelLogin: () => void;
}

export function useFollow(userId: string, liveCount: number, initial?: boolean): FollowControl {
  const { t } = useTranslation('follows');
  const guard = useSignedInAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewer } = guard;
  const [busy, setBusy] = useState(false);
  const [override, setOverride] = useState<{ count: number; base: number } | null>(null);

  const status = useQuery({
    queryKey: followKeys.status(viewer, userId),
    queryFn: ({ signal }) => followStatus(userId, signal),
    enabled: viewer !== '' && viewer !== userId,
    staleTime: STALE_TIMES.followCounts,
    ...(initial !== undefined ? { initialData: initial } : {}),
  });

  // the optimistic count stays until the live count moves off the value it was computed from
  const count = override && override.base === liveCount ? override.count : liveCount;

  const toggle = () => {
    if (!guard.mayAct() || busy || status.data === undefined) return;
    const was = status.data;
    const operation = was ? 'unfollow' : 'follow';
    const key = followKeys.status(viewer, userId);
    setBusy(true);
    queryClient.setQueryData(key, !was);
    setOverride({ base: liveCount, count: Math.max(0, liveCount + (was ? -1 : 1)) });
    follow(userId, operation)
      .then((result) => {
        queryClient.setQueryData(key, result.isFollowing);
        setOverride({ base: liveCount, count: Math.max(0, result.followerCount) });
        void queryClient.invalidateQueries({ queryKey: ['follows', 'following'] });
        void queryClient.invalidateQueries({ queryKey: ['follows', 'followers'] });
        // what this viewer may read changed: followers-only recipes open or close
        void queryClient.invalidateQueries({ queryKey: ['recipe-detail'] });
        void queryClient.invalidateQueries({ queryKey: recipeKeys.userLists });
      })
      .catch((error: unknown) => {
        queryClient.setQueryData(key, was);
        setOverride(null);
        const apiError = toApiError(error);
        if (apiError.fromServer && apiError.code === 'unavailable') {
          const busyMirror = apiError.details.reason === 'mirror-busy';
          toast.error(t(`errors.${operation}.${busyMirror ? 'busy' : 'connection'}`));
        } else if (apiError.fromServer && apiError.code === 'permission-denied') {
          toast.error(t('errors.security'));
        } else {
          console.warn('Follow change failed; reverted.', apiError);
        }
      })
      .finally(() => setBusy(false));
  };

  return {
    isFollowing: viewer === '' ? false : (status.data ?? null),
    busy,
    count,
    toggle,
    confirmingLogin: guard.confirmingLogin,
    confirmLogin: guard.confirmLogin,
    cancelLogin: guard.cancelLogin,
  };
}
