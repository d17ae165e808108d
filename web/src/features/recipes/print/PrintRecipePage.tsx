import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ArrowBackIcon } from '@/components/icons';
import { usePageTitle } from '@/components/usePageTitle';
import type { RecipeView } from '../api';
import { useRecipeDetail } from '../hooks/useRecipeDetail';
import { RecipeUnavailable } from '../RecipeUnavailable';
import { useStoveChoice } from '../stove/useStoveChoice';
import { PrintedRecipe, type PrintedAddress } from './PrintedRecipe';
import './print.css';

/**
 * /recipe/:id/print (issue 31 §4): the recipe on one clean sheet, outside the site's shell (app/router.tsx), read
 * as the recipe page reads it (useRecipeDetail) with the servings and units chosen there (useStoveChoice). On screen
 * a link back and a Print button above the sheet; on paper the sheet alone (print.css). A recipe the viewer may not
 * read goes to its page, which says why.
 */
export function PrintRecipePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const load = useRecipeDetail(id);
  usePageTitle(load.status === 'ready' ? load.detail.recipe.title : undefined);
  if (load.status === 'ready' && load.detail.access !== 'full')
    return <Navigate to={`/recipe/${encodeURIComponent(id)}`} replace />;
  return (
    // data-path: the path this screen shows, as the shell's main has it (the browser tests wait for it)
    <main id="main" className="print-page" data-path={pathname}>
      {load.status === 'ready' ? (
        <PrintSheet recipe={load.detail.recipe} />
      ) : (
        <RecipeUnavailable load={load} />
      )}
    </main>
  );
}

function PrintSheet({ recipe }: { recipe: RecipeView }) {
  const { t } = useTranslation('print');
  const choice = useStoveChoice(recipe);
  const { search } = useLocation();
  const recipePath = `/recipe/${encodeURIComponent(recipe.id)}`;
  const chosen = choice.servings !== null && choice.servings !== choice.base;
  const path = chosen ? `${recipePath}?servings=${choice.servings}` : recipePath;
  const address: PrintedAddress = {
    url: `${window.location.origin}${path}`,
    shown: `${window.location.host}${path}`,
  };
  return (
    <>
      <div className="print-page__actions">
        <Link to={`${recipePath}${search}`} className="button">
          <ArrowBackIcon size={18} />
          {t('back')}
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
      <PrintedRecipe recipe={recipe} choice={choice} address={address} />
    </>
  );
}

export { PrintRecipePage as Component };
