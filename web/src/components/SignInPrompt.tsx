import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import type { useSignedInAction } from './useSignedInAction';

type Guard = Pick<ReturnType<typeof useSignedInAction>, 'confirmingLogin' | 'confirmLogin' | 'cancelLogin'>;

/**
 * A guest's "sign in first" prompt while the guard's prompt is open (001 §1, §4, §6), in the words of the action:
 * `title`, `text`, `confirm` and `cancel` under `keyPrefix` in the caller's namespace (`values` fill the title).
 */
export function SignInPrompt({
  guard,
  ns,
  keyPrefix,
  values,
}: {
  guard: Guard;
  ns: string;
  keyPrefix: string;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  if (!guard.confirmingLogin) return null;
  return (
    <ConfirmDialog
      title={t('title', values)}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={guard.confirmLogin}
      onCancel={guard.cancelLogin}
    >
      <p>{t('text')}</p>
    </ConfirmDialog>
  );
}
