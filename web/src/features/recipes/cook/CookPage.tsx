import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { useRecipeDetail } from '../useRecipeDetail';
import { CookView } from './CookView';
import './cook.css';

/**
 * /recipe/:id/cook (issue 31 §3): the recipe read from the same query as the recipe page (opened from there, nothing
 * is fetched again), one step at a time. A recipe this viewer may not read in full, or none at all, sends them back
 * to the recipe page, which says why.
 */
export function CookPage() {
  const { t } = useTranslation('cook');
  const { id = '' } = useParams();
  const query = useRecipeDetail(id);
  const recipe = query.data?.access === 'full' ? query.data.recipe : null;
  usePageTitle(recipe?.title ? t('pageTitle', { title: recipe.title }) : t('title'));

  if (recipe) return <CookView key={recipe.id} recipe={recipe} />;
  if (!query.data && !query.isError) return <PageLoading label={t('loading')} />;
  return (
    <section className="card cook-missing" aria-labelledby="cook-missing-title">
      <h1 id="cook-missing-title">{t('unavailable')}</h1>
      <Link to={`/recipe/${encodeURIComponent(id)}`} className="button button--primary">
        {t('back')}
      </Link>
    </section>
  );
}

export { CookPage as Component };
