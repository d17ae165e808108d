import { useMutation } from '@tanstack/react-query';
import { COMMENT_LIMITS } from '@domain/comments/limits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, TextAreaField } from '@/components/form';
import { useToast } from '@/components/toast';
import { SERVER_ACTION_DEADLINE_MS, withinDeadline } from '@/components/server-action/deadline';
import { postComment, type CommentView } from './api';
import { commentFailureText } from './failureText';

/**
 * The composer of a comment or a reply (001 §5): empty after trimming is refused here with the spec's words; the
 * server's message is shown when it refuses (a ban, the rate limit, a lost verification).
 */
export function CommentForm({
  recipeId,
  parentId,
  onPosted,
  onCancel,
  autoFocus = false,
}: {
  recipeId: string;
  parentId?: string;
  onPosted: (comment: CommentView) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('comments');
  const toast = useToast();
  const [content, setContent] = useState('');
  // the empty text refused here, before any call
  const [refusal, setRefusal] = useState<string | null>(null);
  const reply = parentId !== undefined;
  const failureText = (failure: unknown) =>
    commentFailureText(failure, t, i18n.language, t(reply ? 'toast.replyFailed' : 'toast.postFailed'));
  const post = useMutation({
    // no answer within 15 s shows the failure, and the text stays for another try (issue 36)
    mutationFn: (text: string) =>
      withinDeadline(
        postComment({
          recipeId,
          content: text,
          ...(parentId ? { parentId } : {}),
          language: (i18n.resolvedLanguage ?? 'en').slice(0, 2),
        }),
        SERVER_ACTION_DEADLINE_MS,
      ),
    onSuccess: (comment) => {
      setContent('');
      toast.success(t(reply ? 'toast.replied' : 'toast.posted'));
      onPosted(comment);
    },
    onError: (failure) => toast.error(failureText(failure)),
  });
  const busy = post.isPending;
  const error = refusal ?? (post.error ? failureText(post.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!content.trim()) {
      setRefusal(t(reply ? 'toast.emptyReply' : 'toast.emptyComment'));
      return;
    }
    setRefusal(null);
    post.mutate(content);
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t(reply ? 'form.replyLabel' : 'form.label')}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) {
            setRefusal(null);
            post.reset();
          }
        }}
        placeholder={t('form.placeholder')}
        maxLength={COMMENT_LIMITS.contentMax}
        rows={reply ? 2 : 3}
        dir="auto"
        error={error}
        autoFocus={autoFocus}
        counter={{ value: content, max: COMMENT_LIMITS.contentMax }}
      />
      <div className="comment-form__actions">
        {onCancel ? (
          <button type="button" className="button button--small" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </button>
        ) : null}
        <BusyButton
          type="submit"
          className="button button--primary button--small"
          busy={busy}
          label={t(reply ? 'form.reply' : 'form.post')}
          busyLabel={t('form.posting')}
        />
      </div>
    </form>
  );
}
