import { useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';
import { errorMessage } from '@/platform/api';
import { addPlanEntry, refreshPlan, type PlanEntryInput } from './api';

/** A plan dialog: the plan's Saving… and Cancel, focus on its first field. */
export function PlanDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'busyLabel' | 'cancelLabel' | 'focusFirstField'>,
) {
  const { t } = useTranslation('plan');
  return <ConfirmDialog busyLabel={t('saving')} cancelLabel={t('cancel')} focusFirstField {...props} />;
}

/** An entry added from a dialog: busy while the call runs, the server's refusal kept, every week read again after. */
export function useAddEntry(onAdded: (entry: PlanEntryInput) => void) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (entry: PlanEntryInput) => {
    setBusy(true);
    setError(null);
    try {
      await addPlanEntry(entry);
      await refreshPlan(client);
      onAdded(entry);
    } catch (failure) {
      setError(errorMessage(failure, t('errors.add')));
      setBusy(false);
    }
  };
  return { busy, error, add };
}
