import { commentTextAttributes } from '@domain/comments/language';
import { COMMENTS } from '@domain/constants/social';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { RelativeTime } from '@/components/RelativeTime';
import { useToast } from '@/components/toast';
import { ActionError, PendingLabel, useServerAction } from '@/components/server-action/serverAction';
import { toApiError } from '@/platform/api';
import { usePagedList } from '@/platform/query';
import { commentKeys, listReplies, toggleCommentLike, type CommentView } from './api';
import { CommentForm } from './CommentForm';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { ReportDialog } from './ReportDialog';

export interface CommentViewer {
  uid: string;
  emailVerified: boolean;
}

interface ItemProps {
  comment: CommentView;
  recipeId: string;
  recipeAuthorId: string;
  viewer: CommentViewer | null;
  /** Every id the server removed (the comment and its replies). */
  onDeleted: (ids: string[]) => void;
}

/** A list of comments (the top level, or a comment's replies), each removing what the server deleted. */
export function CommentList({
  className,
  comments,
  onDeleted,
  ...thread
}: Omit<ItemProps, 'comment'> & { className: string; comments: readonly CommentView[] }) {
  return (
    <ul className={className}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} onDeleted={onDeleted} {...thread} />
      ))}
    </ul>
  );
}

/**
 * One comment (001 §3, §4 "Comment thread"): author, time, the text as text, like toggle, reply, delete (its author
 * or the recipe's author, confirmed), report (others' comments), and its replies loaded when expanded.
 */
export function CommentItem({ comment, recipeId, recipeAuthorId, viewer, onDeleted }: ItemProps) {
  const { t } = useTranslation('comments');
  const toast = useToast();
  const [liked, setLiked] = useState(comment.userLiked);
  const [likes, setLikes] = useState(comment.likes);
  const [replyCount, setReplyCount] = useState(comment.replyCount);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const mine = viewer?.uid === comment.authorId;
  const canDelete = mine || (viewer !== null && viewer.uid === recipeAuthorId);

  const liking = useServerAction({
    call: () => toggleCommentLike(comment.id),
    onDone: (answer) => {
      setLiked(answer.liked);
      setLikes(answer.likeCount);
    },
    onFailure: (failure) => {
      const apiError = toApiError(failure);
      return apiError.fromServer && apiError.message ? apiError.message : null;
    },
  });
  const like = () => {
    if (!viewer) {
      toast.error(t('toast.mustBeLoggedIn'));
      return;
    }
    liking.run(undefined);
  };

  return (
    <li className="comment" id={`comment-${comment.id}`} data-testid="comment">
      <Avatar url={comment.authorAvatar} name={comment.authorName || t('anonymous')} size="sm" />
      <div className="comment__body">
        <p className="comment__meta">
          <Link to={`/user/${comment.authorId}`} className="comment__author">
            <bdi>{comment.authorName || t('anonymous')}</bdi>
          </Link>
          {comment.authorId === recipeAuthorId ? (
            <span className="badge badge--soft">{t('recipeAuthor')}</span>
          ) : null}
          <span className="comment__time">
            <RelativeTime value={comment.createdAt} />
          </span>
        </p>
        {/* a family's comments are shown on every version: each keeps its own language (decision 0077) */}
        <p className="comment__text" {...commentTextAttributes(comment.language)}>
          {comment.content}
        </p>
        <div className="comment__actions">
          <button
            type="button"
            className="comment__action"
            aria-pressed={liked}
            aria-busy={liking.pending || undefined}
            disabled={liking.pending}
            onClick={like}
            data-testid="comment-like"
          >
            {liking.pending ? (
              <PendingLabel>{t('actions.liking')}</PendingLabel>
            ) : (
              <>
                <span aria-hidden="true">{liked ? '♥' : '♡'}</span>{' '}
                {liked ? t('actions.unlike') : t('actions.like')}
              </>
            )}
            <span className="comment__count">{t('actions.likes', { count: likes })}</span>
          </button>
          {viewer ? (
            <button
              type="button"
              className="comment__action"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              {t('actions.reply')}
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className="comment__action" onClick={() => setDialog('delete')}>
              {t('actions.delete')}
            </button>
          ) : null}
          {viewer && !mine ? (
            <button type="button" className="comment__action" onClick={() => setDialog('report')}>
              {t('actions.report')}
            </button>
          ) : null}
        </div>
        <ActionError action={liking} />
        {replying ? (
          <CommentForm
            recipeId={recipeId}
            parentId={comment.id}
            autoFocus
            onCancel={() => setReplying(false)}
            onPosted={() => {
              setReplying(false);
              setReplyCount((count) => count + 1);
              setShowReplies(true);
            }}
          />
        ) : null}
        {replyCount > 0 ? (
          <button
            type="button"
            className="comment__toggle"
            aria-expanded={showReplies}
            onClick={() => setShowReplies((open) => !open)}
          >
            {showReplies ? t('replies.hide') : t('replies.show', { count: replyCount })}
          </button>
        ) : null}
        {showReplies && replyCount > 0 ? (
          <Replies
            key={replyCount}
            recipeId={recipeId}
            parentId={comment.id}
            recipeAuthorId={recipeAuthorId}
            viewer={viewer}
            onRemoved={() => setReplyCount((count) => Math.max(0, count - 1))}
          />
        ) : null}
      </div>
      {dialog === 'delete' ? (
        <DeleteCommentDialog
          commentId={comment.id}
          onClose={() => setDialog(null)}
          onDeleted={(ids) => {
            setDialog(null);
            onDeleted(ids);
          }}
        />
      ) : null}
      {dialog === 'report' ? <ReportDialog commentId={comment.id} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}

/** A comment's replies, oldest first, 50 a page (001 §7, §9). */
function Replies({
  recipeId,
  parentId,
  recipeAuthorId,
  viewer,
  onRemoved,
}: {
  recipeId: string;
  parentId: string;
  recipeAuthorId: string;
  viewer: CommentViewer | null;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('comments');
  const list = usePagedList<CommentView>({
    queryKey: commentKeys.replies(parentId, viewer?.uid ?? 'guest'),
    fetchPage: ({ offset, signal }) => listReplies(recipeId, parentId, offset, signal),
    pageSize: COMMENTS.repliesPageSize,
  });
  if (list.status === 'loading')
    return (
      <p className="comment__status" role="status">
        {t('replies.loading')}
      </p>
    );
  if (list.status === 'error') {
    return (
      <p className="comment__status" role="alert">
        {t('toast.loadError')}{' '}
        <button type="button" className="comment__action" onClick={list.retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return (
    <>
      <CommentList
        className="comment-list comment-list--replies"
        comments={list.items}
        {...{ recipeId, recipeAuthorId, viewer }}
        onDeleted={(ids) => {
          ids.forEach(list.remove);
          onRemoved();
        }}
      />
      {list.hasMore ? (
        <button type="button" className="comment__toggle" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? t('replies.loading') : t('replies.more')}
        </button>
      ) : null}
    </>
  );
}
