import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/QueryFallback';

/** The two lists of /activity, each with its texts under its own key of `activity` (feed.*, chefs.*). */
type ActivityList = 'feed' | 'chefs';

/** A list's spinner while it loads, else its failure with a retry (render while `query.status !== 'success'`). */
export function ActivityFallback({
  query,
  list,
}: {
  query: Pick<UseQueryResult, 'status' | 'refetch'>;
  list: ActivityList;
}) {
  const { t } = useTranslation('activity');
  return (
    <QueryFallback
      query={query}
      loading={t('loading')}
      errorTitle={t(`${list}.errorTitle`)}
      error={t(`${list}.error`)}
    />
  );
}

/** A list's empty state: its title, its text and, in `children`, the way on from there. */
export function ActivityEmpty({ list, children }: { list: ActivityList; children?: ReactNode }) {
  const { t } = useTranslation('activity');
  return (
    <div className="card empty-state" data-testid={list === 'feed' ? 'activity-empty' : 'chefs-empty'}>
      <h2>{t(`${list}.emptyTitle`)}</h2>
      <p>{t(`${list}.empty`)}</p>
      {children}
    </div>
  );
}
