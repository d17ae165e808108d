import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITORING, type MonitoringData } from '@domain/monitoring';
import { errorMessage } from '@/platform/api';
import { useAdminTitle } from '../operations/usePageTitle';
import { monitoringApi } from './api';
import '../operations/backOffice.css';
import './monitoring.css';

/**
 * /admin/monitoring (spec 002 §2 "System Monitoring", §3, §4, §8, §9): the quota bar (warning above 60 %, critical
 * above 80 %), cache performance, top searches, recent errors and system health, refreshed every 10 s while the
 * auto-refresh box is ticked (on by default) and by the Refresh button.
 */
export default function MonitoringPage() {
  const { t, i18n } = useTranslation('adminMonitoring');
  useAdminTitle(t('title'));
  const [auto, setAuto] = useState(true);
  const monitoring = useQuery({
    queryKey: ['admin', 'monitoring'],
    queryFn: ({ signal }) => monitoringApi.read(signal),
    refetchInterval: auto ? MONITORING.refreshMs : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const updatedAt = monitoring.dataUpdatedAt
    ? new Date(monitoring.dataUpdatedAt).toLocaleTimeString(i18n.language, { hour12: false })
    : null;

  return (
    <section className="admin-page monitoring-page" aria-labelledby="monitoring-title">
      <h1 id="monitoring-title" className="admin-page__title">
        {t('title')}
      </h1>
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
    </section>
  );
}

function MonitoringPanels({ data }: { data: MonitoringData }) {
  const { t, i18n } = useTranslation('adminMonitoring');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const { quotaUsage: quota, performance, systemHealth: health } = data;
  const width = Math.min(100, quota.percentOfFreeQuota);
  return (
    <div className="monitoring-grid">
      <section className="admin-card monitoring-quota" aria-labelledby="monitoring-quota-title">
        <h2 id="monitoring-quota-title" className="bo-heading">
          {t('quota.title')}
        </h2>
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
            <span className={`monitoring-level monitoring-level--${quota.level}`}>
              {t(`quota.${quota.level}`)}
            </span>
          )}
        </p>
        <dl className="monitoring-facts">
          <dt>{t('quota.reads')}</dt>
          <dd data-testid="monitoring-reads">{number(quota.reads)}</dd>
          <dt>{t('quota.writes')}</dt>
          <dd data-testid="monitoring-writes">{number(quota.writes)}</dd>
        </dl>
        <p className="admin-muted">
          {t('quota.since', { time: new Date(data.lastReset).toLocaleString(i18n.language) })}
        </p>
      </section>

      <section className="admin-card" aria-labelledby="monitoring-cache-title">
        <h2 id="monitoring-cache-title" className="bo-heading">
          {t('cache.title')}
        </h2>
        <dl className="monitoring-facts">
          <dt>{t('cache.hitRate')}</dt>
          <dd>{t('cache.rate', { rate: performance.cacheHitRate })}</dd>
          <dt>{t('cache.hits')}</dt>
          <dd>{number(performance.totalCacheHits)}</dd>
          <dt>{t('cache.misses')}</dt>
          <dd>{number(performance.totalCacheMisses)}</dd>
          <dt>{t('cache.rateLimitHits')}</dt>
          <dd>{number(performance.rateLimitHits)}</dd>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="monitoring-searches-title">
        <h2 id="monitoring-searches-title" className="bo-heading">
          {t('searches.title')}
        </h2>
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
      </section>

      <section className="admin-card" aria-labelledby="monitoring-health-title">
        <h2 id="monitoring-health-title" className="bo-heading">
          {t('health.title')}
        </h2>
        <dl className="monitoring-facts">
          <dt>{t('health.uptime')}</dt>
          <dd>{duration(health.uptime, t)}</dd>
          <dt>{t('health.memory')}</dt>
          <dd>{t('health.megabytes', { value: Math.round(health.memory.rss / 1048576) })}</dd>
          <dt>{t('health.environment')}</dt>
          <dd dir="ltr">{health.environment}</dd>
          <dt>{t('health.node')}</dt>
          <dd dir="ltr">{health.node}</dd>
        </dl>
      </section>

      <section className="admin-card monitoring-errors" aria-labelledby="monitoring-errors-title">
        <h2 id="monitoring-errors-title" className="bo-heading">
          {t('errors.title')}
        </h2>
        {data.recentErrors.length === 0 ? (
          <p className="admin-empty">{t('errors.empty')}</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('errors.endpoint')}</th>
                <th scope="col">{t('errors.error')}</th>
                <th scope="col">{t('errors.time')}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentErrors.map((error) => (
                <tr key={`${error.timestamp}-${error.endpoint}-${error.error}`}>
                  <td dir="ltr">
                    <code>{error.endpoint}</code>
                  </td>
                  <td dir="auto">{error.error}</td>
                  <td>{new Date(error.timestamp).toLocaleString(i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function duration(seconds: number, t: (key: string, options: Record<string, number>) => string): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return t('health.duration', { hours, minutes, seconds: seconds % 60 });
}

export { MonitoringPage as Component };
