import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryFallback } from '@/components/QueryFallback';

/**
 * The list of a page of cooks (/following, /top-cooks): the spinner, the failure with a retry, the empty state that
 * leads home, or the list (`children`). `section` names the page's texts and `testId` its empty state's prefix.
 */
export function PeopleList<Data>({
  section,
  testId,
  query,
  count,
  children,
}: {
  section: 'following' | 'topCooks';
  testId: string;
  query: UseQueryResult<Data>;
  count: (data: Data) => number;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('follows');
  if (query.status !== 'success') {
    return (
      <QueryFallback query={query} loading={t(`${section}.loading`)} error={t(`${section}.loadFailed`)} />
    );
  }
  if (count(query.data) === 0) {
    return (
      <EmptyState
        title={t(`${section}.emptyTitle`)}
        text={t(`${section}.emptyText`)}
        action={{ to: '/', label: t('following.emptyAction') }}
        testId={`${testId}-empty`}
      />
    );
  }
  return children(query.data);
}
