import { useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';
import { errorMessage } from '@/platform/api';
import { clientId } from '@/platform/outbox/outbox';
import { queueChange } from '@/platform/outbox/sync';
import { signedInUid, useSession } from '@/platform/session';
import { neverReachedServer } from '@/platform/unreachable';
import { addPlanEntry, newEntryId, refreshPlan, type PlanEntryInput } from './api';

/** A plan dialog: the plan's Saving… and Cancel, focus on its first field. */
export function PlanDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'busyLabel' | 'cancelLabel' | 'focusFirstField'>,
) {
  const { t } = useTranslation('plan');
  return <ConfirmDialog busyLabel={t('saving')} cancelLabel={t('cancel')} focusFirstField {...props} />;
}

/**
 * An entry added from a dialog: busy while the call runs, the server's refusal kept, every week read again after.
 * When the call never reached the server (offline), the add is kept in the outbox with its id and sent when there
 * is a connection (decision 0070): `onAdded` hears it `queued`, and /plan draws it at once.
 */
export function useAddEntry(onAdded: (entry: PlanEntryInput, queued: boolean) => void) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const uid = signedInUid(useSession());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (entry: PlanEntryInput, title?: string) => {
    setBusy(true);
    setError(null);
    const id = newEntryId();
    try {
      await addPlanEntry(entry, id);
      await refreshPlan(client);
      onAdded(entry, false);
    } catch (failure) {
      if (uid && neverReachedServer(failure)) {
        queueChange(uid, {
          id: clientId(),
          name: 'plan-add',
          input: { id, entry },
          ...(title ? { title } : {}),
        });
        onAdded(entry, true);
        return;
      }
      setError(errorMessage(failure, t('errors.add')));
      setBusy(false);
    }
  };
  return { busy, error, add };
}
