import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/toast';
import { deleteComment } from './api';
import { useDialogAction } from './useDialogAction';

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
  const { busy, error, confirm } = useDialogAction(async () => {
    const ids = await deleteComment(commentId);
    toast.success(t('toast.deleted'));
    onDeleted(ids);
  }, t('toast.deleteFailed'));

  return (
    <ConfirmDialog
      variant="recipe"
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      cancelLabel={t('delete.cancel')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('delete.text')}</p>
    </ConfirmDialog>
  );
}
