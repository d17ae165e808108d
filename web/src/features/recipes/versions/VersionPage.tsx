import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isVersionLanguage, LANGUAGE_OWN_NAMES, type VersionLanguage } from '@domain/recipe/family';
import { BusyButton } from '@/components/busy';
import { ErrorState } from '@/components/ErrorState';
import { ArrowBackIcon } from '@/components/icons';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { errorMessage } from '@/platform/api';
import { useSession } from '@/platform/session';
import type { RecipeView } from '../api';
import { RecipeForm } from '../form/RecipeForm';
import { formFromRecipe, toRecipeRequest, type RecipeFormState } from '../form/state';
import { defaultServices } from '../form/submit';
import { useRecipeDetail } from '../hooks/useRecipeDetail';
import { RecipeUnavailable } from '../RecipeUnavailable';
import { addVersion, suggestVersion, translateDraft } from './api';
import { NO_MARKS, withTranslation } from './draft';
import { CHOSEN_VERSION, familyOf, invalidateFamily, missingLanguages, type RecipeFamily } from './family';
import '../recipes.css';
import './versions.css';

/**
 * /recipe/:id/version?language=he (issue 34, decision 0073): the recipe form with the recipe's texts, for a version
 * in a language its family lacks. "Translate draft" fills it from recipes-translateDraft and marks what the provider
 * kept as it was. The cook's save is recipes-addVersion and opens the new version; anyone else's is a suggestion
 * (recipes-suggestVersion) for the cook to answer.
 */
export function VersionPage() {
  const { t } = useTranslation('recipes');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const load = useRecipeDetail(id);
  usePageTitle(t('versions.pageTitle'));
  if (load.status !== 'ready') return <RecipeUnavailable load={load} />;
  const { recipe } = load.detail;
  const family = familyOf(recipe);
  const own = session.status === 'signedIn' && session.user.uid === recipe.authorId;
  // without ?language, the first language the family lacks
  const asked = params.get('language') ?? missingLanguages(family.versions)[0] ?? null;
  const language = isVersionLanguage(asked) ? asked : null;
  if (!language || family.versions.some((version) => version.language === language)) {
    return (
      <ErrorState title={t('versions.pageTitle')} message={t('versions.languageUnavailable')}>
        <Link to={`/recipe/${encodeURIComponent(id)}`} className="button">
          {t('versions.back')}
        </Link>
      </ErrorState>
    );
  }
  return <VersionForm recipe={recipe} family={family} language={language} own={own} />;
}

function VersionForm({
  recipe,
  family,
  language,
  own,
}: {
  recipe: RecipeView;
  family: RecipeFamily;
  language: VersionLanguage;
  own: boolean;
}) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<RecipeFormState>(() => formFromRecipe(recipe));
  const [marks, setMarks] = useState(NO_MARKS);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // the version's id is made once, so a retry after a failure cannot add the version twice
  const versionId = useRef<string | null>(null);
  const back = `/recipe/${encodeURIComponent(recipe.id)}`;
  const name = LANGUAGE_OWN_NAMES[language];

  const translate = useMutation({
    mutationFn: () => translateDraft({ recipeId: recipe.id, language }),
    onSuccess: (answer) => {
      const draft = withTranslation(state, answer);
      setState(draft.state);
      setMarks(draft.marks);
    },
  });

  const submit = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const request = { of: recipe.id, language, recipe: toRecipeRequest(state, 'create', []) };
      if (own) {
        versionId.current ??= await defaultServices.newRecipeId();
        const { id } = await addVersion({ ...request, recipeId: versionId.current });
        await invalidateFamily(
          client,
          family.versions.map((member) => member.id),
        );
        toast.success(t('versions.added', { language: name }));
        navigate(`/recipe/${encodeURIComponent(id)}`, { replace: true, state: CHOSEN_VERSION });
      } else {
        await suggestVersion(request);
        toast.success(t('versions.suggested'));
        navigate(back, { replace: true, state: CHOSEN_VERSION });
      }
    } catch (error) {
      setSaveError(errorMessage(error, t('versions.saveFailed')));
      setSaving(false);
    }
  };

  const reviewCount = marks.fields.size + marks.rows.size;
  return (
    <div className="page-stack recipe-version" data-testid="recipe-version-page">
      <header className="recipe-page__header recipe-page__header--with-back">
        <Link
          to={back}
          state={CHOSEN_VERSION}
          className="disc recipe-page__back"
          aria-label={t('versions.back')}
          title={t('versions.back')}
        >
          <ArrowBackIcon />
        </Link>
        <div>
          <h1 className="recipe-page__title">
            {t(own ? 'versions.addTitle' : 'versions.suggestTitle', { language: name })}
          </h1>
          <p className="recipe-page__subtitle" dir="auto">
            {recipe.title}
          </p>
        </div>
      </header>
      <section className="card recipe-version__translate" aria-labelledby="version-translate-title">
        <h2 id="version-translate-title" className="recipe-versions-panel__subtitle">
          {t('versions.translateTitle')}
        </h2>
        <p className="form__hint">{t('versions.translateHint', { language: name })}</p>
        <BusyButton
          busy={translate.isPending}
          disabled={translate.isPending || saving}
          label={t('versions.translate')}
          busyLabel={t('versions.translating')}
          data-testid="version-translate"
          onClick={() => translate.mutate()}
        />
        <p role="status" className="recipe-version__status" data-testid="version-translate-status">
          {translate.isSuccess
            ? reviewCount
              ? t('versions.toReviewCount', { count: reviewCount })
              : t('versions.translated')
            : null}
        </p>
        {translate.isError ? (
          <p role="alert" className="form__error" data-testid="version-translate-error">
            {errorMessage(translate.error, t('versions.translateFailed'))}
          </p>
        ) : null}
      </section>
      <RecipeForm
        mode="create"
        state={state}
        setState={setState}
        onSubmit={submit}
        saving={saving}
        progress={null}
        saveError={saveError}
        version={{ submitLabel: t(own ? 'versions.save' : 'versions.send'), review: marks }}
        actions={
          <Link to={back} state={CHOSEN_VERSION} className="button">
            {t('edit.cancel')}
          </Link>
        }
      />
    </div>
  );
}

export { VersionPage as Component };
