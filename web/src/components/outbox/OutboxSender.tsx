import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refreshPlan } from '@/components/plan/api';
import { errorMessage } from '@/platform/api';
import { firestoreWritesSent } from '@/platform/firebase';
import { readOutbox } from '@/platform/outbox/outbox';
import { aPageSendsOutbox, flushOutbox } from '@/platform/outbox/sync';
import { appQueryClient } from '@/platform/query';

const RETRY_MS = 30_000;

/**
 * Sends what was kept on the device offline (a recipe added to the plan from a recipe page, say) as soon as there
 * is a connection, on whatever screen the signed-in user is: without it, the change waited until /plan or
 * /shopping-list was opened. Those pages send it themselves (useOutboxSync), with their own status line.
 */
export function OutboxSender({ uid }: { uid: string }) {
  // never suspends the session watcher it is part of: the words are needed only for a refusal
  const { t } = useTranslation('common', { useSuspense: false });
  const toast = useToast();

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      clearTimeout(retry);
      if (!navigator.onLine || aPageSendsOutbox() || readOutbox(uid).length === 0) return;
      void flushOutbox(uid, {
        listWritesSent: firestoreWritesSent,
        refused: (_change, error) => toast.error(errorMessage(error, t('errors.generic'))),
        answered: (change) => {
          if (change.name.startsWith('plan-')) void refreshPlan(appQueryClient());
        },
      })
        .catch(() => false)
        .then((done) => {
          // the browser online but the server out of reach: tried again later
          if (!done) retry = setTimeout(send, RETRY_MS);
        });
    };
    send();
    window.addEventListener('online', send);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', send);
    };
  }, [uid, t, toast]);

  return null;
}
