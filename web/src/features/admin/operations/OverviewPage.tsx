import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewRecipe } from '@domain/admin';
import { PageLoading } from '@/components/PageLoading';
import { STALE_TIMES } from '@/platform/query/client';
import { AuditLogPanel } from './AuditLogPanel';
import { backOfficeApi, BACK_OFFICE_KEYS } from './api';
import { AdminPage } from '../shared/AdminPage';
import { LoadError } from '../shared/LoadError';
import './backOffice.css';

/** /admin (spec 002 §2 "Overview: counts and top lists"), with the latest audit entries below. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation('backOffice');
  const overview = useQuery({
    queryKey: BACK_OFFICE_KEYS.overview,
    queryFn: backOfficeApi.overview,
    staleTime: STALE_TIMES.default,
  });
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <AdminPage title={t('overview.title')}>
      {overview.isPending ? (
        <PageLoading />
      ) : overview.isError ? (
        <LoadError title={t('overview.loadError')} query={overview} />
      ) : (
        <>
          <div className="bo-stats">
            <Stat label={t('overview.usersTotal')} value={number(overview.data.users.total)} />
            <Stat label={t('overview.usersActive')} value={number(overview.data.users.active)} />
            <Stat label={t('overview.usersInactive')} value={number(overview.data.users.inactive)} />
            <Stat label={t('overview.recipesTotal')} value={number(overview.data.recipes.total)} />
            <Stat label={t('overview.recipesPublic')} value={number(overview.data.recipes.public)} />
            <Stat label={t('overview.recipesFollowers')} value={number(overview.data.recipes.followers)} />
            <Stat label={t('overview.recipesPrivate')} value={number(overview.data.recipes.private)} />
          </div>
          <div className="admin-grid">
            <TopList
              title={t('overview.mostViewed')}
              recipes={overview.data.topRecipes.mostViewed}
              value={(r) => t('overview.views', { count: r.views, formatted: number(r.views) })}
            />
            <TopList
              title={t('overview.highestRated')}
              recipes={overview.data.topRecipes.highestRated}
              value={(r) => t('overview.rating', { rating: r.rating.toFixed(1), count: r.totalRatings })}
            />
          </div>
        </>
      )}
      <AuditLogPanel />
    </AdminPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-card bo-stat">
      <p className="bo-stat__value">{value}</p>
      <p className="bo-stat__label">{label}</p>
    </div>
  );
}

function TopList({
  title,
  recipes,
  value,
}: {
  title: string;
  recipes: OverviewRecipe[];
  value: (recipe: OverviewRecipe) => string;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <section className="admin-card" aria-label={title}>
      <h2 className="bo-heading">{title}</h2>
      {recipes.length === 0 ? (
        <p className="admin-muted">{t('overview.noRecipes')}</p>
      ) : (
        <ol className="bo-top-list">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <Link to={`/recipe/${recipe.id}`}>{recipe.title || t('overview.untitled')}</Link>
              <span className="admin-muted">{value(recipe)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
