import { useState } from 'react';
import { SERVER_ACTION_DEADLINE_MS, withinDeadline } from '@/components/server-action/deadline';
import { errorMessage } from '@/platform/api';

/**
 * A confirmation dialog's call: busy while it runs; on failure the server's text (or `failure`) stays in the dialog,
 * so the user can retry or cancel; no answer within 15 s is a failure too (issue 36).
 */
export function useDialogAction(run: () => Promise<void>, failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await withinDeadline(run(), SERVER_ACTION_DEADLINE_MS);
    } catch (reason) {
      setError(errorMessage(reason, failure));
      setBusy(false);
    }
  };
  return { busy, error, confirm: () => void confirm() };
}
