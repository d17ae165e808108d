import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { deleteComment } from './api';

/** Delete a comment with its whole thread, after confirmation (000 §6, 001 §4 "Comment thread"). */
export function DeleteCommentDialog({
  commentId,
  onClose,
  onDeleted,
}: {
  commentId: string;
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
}) {
  const { t } = useTranslation('comments');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const ids = await deleteComment(commentId);
      toast.success(t('toast.deleted'));
      onDeleted(ids);
    } catch (failure) {
      setError(errorMessage(failure, t('toast.deleteFailed')));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      variant="recipe"
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      cancelLabel={t('delete.cancel')}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('delete.text')}</p>
    </ConfirmDialog>
  );
}
