import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITORING, type MonitoringData } from '@domain/monitoring';
import { errorMessage } from '@/platform/api';
import { TableScroll } from '../shared/TableScroll';
import { DataTable } from '../shared/DataTable';
import { monitoringApi } from './api';
import { AdminPage } from '../shared/AdminPage';
import '../operations/backOffice.css';
import { adminKeys } from '../shared/queryKeys';
import './monitoring.css';

/**
 * /admin/monitoring (spec 002 §2 "System Monitoring", §3, §4, §8, §9): the quota bar (warning above 60 %, critical
 * above 80 %), cache performance, top searches, recent errors and system health, refreshed every 10 s while the
 * auto-refresh box is ticked (on by default) and by the Refresh button.
 */
export default function MonitoringPage() {
  const { t, i18n } = useTranslation('adminMonitoring');
  const [auto, setAuto] = useState(true);
  const monitoring = useQuery({
    queryKey: adminKeys.monitoring,
    queryFn: ({ signal }) => monitoringApi.read(signal),
    refetchInterval: auto ? MONITORING.refreshMs : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const updatedAt = monitoring.dataUpdatedAt
    ? new Date(monitoring.dataUpdatedAt).toLocaleTimeString(i18n.language, { hour12: false })
    : null;

  return (
    <AdminPage title={t('title')} className="monitoring-page">
      <div className="admin-card monitoring-controls">
        <label className="admin-check">
          <input type="checkbox" checked={auto} onChange={(event) => setAuto(event.target.checked)} />
          <span>{t('autoRefresh', { seconds: MONITORING.refreshMs / 1000 })}</span>
        </label>
        <button
          type="button"
          className="admin-button"
          disabled={monitoring.isFetching}
          aria-busy={monitoring.isFetching}
          onClick={() => void monitoring.refetch()}
        >
          {monitoring.isFetching ? t('refreshing') : t('refresh')}
        </button>
        <p className="admin-muted" role="status" data-testid="monitoring-updated">
          {updatedAt ? t('updatedAt', { time: updatedAt }) : ''}
        </p>
      </div>
      {monitoring.isPending ? (
        <p className="admin-muted">{t('loading')}</p>
      ) : monitoring.isError && !monitoring.data ? (
        <p className="admin-banner admin-banner--error" role="alert">
          {t('error', { message: errorMessage(monitoring.error, t('unknownError')) })}
        </p>
      ) : monitoring.data ? (
        <MonitoringPanels data={monitoring.data} />
      ) : (
        <p className="admin-empty">{t('empty')}</p>
      )}
    </AdminPage>
  );
}

/** A titled card of the monitoring grid. */
function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`admin-card ${className ?? ''}`} aria-labelledby={`monitoring-${id}-title`}>
      <h2 id={`monitoring-${id}-title`} className="bo-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs; a value may carry its own test id or direction. */
function Facts({ rows }: { rows: readonly [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <dl className="monitoring-facts">
      {rows.map(([label, value, testId]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function MonitoringPanels({ data }: { data: MonitoringData }) {
  const { t, i18n } = useTranslation('adminMonitoring');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const { quotaUsage: quota, performance, systemHealth: health } = data;
  const width = Math.min(100, quota.percentOfFreeQuota);
  return (
    <div className="monitoring-grid">
      <Panel id="quota" title={t('quota.title')}>
        <div
          className={`monitoring-bar monitoring-bar--${quota.level}`}
          role="progressbar"
          aria-labelledby="monitoring-quota-title"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={width}
          aria-valuetext={t('quota.percent', { percent: quota.percentOfFreeQuota })}
        >
          <span className="monitoring-bar__fill" style={{ inlineSize: `${width}%` }} />
        </div>
        <p>
          <strong>{t('quota.percent', { percent: quota.percentOfFreeQuota })}</strong>{' '}
          {quota.level === 'ok' ? null : (
            <span className={`admin-pill admin-pill--${quota.level === 'critical' ? 'danger' : 'warning'}`}>
              {t(`quota.${quota.level}`)}
            </span>
          )}
        </p>
        <Facts
          rows={[
            [t('quota.reads'), number(quota.reads), 'monitoring-reads'],
            [t('quota.writes'), number(quota.writes), 'monitoring-writes'],
          ]}
        />
        <p className="admin-muted">
          {t('quota.since', { time: new Date(data.lastReset).toLocaleString(i18n.language) })}
        </p>
      </Panel>

      <Panel id="cache" title={t('cache.title')}>
        <Facts
          rows={[
            [t('cache.hitRate'), t('cache.rate', { rate: performance.cacheHitRate })],
            [t('cache.hits'), number(performance.totalCacheHits)],
            [t('cache.misses'), number(performance.totalCacheMisses)],
            [t('cache.rateLimitHits'), number(performance.rateLimitHits)],
          ]}
        />
      </Panel>

      <Panel id="searches" title={t('searches.title')}>
        {data.topSearches.length === 0 ? (
          <p className="admin-empty">{t('searches.empty')}</p>
        ) : (
          <ol className="bo-top-list">
            {data.topSearches.map((search) => (
              <li key={search.term}>
                <span dir="auto">{search.term}</span>
                <span className="admin-muted">{t('searches.count', { count: search.count })}</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel id="health" title={t('health.title')}>
        <Facts
          rows={[
            [t('health.uptime'), duration(health.uptime, t)],
            [t('health.memory'), t('health.megabytes', { value: Math.round(health.memory.rss / 1048576) })],
            [t('health.environment'), <bdi key="environment">{health.environment}</bdi>],
            [t('health.node'), <bdi key="node">{health.node}</bdi>],
          ]}
        />
      </Panel>

      <Panel id="errors" title={t('errors.title')} className="monitoring-errors">
        {data.recentErrors.length === 0 ? (
          <p className="admin-empty">{t('errors.empty')}</p>
        ) : (
          <TableScroll label={t('errors.title')}>
            <DataTable
              className="admin-table"
              rows={data.recentErrors}
              rowKey={(error) => `${error.timestamp}-${error.endpoint}-${error.error}`}
              columns={[
                { head: t('errors.endpoint'), dir: 'ltr', cell: (error) => <code>{error.endpoint}</code> },
                { head: t('errors.error'), dir: 'auto', cell: (error) => error.error },
                {
                  head: t('errors.time'),
                  cell: (error) => new Date(error.timestamp).toLocaleString(i18n.language),
                },
              ]}
            />
          </TableScroll>
        )}
      </Panel>
    </div>
  );
}

function duration(seconds: number, t: (key: string, options: Record<string, number>) => string): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return t('health.duration', { hours, minutes, seconds: seconds % 60 });
}

export { MonitoringPage as Component };
