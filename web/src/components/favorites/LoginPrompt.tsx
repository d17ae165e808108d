import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { useSignedInAction } from '@/components/useSignedInAction';

/** A guest's favorite asks to sign in first (001 §6), while the guard's prompt is open. */
export function FavoriteLoginPrompt({ guard }: { guard: ReturnType<typeof useSignedInAction> }) {
  const { t } = useTranslation('favorites');
  if (!guard.confirmingLogin) return null;
  return (
    <ConfirmDialog
      variant="recipe"
      title={t('guest.title')}
      confirmLabel={t('guest.confirm')}
      busyLabel={t('guest.confirm')}
      cancelLabel={t('guest.cancel')}
      busy={false}
      onConfirm={guard.confirmLogin}
      onCancel={guard.cancelLogin}
    >
      <p>{t('guest.text')}</p>
    </ConfirmDialog>
  );
}
