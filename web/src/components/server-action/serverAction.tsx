import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadlineError, SERVER_ACTION_DEADLINE_MS, withinDeadline } from './deadline';
import './server-action.css';

/*
 * The one pending / error pattern of the buttons that call the server (issue 36: follow, favorite, like, rate,
 * comment, report): pending from the click (the button disabled, aria-busy, a spinner and its pending text), then
 * done, or a message with a retry once the server refused, failed or gave no answer within 15 s. TanStack's
 * useMutation holds the state.
 */

export interface ServerActionOptions<Input, Answer, Undo> {
  call: (input: Input) => Promise<Answer>;
  /**
   * At the click, before the call: the optimistic change (awaited, so it may first cancel a read in flight that would
   * land on top of it). What it answers is handed back to onFailure.
   */
  onStart?: (input: Input) => Undo | Promise<Undo>;
  onDone?: (answer: Answer, input: Input) => void;
  /**
   * After a refusal, a failure or the deadline: undo the optimistic change and answer the message to show, or null
   * for the common one (the deadline's, else the generic text).
   */
  onFailure?: (error: unknown, input: Input, undo: Undo | undefined) => string | null;
  deadlineMs?: number;
  /** The call answered after all, past the deadline: re-read what it may have changed. */
  onLateAnswer?: () => void;
}

export interface ServerAction<Input> {
  pending: boolean;
  /** The last failure's message, until the next run. */
  error: string | null;
  /** Starts the call unless one is running. */
  run: (input: Input) => void;
  /** Runs the failed call again. */
  retry: () => void;
}

export function useServerAction<Input, Answer, Undo = undefined>({
  call,
  onStart,
  onDone,
  onFailure,
  deadlineMs = SERVER_ACTION_DEADLINE_MS,
  onLateAnswer,
}: ServerActionOptions<Input, Answer, Undo>): ServerAction<Input> {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Input) => withinDeadline(call(input), deadlineMs, onLateAnswer),
    onMutate: async (input) => ({ undo: await onStart?.(input) }),
    onSuccess: (answer, input) => onDone?.(answer, input),
    onError: (failure, input, context) => {
      const message = onFailure?.(failure, input, context?.undo) ?? null;
      setError(message ?? (failure instanceof DeadlineError ? t('errors.timeout') : t('errors.generic')));
    },
  });
  const run = (input: Input) => {
    if (mutation.isPending) return;
    setError(null);
    mutation.mutate(input);
  };
  return {
    pending: mutation.isPending,
    error,
    run,
    retry: () => {
      if (mutation.variables !== undefined) run(mutation.variables);
    },
  };
}

/** A button's label while its call runs, or while its state is still unknown: a spinner and the text. */
export function PendingLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span className="server-action__spinner" aria-hidden="true" />
      {children}
    </>
  );
}

/** A failed call's message, announced (role="alert"), with the retry; nothing while there is none. */
export function ActionError({
  action,
  className,
}: {
  action: Pick<ServerAction<never>, 'error' | 'retry' | 'pending'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!action.error) return null;
  return (
    <p
      className={['server-action__error', className].filter(Boolean).join(' ')}
      role="alert"
      data-testid="action-error"
    >
      <span>{action.error}</span>{' '}
      <button
        type="button"
        className="server-action__retry"
        onClick={action.retry}
        disabled={action.pending}
        data-testid="action-retry"
      >
        {t('common.retry')}
      </button>
    </p>
  );
}
