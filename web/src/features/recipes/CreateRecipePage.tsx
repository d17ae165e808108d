import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { methodOffered } from '@domain/settings/offers';
import { ErrorState } from '@/components/ErrorState';
import { useSiteSettings } from '@/components/catalog/useSiteSettings';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { ArrowBackIcon } from '@/components/icons';
import { invalidateRecipe } from '@/components/recipe-card';
import { usePageTitle } from '@/components/usePageTitle';
import { saveReturnPath } from '@/platform/returnPath';
import { FirebaseReady, useSession } from '@/platform/session';
import { useDietaryFieldNames } from './form/ChoiceFields';
import { RecipeForm } from './form/RecipeForm';
import { emptyForm, type RecipeFormState } from './form/state';
import { useRevokePreviewsOnUnmount, useSaveFlow } from './form/useSaveFlow';
import { MethodSelector, type CreationMethodChoice } from './MethodSelector';
import './recipes.css';

const TitleSuggestions = lazy(() => import('./ai/TitleSuggestions'));
const VideoExtraction = lazy(() => import('./ai/VideoExtraction'));
const METHODS: readonly CreationMethodChoice[] = ['manual', 'ai-title', 'youtube'];

/**
 * /create-recipe (spec 000 §2): step 1 the method selector, step 2 the form with a back arrow to it. The step is
 * in the address (?method=manual), so the browser's Back goes back to the selector too; the form's input lives
 * here and survives going back and forth. Saving shows the six progress steps, then opens /recipe/{id}.
 * Guests may look at both steps; submitting sends them to /login, which brings them back here (spec 000 §2).
 */
export function CreateRecipePage() {
  const { t } = useTranslation('recipes');
  const settings = useSiteSettings();
  usePageTitle(t('create.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('method');
  const method = METHODS.find((choice) => choice === asked) ?? null;
  const [state, setState] = useState<RecipeFormState>(emptyForm);
  useRevokePreviewsOnUnmount(state.images);

  const choose = (choice: CreationMethodChoice) => setParams({ method: choice });
  const fromVideo = method === 'youtube' && (!settings || methodOffered(settings, 'youtube'));

  return (
    <div className="page-stack recipe-create" data-testid="create-recipe">
      {method === null ? (
        <>
          <header className="recipe-page__header">
            <h1 className="recipe-page__title">{t('create.title')}</h1>
            <p className="recipe-page__subtitle">{t('create.chooseMethod')}</p>
          </header>
          <MethodSelector onChoose={choose} />
        </>
      ) : (
        <>
          <header className="recipe-page__header recipe-page__header--with-back">
            <button
              type="button"
              className="disc recipe-page__back"
              onClick={() => setParams({})}
              aria-label={t('create.back')}
              title={t('create.back')}
              data-testid="create-back"
            >
              <ArrowBackIcon />
            </button>
            <div>
              <h1 className="recipe-page__title">{t('create.formTitle')}</h1>
              <p className="recipe-page__subtitle">{t('create.formSubtitle')}</p>
            </div>
          </header>
          <FirebaseReady fallback={<PageLoading label={t('form.loading')} />}>
            <LiveBoundary
              fallback={(_error, retry) => (
                <ErrorState
                  title={t('form.loadFailedTitle')}
                  message={t('form.loadFailed')}
                  onRetry={retry}
                />
              )}
            >
              {method === 'ai-title' && (!settings || methodOffered(settings, 'ai-title')) ? (
                <Suspense fallback={null}>
                  <TitleSuggestions state={state} setState={setState} />
                </Suspense>
              ) : null}
              {fromVideo ? (
                <Suspense fallback={null}>
                  <VideoExtraction state={state} setState={setState} />
                </Suspense>
              ) : null}
              {/* from a video, the form opens once the video's draft has filled it */}
              {!fromVideo || state.youtubeUrl ? (
                <CreateForm state={state} setState={setState} method={method} />
              ) : null}
            </LiveBoundary>
          </FirebaseReady>
        </>
      )}
    </div>
  );
}

function CreateForm({
  state,
  setState,
  method,
}: {
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  method: CreationMethodChoice;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const client = useQueryClient();
  const dietaryFieldNames = useDietaryFieldNames();
  const { save, form } = useSaveFlow('create');

  const submit = async () => {
    if (session.status !== 'signedIn') {
      saveReturnPath(location.pathname + location.search);
      navigate('/login');
      return;
    }
    const id = await save({ ...state, creationMethod: method }, dietaryFieldNames);
    if (!id) return;
    await invalidateRecipe(client);
    navigate(`/recipe/${encodeURIComponent(id)}`, { replace: true });
  };

  return <RecipeForm {...form} state={state} setState={setState} onSubmit={submit} />;
}

export { CreateRecipePage as Component };
