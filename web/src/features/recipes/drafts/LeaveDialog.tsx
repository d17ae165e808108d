import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';

/** Asks before an in-app link leaves a form with unsaved work (useKeptForm's blocker); Stay is the safe choice. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('recipes');
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('drafts.leaveTitle')}
      confirmLabel={t('drafts.leave')}
      cancelLabel={t('drafts.stay')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>{t('drafts.leaveText')}</p>
    </ConfirmDialog>
  );
}
