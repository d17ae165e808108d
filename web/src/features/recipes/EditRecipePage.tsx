import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { ArrowBackIcon } from '@/components/icons';
import { invalidateRecipe } from '@/components/recipe-card';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { toApiError } from '@/platform/api';
import { saveReturnPath } from '@/platform/returnPath';
import { FirebaseReady } from '@/platform/session';
import { getRecipeForEdit } from './api';
import { useDietaryFieldNames } from './form/ChoiceFields';
import { RecipeForm } from './form/RecipeForm';
import { formFromRecipe, type RecipeFormState } from './form/state';
import { useRevokePreviewsOnUnmount, useSaveFlow } from './form/useSaveFlow';
import './recipes.css';

/** Spec 000 §9: the edit page waits 2 s before a redirect, so its message can be read. */
export const EDIT_REDIRECT_DELAY_MS = 2000;
/** Spec 001 §9: "Changes saved successfully!" shows for 3 s. */
export const SAVED_TOAST_MS = 3000;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; title: string }
  | { status: 'failed'; messageKey: string; redirect: string | null };

/** A load failure → what to say and where to go (401 → /login, 403 → the recipe, 404 → /, else stay and retry). */
function failure(error: unknown, id: string): Load {
  const { status, code } = toApiError(error);
  if (status === 401 || code === 'unauthenticated')
    return { status: 'failed', messageKey: 'edit.loginRequired', redirect: '/login' };
  if (status === 403 || code === 'permission-denied') {
    return {
      status: 'failed',
      messageKey: 'edit.notAuthorizedToEdit',
      redirect: `/recipe/${encodeURIComponent(id)}`,
    };
  }
  if (status === 404 || code === 'not-found')
    return { status: 'failed', messageKey: 'edit.failedToLoadRecipe', redirect: '/' };
  return { status: 'failed', messageKey: 'edit.failedToLoadRecipe', redirect: null };
}

/**
 * /recipe/:id/edit (spec 000 §2, §4, §8): GET /api/recipes/edit, then the create form prefilled: existing images
 * removable, new ones addable (5 in all), the video link. Load failures: 401 → "log in" and /login after 2 s (coming
 * back here afterwards), 403 → "not authorised" and the recipe after 2 s, 404 → "failed to load" and / after 2 s,
 * anything else → "failed to load" with a retry. Saving calls recipes-update (the creation method is kept) and
 * goes back to the recipe with "Changes saved successfully!" for 3 s (to /admin/recipes when opened from there).
 */
export function EditRecipePage() {
  const { t } = useTranslation('recipes');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery({
    queryKey: ['recipe-edit', id],
    queryFn: ({ signal }) => getRecipeForEdit(id, signal),
    // the form is filled once from a fresh copy; it never changes under the user's hands
    staleTime: 0,
    gcTime: 0,
  });
  const [state, setState] = useState<RecipeFormState | null>(null);
  if (query.data && state === null) setState(formFromRecipe(query.data));
  const load: Load = query.data
    ? { status: 'ready', title: query.data.title }
    : query.isError && !query.isFetching
      ? failure(query.error, id)
      : { status: 'loading' };
  const setFormState = useCallback<Dispatch<SetStateAction<RecipeFormState>>>(
    (update) =>
      setState((previous) => previous && (typeof update === 'function' ? update(previous) : update)),
    [],
  );
  usePageTitle(load.status === 'ready' ? t('edit.pageTitle', { title: load.title }) : t('edit.title'));
  useRevokePreviewsOnUnmount(state?.images ?? []);

  const redirect = load.status === 'failed' ? load.redirect : null;
  useEffect(() => {
    if (!redirect) return;
    if (redirect === '/login') saveReturnPath(`/recipe/${encodeURIComponent(id)}/edit`);
    const timer = setTimeout(() => navigate(redirect, { replace: true }), EDIT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, id, navigate]);

  // the admin's editor (/admin/recipes/{id}, or opened from the admin area) returns to the admin's grid
  const fromAdmin =
    location.pathname.startsWith('/admin/') || (location.state as { from?: string } | null)?.from === 'admin';

  return (
    <div className="page-stack recipe-edit" data-testid="edit-recipe">
      <header className="recipe-page__header recipe-page__header--with-back">
        <Link
          to={fromAdmin ? '/admin/recipes' : `/recipe/${encodeURIComponent(id)}`}
          className="disc recipe-page__back"
          aria-label={t('edit.back')}
          title={t('edit.back')}
        >
          <ArrowBackIcon />
        </Link>
        <div>
          <h1 className="recipe-page__title">{t('edit.title')}</h1>
          {load.status === 'ready' ? (
            <p className="recipe-page__subtitle" dir="auto">
              {load.title}
            </p>
          ) : null}
        </div>
      </header>
      {load.status === 'loading' ? <PageLoading label={t('edit.loading')} /> : null}
      {load.status === 'failed' ? (
        <ErrorState
          title={t('edit.loadFailedTitle')}
          message={t(load.messageKey)}
          onRetry={load.redirect ? undefined : () => void query.refetch()}
        >
          {load.redirect ? (
            <p className="recipe-page__redirect" role="status" data-testid="edit-redirect">
              {t('edit.redirecting')}
            </p>
          ) : null}
        </ErrorState>
      ) : null}
      {load.status === 'ready' && state ? (
        <FirebaseReady fallback={<PageLoading label={t('form.loading')} />}>
          <LiveBoundary
            fallback={(_error, retry) => (
              <ErrorState title={t('form.loadFailedTitle')} message={t('form.loadFailed')} onRetry={retry} />
            )}
          >
            <EditForm
              recipeId={id}
              state={state}
              setState={setFormState}
              returnTo={fromAdmin ? '/admin/recipes' : `/recipe/${encodeURIComponent(id)}`}
            />
          </LiveBoundary>
        </FirebaseReady>
      ) : null}
    </div>
  );
}

function EditForm({
  recipeId,
  state,
  setState,
  returnTo,
}: {
  recipeId: string;
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  returnTo: string;
}) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const toast = useToast();
  const dietaryFieldNames = useDietaryFieldNames();
  const client = useQueryClient();
  const { save, form } = useSaveFlow('edit', recipeId);

  const submit = async () => {
    const id = await save(state, dietaryFieldNames);
    if (!id) return;
    await invalidateRecipe(client, id);
    toast.success(t('edit.saved'), { duration: SAVED_TOAST_MS });
    navigate(returnTo, { replace: true });
  };

  return (
    <RecipeForm
      {...form}
      state={state}
      setState={setState}
      onSubmit={submit}
      actions={
        <Link to={returnTo} className="button">
          {t('edit.cancel')}
        </Link>
      }
    />
  );
}

export { EditRecipePage as Component };
