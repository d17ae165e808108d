import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminComment } from '@domain/admin';
import { COMMENT_MODERATION } from '@domain/constants/admin';
import { allowedActions, type ModerationAction } from '@domain/comments/moderation';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { Filter, FilterSelect } from '../shared/Options';
import { commentsAdminApi } from './api';
import { PagedResults, usePagedQuery } from '../shared/PagedList';
import { dateTime } from '../shared/Pager';
import { AdminPage } from '../shared/AdminPage';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { adminKeys } from '../shared/queryKeys';
import './backOffice.css';

const STATUSES = ['all', 'active', 'hidden', 'pending', 'deleted'] as const;
const SORTS = ['newest', 'oldest', 'most_reported', 'most_liked'] as const;
type Filters = {
  status: (typeof STATUSES)[number];
  sortBy: (typeof SORTS)[number];
  dateFrom: string;
  dateTo: string;
};

const preview = (text: string) =>
  text.length > COMMENT_MODERATION.previewLength
    ? `${text.slice(0, COMMENT_MODERATION.previewLength)}…`
    : text;

/**
 * /admin/comments (spec 002 §2 "Comment Management", §4, §9): filters (status, search, sort, date range), bulk
 * delete with confirmation, and per comment its preview, author, recipe, reports, likes, date and toxicity, with
 * the actions its status allows. Hidden and deleted comments leave the recipe page.
 */
