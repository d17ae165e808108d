import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_SECTIONS, type AnalyticsSection } from '@domain/analytics';
import { PageLoading } from '@/components/PageLoading';
import { TabSet } from '@/components/TabSet';
import { STALE_TIMES } from '@/platform/query/client';
import { LoadError } from '../shared/LoadError';
import { analyticsApi, ANALYTICS_KEY } from './api';
import { AggregationActions } from './AggregationActions';
import { SectionView } from './sections';
import { useFormat } from './format';
import { AdminPage } from '../shared/AdminPage';
import './analytics.css';

/**
 * /admin/analytics (spec 002 §2 "Analytics screen", right to left in Hebrew): the banner and 8 tabs, each read with
 * one call (one Postgres query) when first opened.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('adminAnalytics');
  const { number } = useFormat();
  const [tab, setTab] = useState<AnalyticsSection>('overview');
  const query = useQuery({
    queryKey: ANALYTICS_KEY(tab),
    queryFn: ({ signal }) => analyticsApi.section(tab, signal),
    staleTime: STALE_TIMES.default,
    // settings/analytics.timeRanges.realTimeRefreshInterval (decision 0036): the open tab reads again that often
    refetchInterval: (current) => current.state.data?.data.refreshMs ?? false,
    // the banner stays while another tab loads
    placeholderData: (previous) => previous,
  });
  const data = query.data?.data;
  const banner = data?.banner;

  return (
    <AdminPage title={t('title')}>
      {banner ? (
        <dl className="an-banner an-stats" aria-label={t('banner.label')} data-testid="analytics-banner">
          <div>
            <dt>{t('banner.totalRecipes')}</dt>
            <dd>{number(banner.totalRecipes)}</dd>
          </div>
          <div>
            <dt>{t('banner.privateRecipes')}</dt>
            <dd>{number(banner.privateRecipes)}</dd>
          </div>
          <div>
            <dt>{t('banner.creationMethods')}</dt>
            <dd>{number(banner.creationMethods)}</dd>
          </div>
        </dl>
      ) : null}
      <AggregationActions />
      <TabSet
        id="analytics"
        label={t('tabs.label')}
        tabs={ANALYTICS_SECTIONS}
        value={tab}
        onChange={setTab}
        tabLabel={(section) => t(`tabs.${section}`)}
      >
        {query.isPending || query.isPlaceholderData ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadError title={t('loadError')} query={query} />
        ) : data ? (
          <SectionView data={data} />
        ) : null}
      </TabSet>
    </AdminPage>
  );
}
