import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { useRecipeDetail } from '../hooks/useRecipeDetail';
import { RecipeUnavailable } from '../RecipeUnavailable';
import { CookView } from './CookView';
import './cook.css';

/**
 * /recipe/:id/cook (issue 31 §3): the recipe read from the same query as the recipe page (opened from there, nothing
 * is fetched again), one step at a time. A recipe this viewer may not read in full sends them back to the recipe
 * page, which says why; a missing one says so, a failed read offers a retry.
 */
export function CookPage() {
  const { t } = useTranslation('cook');
  const { id = '' } = useParams();
  const load = useRecipeDetail(id);
  const recipe = load.status === 'ready' && load.detail.access === 'full' ? load.detail.recipe : null;
  usePageTitle(recipe?.title ? t('pageTitle', { title: recipe.title }) : t('title'));

  if (recipe) return <CookView key={recipe.id} recipe={recipe} />;
  if (load.status !== 'ready') return <RecipeUnavailable load={load} />;
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
