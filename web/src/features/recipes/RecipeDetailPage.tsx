import { useDeferredValue, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { toApiError } from '@/platform/api';
import { dismissServerView } from '@/platform/serverView';
import type { RecipeDetail } from './api';
import { LockedRecipe } from './detail/LockedRecipe';
import { RecipeView } from './detail/RecipeView';
import { useRecipeDetail } from './useRecipeDetail';
import './recipes.css';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; detail: RecipeDetail }
  | { status: 'notFound' }
  | { status: 'error' };

function isNotFound(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.status === 404 || apiError.code === 'not-found';
}

/**
 * /recipe/:id (spec 000 §2 "Recipe detail screen"): the recipe as this viewer sees it (useRecipeDetail: followers
 * and the author see what guests do not), then the full recipe, or the locked view the server's access mode asks
 * for, or "Recipe not found".
 */
export function RecipeDetailPage() {
  const { t } = useTranslation('recipes');
  const { id = '' } = useParams();
  const query = useRecipeDetail(id);
  // The answer arrives through a store subscription, which React renders in one go; deferring it renders the full
  // recipe as a transition, in slices between which the browser stays responsive (docs/decisions/0023).
  const data = useDeferredValue(query.data);
  const current: Load = data
    ? data.recipe
      ? { status: 'ready', detail: data }
      : { status: 'notFound' }
    : query.isError && !query.isFetching
      ? { status: isNotFound(query.error) ? 'notFound' : 'error' }
      : { status: 'loading' };
  const title = current.status === 'ready' ? current.detail.recipe?.title : undefined;
  usePageTitle(current.status === 'notFound' ? t('errors.notFound') : title);
  // The HTML's first view of a public recipe (platform/serverView.ts) gives way in the commit that shows this
  // screen's own answer, or when the screen is left before that.
  const answered = current.status !== 'loading';
  useLayoutEffect(() => {
    if (answered) dismissServerView();
  }, [answered]);
  useLayoutEffect(() => dismissServerView, []);

  if (current.status === 'loading') return <PageLoading label={t('detail.loading')} />;
  if (current.status === 'notFound') return <RecipeNotFound />;
  if (current.status === 'error') {
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        message={t('errors.somethingWentWrong')}
        onRetry={() => void query.refetch()}
      >
        <Link to="/" className="button">
          {t('errors.home')}
        </Link>
      </ErrorState>
    );
  }
  const { recipe, access } = current.detail;
  if (!recipe) return <RecipeNotFound />;
  if (access !== 'full') return <LockedRecipe recipe={recipe} access={access} />;
  // No Firestore SDK needed to show it: only a recipe whose calories are still calculating watches live.
  return <RecipeViewWithDelete recipe={recipe} />;
}

function RecipeViewWithDelete({ recipe }: { recipe: NonNullable<RecipeDetail['recipe']> }) {
  const navigate = useNavigate();
  return <RecipeView recipe={recipe} onDeleted={() => navigate('/', { replace: true })} />;
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

export { RecipeDetailPage as Component };
