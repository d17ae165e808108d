import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { deleteComment } from './api';
import { CommentActionDialog } from './CommentActionDialog';

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
  return (
    <CommentActionDialog
      texts="delete"
      failure="toast.deleteFailed"
      run={async () => {
        const ids = await deleteComment(commentId);
        toast.success(t('toast.deleted'));
        onDeleted(ids);
      }}
      onClose={onClose}
    >
      <p>{t('delete.text')}</p>
    </CommentActionDialog>
  );
}
