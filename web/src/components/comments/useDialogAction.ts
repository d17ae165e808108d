import { useMutation } from '@tanstack/react-query';
import { SERVER_ACTION_DEADLINE_MS, withinDeadline } from '@/components/server-action/deadline';
import { errorMessage } from '@/platform/api';

/**
 * A confirmation dialog's call: busy while it runs (and after it succeeded, until the dialog closes); on failure the
 * server's text (or `failure`) stays in the dialog, so the user can retry or cancel; no answer within 15 s is a
 * failure too (issue 36).
 */
export function useDialogAction(run: () => Promise<void>, failure: string) {
  const action = useMutation({ mutationFn: () => withinDeadline(run(), SERVER_ACTION_DEADLINE_MS) });
  return {
    busy: action.isPending || action.isSuccess,
    error: action.error ? errorMessage(action.error, failure) : null,
    confirm: () => action.mutate(),
  };
}
