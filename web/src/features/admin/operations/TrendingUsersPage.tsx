import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '@/platform/api';
import { QueryState } from '../shared/PagedList';
import { FilterSelect } from '../shared/Options';
import { AdminPage } from '../shared/AdminPage';
import { TrendJobButtons } from './TrendJobButtons';
import { adminKeys } from '../shared/queryKeys';
import './backOffice.css';

const PERIODS = ['weekly', 'monthly'] as const;

/**
 * /admin/trending-users (002 §9 "Trending users: top 10 per week or month"): the latest periods' top cooks, and the
 * buttons that rebuild them and the top-followed list.
 */
export default function TrendingUsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('weekly');
  const trends = useQuery({
    queryKey: adminKeys.trendingUsersOf(period),
    queryFn: () => apiCall('GET /api/admin/trending-users', { query: { period } }),
  });
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <AdminPage title={t('trending.title')}>
      <TrendJobButtons />
      <div className="admin-card bo-filters">
        <FilterSelect
          label={t('trending.period')}
          value={period}
          values={PERIODS}
          optionLabel={(value) => t(`trending.periods.${value}`)}
          onChange={setPeriod}
        />
      </div>
      <QueryState
        query={trends}
        items={(data) => data.periods}
        loadError={t('trending.loadError')}
        empty={t('trending.empty')}
      >
        {(periods) => (
          <div className="admin-grid">
            {periods.map((entry) => (
              <section key={entry.id} className="admin-card" aria-label={entry.id}>
                <h2 className="bo-heading">
                  {t('trending.range', { from: day(entry.periodStart), to: day(entry.periodEnd) })}
                </h2>
                <p className="admin-muted">
                  {t('trending.connections', { count: entry.totalNewConnections })}
                </p>
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
      </QueryState>
    </AdminPage>
  );
}
