import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall, errorMessage } from '@/platform/api';
import { LoadError } from './LoadError';
import './backOffice.css';
import { AdminPage } from '../shared/AdminPage';

const PERIODS = ['weekly', 'monthly'] as const;

/** /admin/trending-users (002 §9 "Trending users: top 10 per week or month"): the latest periods' top cooks. */
export default function TrendingUsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('weekly');
  const trends = useQuery({
    queryKey: ['admin', 'trending-users', period],
    queryFn: () => apiCall('GET /api/admin/trending-users', { query: { period } }),
  });
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <AdminPage title={t('trending.title')}>
      <div className="admin-card bo-filters">
        <label className="bo-filter">
          <span>{t('trending.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])}>
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`trending.periods.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {trends.isError ? (
        <LoadError
          title={t('trending.loadError')}
          message={errorMessage(trends.error, t('trending.loadError'))}
          onRetry={() => void trends.refetch()}
        />
      ) : trends.isPending ? (
        <p className="admin-muted">{t('common.loading')}</p>
      ) : trends.data.periods.length === 0 ? (
        <p className="admin-empty">{t('trending.empty')}</p>
      ) : (
        <div className="bo-columns">
          {trends.data.periods.map((entry) => (
            <section key={entry.id} className="admin-card" aria-label={entry.id}>
              <h2 className="bo-heading">
                {t('trending.range', { from: day(entry.periodStart), to: day(entry.periodEnd) })}
              </h2>
              <p className="admin-muted">{t('trending.connections', { count: entry.totalNewConnections })}</p>
              <ol className="bo-top-list">
                {entry.users.map((user) => (
                  <li key={user.id}>
                    <Link to={user.username ? `/${user.username}` : `/user/${user.id}`}>
                      {user.displayName || user.username || user.id}
                    </Link>
                    <span className="admin-muted">
                      {t('trending.newFollowers', { count: user.newFollowers })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