export default function CommentsPage({ tabs }: { tabs?: ReactNode }) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tBans } = useTranslation('adminRecipes');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({
    status: 'all',
    sortBy: 'newest',
    dateFrom: '',
    dateTo: '',
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const listQuery = (search: string, page: number) => ({
    ...filters,
    search,
    page,
    limit: COMMENT_MODERATION.pageSize,
  });
  const comments = usePagedQuery({
    queryKey: (search, page) => ['admin', 'comments', listQuery(search, page)],
    queryFn: (search, page) => commentsAdminApi.list(listQuery(search, page)),
    items: (data) => data.comments,
  });
  const stats = useQuery({ queryKey: adminKeys.commentStats, queryFn: commentsAdminApi.stats });

  const done = (text: string) => {
    setMessage({ kind: 'success', text, id: Date.now() });
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const failed = (error: unknown) =>
    setMessage({ kind: 'error', text: errorMessage(error, t('comments.actionError')), id: Date.now() });
  const act = useMutation({
    mutationFn: ({ comment, action }: { comment: AdminComment; action: ModerationAction }) =>
      commentsAdminApi.moderate(comment.id, action),
    onSuccess: (_answer, { action }) => done(t(`comments.done.${action}`)),
    onError: failed,
  });
  const bulk = useMutation({
    mutationFn: () => commentsAdminApi.remove([...selected]),
    onSuccess: ({ results }) => {
      setConfirming(false);
      done(t('comments.bulkDone', { count: results.length }));
    },
    onError: failed,
  });

  const change = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    comments.setPage(1);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const date = (iso: string) => dateTime(iso, i18n.language);
  // the status and sort filters: a select each, its options named under `options` in backOffice
  const select = <Key extends 'status' | 'sortBy'>(
    key: Key,
    values: readonly Filters[Key][],
    label: string,
    options: string,
  ) => (
    <FilterSelect
      label={t(label)}
      value={filters[key]}
      values={values}
      optionLabel={(value) => t(`${options}.${value}`)}
      onChange={(value) => change({ [key]: value })}
    />
  );

  return (
    <AdminPage title={t('comments.title')}>
      {tabs}
      <Banner message={message} onDismiss={() => setMessage(null)} />
      {stats.data ? (
        <p className="admin-muted" data-testid="comment-stats">
          {t('comments.stats', {
            total: stats.data.statistics.overall.totalComments,
            active: stats.data.statistics.overall.activeComments,
            reports: stats.data.statistics.reports.totalReports,
            actions: stats.data.statistics.moderation.totalActions,
          })}
        </p>
      ) : null}
      <div className="admin-card bo-filters">
        {select('status', STATUSES, 'comments.status', 'comments.statuses')}
        <Filter label={t('comments.search')}>
          <input type="search" value={comments.search} onChange={(e) => comments.setSearch(e.target.value)} />
        </Filter>
        {select('sortBy', SORTS, 'comments.sort', 'comments.sorts')}
        <Filter label={t('comments.from')}>
          <input
            type="date"
            value={filters.dateFrom}
            onChange={(e) => change({ dateFrom: e.target.value })}
          />
        </Filter>
        <Filter label={t('comments.to')}>
          <input type="date" value={filters.dateTo} onChange={(e) => change({ dateTo: e.target.value })} />
        </Filter>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={selected.size === 0}
          onClick={() => setConfirming(true)}
        >
          {t('comments.bulkDelete', { count: selected.size })}
        </button>
      </div>
      <PagedResults list={comments} loadError={t('comments.loadError')} empty={t('comments.empty')}>
        {(items) => (
          <ul className="bo-comments">
            {items.map((comment) => (
              <li
                key={comment.id}
                className="admin-card bo-comment"
                data-testid={`admin-comment-${comment.id}`}
              >
                <label className="bo-comment__select">
                  <input
                    type="checkbox"
                    checked={selected.has(comment.id)}
                    onChange={(e) => toggle(comment.id, e.target.checked)}
                    aria-label={t('comments.select', { text: preview(comment.content) })}
                  />
                </label>
                <div className="bo-comment__body">
                  <p className="bo-comment__text">{preview(comment.content)}</p>
                  <p className="admin-muted">
                    {comment.authorName || t('comments.unknownAuthor')}
                    {comment.author.isVerified ? (
                      <span
                        className="bo-verified"
                        aria-label={t('comments.verified')}
                        title={t('comments.verified')}
                      >
                        {' '}
                        ✓
                      </span>
                    ) : null}
                    {' · '}
                    <Link to={`/recipe/${comment.recipeId}`}>{comment.recipe.title || comment.recipeId}</Link>
                    {' · '}
                    {date(comment.createdAt)}
                  </p>
                  <p className="bo-comment__facts">
                    <span className={`badge bo-status bo-status--${comment.status}`}>
                      {t(`comments.statuses.${comment.status}`)}
                    </span>
                    <span>{t('comments.reports', { count: comment.reportCount })}</span>
                    <span>{t('comments.likes', { count: comment.likes })}</span>
                    <span
                      className={
                        comment.metadata.toxicityScore > COMMENT_MODERATION.toxicityWarningAbove
                          ? 'bo-toxic'
                          : undefined
                      }
                    >
                      {comment.metadata.toxicityScore > COMMENT_MODERATION.toxicityWarningAbove ? '⚠ ' : ''}
                      {t('comments.toxicity', { score: comment.metadata.toxicityScore.toFixed(2) })}
                    </span>
                  </p>
                  {comment.reports.length > 0 ? (
                    <ul className="bo-comment__reports">
                      {comment.reports.map((report, index) => (
                        <li key={index}>
                          {t(`comments.reasons.${report.reason}`, { defaultValue: report.reason })}
                          {report.description ? `: ${report.description}` : ''}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div className="bo-comment__actions">
                  {allowedActions(comment.status).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`admin-button${action === 'delete' ? ' admin-button--danger' : ''}`}
                      disabled={act.isPending}
                      onClick={() => act.mutate({ comment, action })}
                    >
                      {t(
                        comment.status === 'deleted'
                          ? 'comments.actions.purge'
                          : `comments.actions.${action}`,
                      )}
                    </button>
                  ))}
                  <Link
                    className="admin-button"
                    to={`?tab=banned&ban=${encodeURIComponent(comment.authorId)}`}
                    aria-label={tBans('bans.banAuthorOf', { name: comment.authorName || comment.authorId })}
                  >
                    {tBans('bans.banAuthor')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      {confirming ? (
        <AdminConfirmDialog
          title={t('comments.bulkTitle')}
          confirmLabel={t('comments.bulkConfirm', { count: selected.size })}
          busyLabel={t('comments.deleting')}
          busy={bulk.isPending}
          onConfirm={() => bulk.mutate()}
          onCancel={() => setConfirming(false)}
          body={t('comments.bulkBody', { count: selected.size })}
        />
      ) : null}
    </AdminPage>
  );
}
