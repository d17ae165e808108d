import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
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
import { useKeptRecipe } from './drafts';
import { useDietaryFieldNames } from './form/ChoiceFields';
import { RecipeForm } from './form/RecipeForm';
import { emptyForm, type RecipeFormState } from './form/state';
import { useRevokePreviewsOnUnmount, useSaveFlow } from './form/useSaveFlow';
import { MethodSelector, type CreationMethodChoice } from './MethodSelector';
import './recipes.css';

const TitleSuggestions = lazy(() => import('./ai/TitleSuggestions'));
const VideoExtraction = lazy(() => import('./ai/VideoExtraction'));
const RecipeImport = lazy(() => import('./importing/RecipeImport'));
const METHODS: readonly CreationMethodChoice[] = ['manual', 'ai-title', 'youtube', 'link', 'paste'];

/** The creation method a recipe is saved with: an import fills the hand-written form and is saved as one (its source says where it came from). */
function savedMethod(method: CreationMethodChoice): 'manual' | 'ai-title' | 'youtube';
function savedMethod(method: CreationMethodChoice | null): 'manual' | 'ai-title' | 'youtube' | null;
function savedMethod(method: CreationMethodChoice | null) {
  return method === 'link' || method === 'paste' ? 'manual' : method;
}

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
  // the draft remembers the step too, so a restored draft opens where it was written (an import's in the form)
  const keptState = useMemo(
    () => ({ ...state, creationMethod: savedMethod(method) ?? state.creationMethod }),
    [state, method],
  );
  const kept = useKeptRecipe('create', keptState, setState, (draft) => {
    if (method === null) setParams({ method: draft.creationMethod ?? 'manual' });
  });

  const choose = (choice: CreationMethodChoice) => setParams({ method: choice });
  const fromVideo = method === 'youtube' && (!settings || methodOffered(settings, 'youtube'));
  const imports = method === 'link' || method === 'paste' ? method : null;

  return (
    <div className="page-stack recipe-create" data-testid="create-recipe" onInput={kept.onInput}>
      {kept.notices}
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
              {imports ? (
                <Suspense fallback={null}>
                  <RecipeImport key={imports} kind={imports} setState={setState} />
                </Suspense>
              ) : null}
              {/* from a video or an import, the form opens once the draft has filled it */}
              {(!fromVideo || state.youtubeUrl) && (!imports || state.imported) ? (
                <CreateForm
                  state={state}
                  setState={setState}
                  method={method}
                  onSaved={kept.saved}
                  onSignIn={kept.letGo}
                />
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
  onSaved,
  onSignIn,
}: {
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  method: CreationMethodChoice;
  /** The recipe is saved: its draft goes. */
  onSaved: () => void;
  /** A guest is sent to sign in: the draft stays for their return. */
  onSignIn: () => void;
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
      onSignIn();
      navigate('/login');
      return;
    }
    const id = await save({ ...state, creationMethod: savedMethod(method) }, dietaryFieldNames);
    if (!id) return;
    onSaved();
    await invalidateRecipe(client);
    navigate(`/recipe/${encodeURIComponent(id)}`, { replace: true });
  };

  return <RecipeForm {...form} state={state} setState={setState} onSubmit={submit} />;
}

export { CreateRecipePage as Component };
