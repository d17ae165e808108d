import { COMMENT_LIMITS } from '@domain/comments/limits';
import { REPORT_REASONS } from '@domain/comments/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form';
import { useToast } from '@/components/toast';
import { reportComment, type ReportReason } from './api';
import { CommentActionDialog } from './CommentActionDialog';

/** Report a comment (001 §5): spam, offensive or harassment, and an optional description. */
export function ReportDialog({ commentId, onClose }: { commentId: string; onClose: () => void }) {
  const { t } = useTranslation('comments');
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [description, setDescription] = useState('');

  return (
    <CommentActionDialog
      texts="report"
      confirmKey="submit"
      failure="toast.reportFailed"
      run={async () => {
        const answer = await reportComment(commentId, reason, description.trim());
        if (answer.alreadyReported) toast.info(t('toast.alreadyReported'));
        else toast.success(t('toast.reported'));
        onClose();
      }}
      onClose={onClose}
      focusFirstField
    >
      <fieldset className="comment-report">
        <legend>{t('report.reason')}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="comment-report__option">
            <input
              type="radio"
              name={`report-${commentId}`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t(`report.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('report.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={COMMENT_LIMITS.reportDescriptionMax}
        rows={2}
        dir="auto"
      />
    </CommentActionDialog>
  );
}
