/**
 * The follow state of one user as the viewer sees it, and the toggle (spec 001 §4 "Follow"): guests are asked to
 * sign in (the way back saved under returnAfterLogin), unverified users go to /verify-email, oneself never gets
 * here (the caller shows Manage channel). Until the viewer's state is known the button is loading and takes no
 * click (a click then used to be dropped without a word, issue 36). The change shows at once (the count moves by
 * one, never below 0) with the button pending; a refusal, a failure or no answer within 15 s puts the old state
 * back and says so with a retry (001 §8; server-action).
 */
import type { FollowOperation } from '@domain/follows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadlineError } from '@/components/server-action/deadline';
import { useServerAction, type ServerAction } from '@/components/server-action/serverAction';
import { useSignedInAction } from '@/components/useSignedInAction';
import { toApiError } from '@/platform/api';
import { STALE_TIMES } from '@/platform/query/client';
import { recipeKeys } from '@/platform/queryKeys';
import { useSession } from '@/platform/session';
import { follow, followKeys, followStatus } from './api';

export interface FollowControl {
  /** null while the viewer's state is unknown (loading, or a guest). */
  isFollowing: boolean | null;
  /** The viewer's state is not known yet: the button shows it is loading and takes no click. */
  loading: boolean;
  /** The person is the viewer: there is no one to follow (a list that may hold them shows no button). */
  self: boolean;
  /** The change in flight, and the failure to show with its retry. */
  action: ServerAction<FollowOperation>;
  /** Reading the viewer's state failed (after the query's own retries): its message and a retry. */
  statusFailure: { error: string | null; retry: () => void; pending: boolean };
  /** The follower count to show: the optimistic one while a change is in flight, else `liveCount`. */
  count: number;
  toggle: () => void;
  /** Guests: the confirm prompt before /login. */
  confirmingLogin: boolean;
  confirmLogin: () => void;
  cancelLogin: () => void;
}

export interface FollowOptions {
  /** What the caller already knows (a follow list's entry). */
  initial?: boolean;
  /** After the server saved a follow or an unfollow. */
  onChanged?: (isFollowing: boolean) => void;
}

export function useFollow(
  userId: string,
  liveCount: number,
  { initial, onChanged }: FollowOptions = {},
): FollowControl {
  const { t } = useTranslation('follows');
  const session = useSession();
  const guard = useSignedInAction();
  const queryClient = useQueryClient();
  const { viewer } = guard;
  const [override, setOverride] = useState<{ count: number; base: number } | null>(null);
  const key = followKeys.status(viewer, userId);

  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => followStatus(userId, signal),
    enabled: viewer !== '' && viewer !== userId,
    staleTime: STALE_TIMES.followCounts,
    ...(initial !== undefined ? { initialData: initial } : {}),
  });

  const action = useServerAction({
    call: (operation: FollowOperation) => follow(userId, operation),
    onStart: (operation) => {
      const was = operation === 'unfollow';
      queryClient.setQueryData(key, !was);
      setOverride({ base: liveCount, count: Math.max(0, liveCount + (was ? -1 : 1)) });
      return was;
    },
    onDone: (result) => {
      queryClient.setQueryData(key, result.isFollowing);
      setOverride({ base: liveCount, count: Math.max(0, result.followerCount) });
      void queryClient.invalidateQueries({ queryKey: followKeys.lists('following') });
      void queryClient.invalidateQueries({ queryKey: followKeys.lists('followers') });
      // what this viewer may read changed: followers-only recipes open or close
      void queryClient.invalidateQueries({ queryKey: recipeKeys.anyDetails });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.userLists });
      onChanged?.(result.isFollowing);
    },
    onLateAnswer: () => void queryClient.invalidateQueries({ queryKey: key }),
    onFailure: (error, operation, was) => {
      queryClient.setQueryData(key, was);
      setOverride(null);
      // a late answer may still have saved it: read the truth again
      void queryClient.invalidateQueries({ queryKey: key });
      const apiError = toApiError(error);
      if (apiError.fromServer && apiError.code === 'unavailable') {
        const busyMirror = apiError.details.reason === 'mirror-busy';
        return t(`errors.${operation}.${busyMirror ? 'busy' : 'connection'}`);
      }
      if (apiError.fromServer && apiError.code === 'permission-denied') return t('errors.security');
      if (apiError.fromServer) return apiError.message;
      // no answer in time: the shared text; no answer at all: the spec's connection text
      return error instanceof DeadlineError ? null : t(`errors.${operation}.connection`);
    },
  });

  // the optimistic count stays until the live count moves off the value it was computed from
  const count = override && override.base === liveCount ? override.count : liveCount;
  const signedIn = viewer !== '';
  // an unverified viewer's click goes to /verify-email whatever the state: only a verified one waits for it
  const verified = session.status === 'signedIn' && session.user.emailVerified;
  const self = signedIn && viewer === userId;
  const loading = session.status === 'loading' || (verified && !self && status.data === undefined);
  const statusFailure = {
    error: signedIn && status.isError && status.data === undefined ? t('errors.status') : null,
    retry: () => void status.refetch(),
    pending: status.isFetching,
  };

  const toggle = () => {
    if (loading || action.pending || !guard.mayAct() || status.data === undefined) return;
    action.run(status.data ? 'unfollow' : 'follow');
  };

  return {
    isFollowing: signedIn ? (status.data ?? null) : false,
    loading,
    self,
    action,
    statusFailure,
    count,
    toggle,
    confirmingLogin: guard.confirmingLogin,
    confirmLogin: guard.confirmLogin,
    cancelLogin: guard.cancelLogin,
  };
}
