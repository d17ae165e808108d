import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { timeLeft, type RecipeLinkInfo } from '@domain/links';
import { ErrorState } from '@/components/ErrorState';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { ApiRequestError } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import { FirebaseReady } from '@/platform/session';
import { uploadSharedRecipeImage } from '@/platform/images';
import { useToast } from '@/components/toast';
import { useDietaryFieldNames } from './form/ChoiceFields';
import { RecipeForm } from './form/RecipeForm';
import { emptyForm, type RecipeFormState } from './form/state';
import { defaultServices, type SaveServices } from './form/submit';
import { useRevokePreviewsOnUnmount, useSaveFlow } from './form/useSaveFlow';
import { getLinkInfo, submitSharedRecipe } from './sharedApi';
import './recipes.css';

const TitleSuggestions = lazy(() => import('./ai/TitleSuggestions'));

/**
 * /share/{token} (001 §2 "Public recipe-request page"): anyone, no account. Loading, then the right error heading
 * (not found, expired, used, cancelled) or the requester's name, message and time left above the recipe form
 * (the create form itself, without the visibility choice: the recipe arrives private); then success.
 */
export function SharedRecipePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('links');
  usePageTitle(t('share.pageTitle'));
  const info = useQuery({
    queryKey: ['recipe-link', token],
    queryFn: ({ signal }) => getLinkInfo(token, signal),
    retry: false,
    staleTime: 0,
  });
  const [done, setDone] = useState(false);

  if (info.isPending) return <PageLoading label={t('share.loading')} />;
  if (info.isError) {
    const notFound = info.error instanceof ApiRequestError && info.error.status === 404;
    return (
      <ErrorState
        title={notFound ? t('share.notFoundTitle') : t('share.failedTitle')}
        message={notFound ? t('share.notFound') : t('errors.infoFailed')}
        onRetry={notFound ? undefined : () => void info.refetch()}
      />
    );
  }
  const link = info.data;
  if (done) return <ThankYou ownerName={link.ownerName} />;
  if (!link.valid) {
    const state = link.state === 'open' ? 'expired' : link.state;
    return (
      <section className="card share-page__closed" data-testid={`share-${state}`}>
        <h1 className="recipe-page__title">{t(`share.${state}Title`)}</h1>
        <p>{t(`share.${state}`, { name: link.ownerName })}</p>
      </section>
    );
  }
  return (
    <div className="page-stack recipe-create" data-testid="share-page">
      <LinkHeader link={link} />
      <FirebaseReady fallback={<PageLoading label={t('share.loading')} />}>
        <LiveBoundary
          fallback={(_error, retry) => (
            <ErrorState title={t('share.failedTitle')} message={t('errors.infoFailed')} onRetry={retry} />
          )}
        >
          <SharedForm token={token} link={link} onDone={() => setDone(true)} />
        </LiveBoundary>
      </FirebaseReady>
    </div>
  );
}

/** The friend submitted from the bottom of a long form: bring the thank-you into view and give it the focus. */
function ThankYou({ ownerName }: { ownerName: string }) {
  const { t } = useTranslation('links');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="card share-page__done" role="status" data-testid="share-success">
      <h1 className="recipe-page__title" ref={heading} tabIndex={-1}>
        {t('share.successTitle')}
      </h1>
      <p>{t('share.success', { name: ownerName })}</p>
    </section>
  );
}

function LinkHeader({ link }: { link: RecipeLinkInfo }) {
  const { t } = useTranslation('links');
  const left = timeLeft(link.expiresAt, new Date());
  return (
    <header className="recipe-page__header">
      <div>
        <h1 className="recipe-page__title">{t('share.title', { name: link.ownerName })}</h1>
        {link.customMessage ? (
          <blockquote className="share-page__message" dir="auto" data-testid="share-message">
            {link.customMessage}
          </blockquote>
        ) : null}
        <p className="recipe-page__subtitle" data-testid="share-time-left">
          {left.hours > 0 ? t('timeLeft.hoursMinutes', { ...left }) : t('timeLeft.minutes', { ...left })}
        </p>
      </div>
    </header>
  );
}

function SharedForm({ token, link, onDone }: { token: string; link: RecipeLinkInfo; onDone: () => void }) {
  const { t } = useTranslation('links');
  const toast = useToast();
  const [state, setState] = useState<RecipeFormState>(() => ({ ...emptyForm(), visibility: 'private' }));
  useRevokePreviewsOnUnmount(state.images);
  const dietaryFieldNames = useDietaryFieldNames();
  const services = useMemo(
    (): SaveServices => ({
      ...defaultServices,
      newRecipeId: async () => link.recipeId ?? '',
      // SUBMIT_SHARED_RECIPE proceeds without a token (001 §7)
      getBotToken: () => getBotToken('SUBMIT_SHARED_RECIPE').catch(() => null),
      // the browser's own person check ran when the images were picked; the friend has no account for the server's
      checkPeopleOnServer: async () => ({
        checked: false,
        error: new ApiRequestError('unavailable', ''),
      }),
      uploadRecipeImage: (file, recipeId) => uploadSharedRecipeImage(file, recipeId, token),
      createRecipe: async ({ recipe, images, botToken }) => {
        const answer = await submitSharedRecipe(token, {
          recipeData: recipe,
          images,
          recaptchaToken: botToken,
        });
        return { id: answer.recipeId };
      },
      // 001 §8: an upload failure warns that the recipe will be saved without images, and the submission goes on
      skipFailedUpload: () => toast.warning(t('share.uploadFailed')),
    }),
    [link.recipeId, token, toast, t],
  );
  // the friend has no recipes to read the language notice about; it would cover the thank-you
  const { save, form } = useSaveFlow('create', link.recipeId, services, { languageNotice: false });

  const submit = async () => {
    if (await save(state, dietaryFieldNames)) onDone();
  };

  return (
    <>
      <Suspense fallback={null}>
        <TitleSuggestions state={state} setState={setState} linkToken={token} />
      </Suspense>
      <RecipeForm
        {...form}
        state={state}
        setState={setState}
        onSubmit={submit}
        shared={{ submitLabel: t('share.submit') }}
      />
    </>
  );
}

export { SharedRecipePage as Component };
