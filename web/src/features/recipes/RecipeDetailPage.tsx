import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { useServerViewGivesWay } from '@/platform/serverView';
import type { RecipeView as Recipe } from './api';
import { LockedRecipe } from './detail/LockedRecipe';
import { RecipeView } from './detail/RecipeView';
import { useRecipeDetail } from './hooks/useRecipeDetail';
import { RecipeUnavailable } from './RecipeUnavailable';
import { loadShownLines } from './stove/useShownLines';
import { CHOSEN_VERSION, useReaderVersion } from './versions/family';
import './recipes.css';

/**
 * /recipe/:id (spec 000 §2 "Recipe detail screen"): GET /api/recipes/detail as the viewer (useRecipeDetail), then
 * the full recipe, or the locked view the server's access mode asks for, or "Recipe not found".
 */
export function RecipeDetailPage() {
  const { t } = useTranslation('recipes');
  const { id = '' } = useParams();
  const current = useRecipeDetail(id);
  const location = useLocation();
  // issue 34: a reader lands on the family's version in their interface language (decision 0073)
  const readerVersion = useReaderVersion(
    current.status === 'ready' && current.detail.access === 'full' ? current.detail.recipe : null,
  );
  const title = current.status === 'ready' ? current.detail.recipe.title : undefined;
  usePageTitle(current.status === 'notFound' ? t('errors.notFound') : title);
  // The HTML's first view of a public recipe (platform/serverView.ts) gives way in the commit that shows this
  // screen's own answer, or when the screen is left before that.
  useServerViewGivesWay(current.status !== 'loading');
  // the lines' rewriting code comes beside the recipe's answer, not after it (stove/useShownLines.ts)
  useEffect(() => void loadShownLines(), []);

  if (current.status !== 'ready') return <RecipeUnavailable load={current} />;
  if (readerVersion) {
    const to = `/recipe/${encodeURIComponent(readerVersion)}${location.search}${location.hash}`;
    return <Navigate to={to} replace state={CHOSEN_VERSION} />;
  }
  const { recipe, access } = current.detail;
  if (access !== 'full') return <LockedRecipe recipe={recipe} access={access} />;
  // No Firestore SDK needed to show it: only a recipe whose calories are still calculating watches live.
  return <RecipeViewWithDelete recipe={recipe} />;
}

function RecipeViewWithDelete({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  return <RecipeView recipe={recipe} onDeleted={() => navigate('/', { replace: true })} />;
}

export { RecipeDetailPage as Component };
