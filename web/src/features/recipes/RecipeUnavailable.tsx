import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import type { RecipeLoad } from './hooks/useRecipeDetail';

/** What a screen of one recipe shows until it has the recipe: loading, "Recipe not found", or a retry. */
export function RecipeUnavailable({ load }: { load: Exclude<RecipeLoad, { status: 'ready' }> }) {
  const { t } = useTranslation('recipes');
  if (load.status === 'loading') return <PageLoading label={t('detail.loading')} />;
  if (load.status === 'notFound') return <RecipeNotFound />;
  return (
    <ErrorState title={t('errors.loadTitle')} message={t('errors.somethingWentWrong')} onRetry={load.retry}>
      <Link to="/" className="button">
        {t('errors.home')}
      </Link>
    </ErrorState>
  );
}

function RecipeNotFound() {
  const { t } = useTranslation('recipes');
  return (
    <section
      className="card card--raised recipe-missing"
      aria-labelledby="recipe-missing-title"
      data-testid="recipe-not-found"
    >
      <div className="recipe-missing__art" aria-hidden="true">
        🍳
      </div>
      <h1 id="recipe-missing-title">{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link to="/" className="button button--primary">
        {t('errors.home')}
      </Link>
    </section>
  );
}
