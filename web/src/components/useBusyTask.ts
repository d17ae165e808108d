import { useState } from 'react';

/**
 * A control's one running task at a time: which step it is at (`busy`, shown to the user) and the message of its
 * last failure or refusal (`error`), cleared when the next task starts.
 */
export function useBusyTask<Step extends string>() {
  const [busy, setBusy] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    /** Says why nothing ran (e.g. a refused file). */
    refuse: (message: string) => setError(message),
    /**
     * Runs `task` from step `first` (it may move on with `step`); a message it returns is a refusal shown as the
     * error, a throw shows `failed(failure)`.
     */
    async run(
      first: Step,
      task: (step: (next: Step) => void) => Promise<string | void>,
      failed: (failure: unknown) => string,
    ) {
      setError(null);
      setBusy(first);
      try {
        const refusal = await task(setBusy);
        if (refusal) setError(refusal);
      } catch (failure) {
        setError(failed(failure));
      } finally {
        setBusy(null);
      }
    },
  };
}
