import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useDialogAction } from './useDialogAction';

/**
 * A comment action behind a confirmation (delete, report): its texts are the `texts` group of the comments
 * namespace (title, busy, cancel, and `confirm` under the key it names); `run` is the call, and on failure the
 * server's text (or the toast group's `failure` text) stays in the dialog.
 */
export function CommentActionDialog({
  texts,
  confirmKey = 'confirm',
  failure,
  run,
  onClose,
  focusFirstField,
  children,
}: {
  texts: 'delete' | 'report';
  confirmKey?: string;
  failure: string;
  run: () => Promise<void>;
  onClose: () => void;
  focusFirstField?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('comments');
  const { busy, error, confirm } = useDialogAction(run, t(failure));
  return (
    <ConfirmDialog
      title={t(`${texts}.title`)}
      confirmLabel={t(`${texts}.${confirmKey}`)}
      busyLabel={t(`${texts}.busy`)}
      cancelLabel={t(`${texts}.cancel`)}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
      focusFirstField={focusFirstField}
    >
      {children}
    </ConfirmDialog>
  );
}
