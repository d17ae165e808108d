import { COMMENT_SORTS } from '@domain/comments/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePagedList } from '@/platform/query';
import { MOBILE_QUERY, useMediaQuery } from '@/platform/useMediaQuery';
import { saveReturnPath } from '@/platform/returnPath';
import { useSession } from '@/platform/session';
import { commentKeys, listComments, type CommentSort, type CommentView } from './api';
import { CommentForm } from './CommentForm';
import { CommentList, type CommentViewer } from './CommentItem';
import './comments.css';

/**
 * The recipe page's comment section (`#comments`; each comment is `#comment-{id}`; 000 §2, 001 §4–§9): sorted newest,
 * oldest or top, 20 a page with "load more"; a verified user writes a comment, any signed-in user replies, guests
 * are asked to log in (and come back here). Below 768 px the section starts collapsed behind its heading's toggle
 * (000 §9), and opens by itself when the address names a comment.
 */
export function CommentSection({ recipeId, recipeAuthorId }: { recipeId: string; recipeAuthorId: string }) {
  const { t } = useTranslation('comments');
  const session = useSession();
  const location = useLocation();
  const [sort, setSort] = useState<CommentSort>('newest');
  const phone = useMediaQuery(MOBILE_QUERY);
  // open when the address names the comments (on arrival, or a later link to them); the toggle closes it again
  const namesComments = location.hash.startsWith('#comment');
  const [open, setOpen] = useState(namesComments);
  const [seenHash, setSeenHash] = useState(location.hash);
  if (seenHash !== location.hash) {
    setSeenHash(location.hash);
    if (namesComments) setOpen(true);
  }
  const collapsed = phone && !open;
  const viewer: CommentViewer | null =
    session.status === 'signedIn'
      ? { uid: session.user.uid, emailVerified: session.user.emailVerified }
      : null;
  const list = usePagedList<CommentView>({
    queryKey: commentKeys.list(recipeId, sort, viewer?.uid ?? 'guest'),
    fetchPage: ({ offset, signal }) => listComments(recipeId, sort, offset, signal),
  });

  // #comments and #comment-{id}: scroll there once the list has arrived
  const ready = list.status === 'ready';
  useEffect(() => {
    if (!ready || !location.hash.startsWith('#comment')) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, location.hash]);

  return (
    <section id="comments" className="card comments" aria-labelledby="comments-title" data-testid="comments">
      <div className="comments__head">
        <h2 id="comments-title">
          {phone ? (
            <button
              type="button"
              className="comments__toggle"
              aria-expanded={!collapsed}
              aria-controls="comments-body"
              onClick={() => setOpen(collapsed)}
              data-testid="comments-toggle"
            >
              <span>{t('title')}</span>
              <span className="comments__toggle-hint">
                {t(collapsed ? 'collapse.show' : 'collapse.hide')}
              </span>
            </button>
          ) : (
            t('title')
          )}
        </h2>
        <label className="comments__sort" hidden={collapsed}>
          <span>{t('sort.label')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as CommentSort)}>
            {COMMENT_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div id="comments-body" className="comments__body" hidden={collapsed} data-testid="comments-body">
        {viewer?.emailVerified ? (
          <CommentForm recipeId={recipeId} onPosted={() => void list.refresh()} />
        ) : viewer ? (
          <p className="notice">
            {t('verify')} <Link to="/verify-email">{t('verifyLink')}</Link>
          </p>
        ) : (
          <p className="notice">
            {t('guest')}{' '}
            <Link to="/login" onClick={() => saveReturnPath(`${location.pathname}#comments`)}>
              {t('login')}
            </Link>
          </p>
        )}

        {list.status === 'loading' ? (
          <p className="comment__status" role="status">
            {t('loading')}
          </p>
        ) : list.status === 'error' ? (
          <div className="comment__status" role="alert">
            <p>{t('toast.loadFailed')}</p>
            <button type="button" className="button button--small" onClick={list.retry}>
              {t('retry')}
            </button>
          </div>
        ) : list.items.length === 0 ? (
          <div className="empty-state comments__empty">
            <p className="comments__empty-title">{t('empty.title')}</p>
            <p>{t('empty.text')}</p>
          </div>
        ) : (
          <CommentList
            className="comment-list"
            comments={list.items}
            {...{ recipeId, recipeAuthorId, viewer }}
            onDeleted={(ids) => ids.forEach(list.remove)}
          />
        )}
        {list.moreFailed ? (
          <p className="comment__status" role="alert">
            {t('toast.loadError')}
          </p>
        ) : null}
        {list.hasMore ? (
          <button
            type="button"
            className="button button--small comments__more"
            onClick={list.moreFailed ? list.retry : list.loadMore}
            disabled={list.loadingMore}
          >
            {list.loadingMore ? t('loadingMore') : t('loadMore')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
