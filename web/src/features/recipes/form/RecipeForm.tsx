import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { CategoryPicker } from './CategoryPicker';
import { DietaryField, DifficultyField, VisibilityField } from './ChoiceFields';
import { InputField, TextAreaField } from '@/components/form';
import { ImagesField } from './ImagesField';
import { PrepTimeField } from './PrepTimeField';
import { RowsField } from './RowsField';
import { SaveProgress, type SaveProgressState } from './SaveProgress';
import { formProblems, type FormField, type FormMode, type RecipeFormState } from './state';
import { TagsField } from './TagsField';
import { VideoUrlField } from './VideoUrlField';
import '../recipes.css';

const MAX = RECIPE_FORM_MAX_LENGTH;

/** The id of each field an error can point at (its first control takes the focus). */
export const FIELD_IDS: Record<FormField, string> = {
  title: 'recipe-title',
  description: 'recipe-description',
  categories: 'recipe-categories',
  preparationTime: 'recipe-preparation-time',
  difficulty: 'recipe-difficulty',
  ingredients: 'recipe-ingredients',
  instructions: 'recipe-instructions',
  youtubeUrl: 'recipe-video',
};

interface Props {
  mode: FormMode;
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  /** Called with a form that passes the rules; the screen saves it and reports through the props below. */
  onSubmit: () => void;
  saving: boolean;
  progress: SaveProgressState | null;
  saveError: string | null;
  submitLabel: string;
  /** Extra actions beside submit (Cancel). */
  actions?: ReactNode;
}

/**
 * The create and edit form (spec 000 §2 "Create and edit form", §5 "Recipe form rules"). Controlled by its screen,
 * so the input survives a failed save (and, on create, a trip back to the method selector). Submitting checks the
 * domain's rules in the spec's order, shows each problem at its field and moves the focus to the first; while a
 * save runs the fields are locked and the progress shows.
 */
export function RecipeForm({
  mode,
  state,
  setState,
  onSubmit,
  saving,
  progress,
  saveError,
  submitLabel,
  actions,
}: Props) {
  const { t } = useTranslation('recipes');
  const [attempted, setAttempted] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  // After a first submit, every field that needs attention carries its message; the footer repeats the first.
  const problems = attempted ? formProblems(state, mode) : [];
  const problem = problems[0] ?? null;
  const errorFor = (field: FormField) => {
    const found = problems.find((candidate) => candidate.field === field);
    return found ? t(`validation.${found.key}`) : null;
  };

  const set =
    <K extends keyof RecipeFormState>(key: K) =>
    (value: RecipeFormState[K]) =>
      setState((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || imagesBusy) return;
    setAttempted(true);
    const [found] = formProblems(state, mode);
    if (found) {
      const element = document.getElementById(FIELD_IDS[found.field]);
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
      return;
    }
    onSubmit();
  };

  return (
    <form
      className="recipe-form"
      onSubmit={submit}
      noValidate
      aria-busy={saving || undefined}
      data-testid="recipe-form"
    >
      <fieldset className="recipe-form__body" disabled={saving}>
        <section className="recipe-form__section" aria-labelledby="recipe-form-basics">
          <h2 id="recipe-form-basics" className="recipe-form__section-title">
            {t('form.sections.basics')}
          </h2>
          <InputField
            id={FIELD_IDS.title}
            className="recipe-form__field"
            label={t('form.title.label')}
            required
            type="text"
            dir="auto"
            name="title"
            placeholder={t('form.title.placeholder')}
            value={state.title}
            onChange={(event) => set('title')(event.target.value)}
            maxLength={MAX.title}
            error={errorFor('title')}
            counter={{ value: state.title, max: MAX.title }}
          />
          <TextAreaField
            id={FIELD_IDS.description}
            className="recipe-form__field"
            label={t('form.description.label')}
            required
            dir="auto"
            name="description"
            placeholder={t('form.description.placeholder')}
            value={state.description}
            onChange={(event) => set('description')(event.target.value)}
            maxLength={MAX.description}
            rows={4}
            error={errorFor('description')}
            counter={{ value: state.description, max: MAX.description }}
          />
          <CategoryPicker
            id={FIELD_IDS.categories}
            value={state.categories}
            onChange={set('categories')}
            error={errorFor('categories')}
          />
        </section>

        <section className="recipe-form__section" aria-labelledby="recipe-form-details">
          <h2 id="recipe-form-details" className="recipe-form__section-title">
            {t('form.sections.details')}
          </h2>
          <div className="recipe-form__pair">
            <DifficultyField
              id={FIELD_IDS.difficulty}
              value={state.difficulty}
              onChange={set('difficulty')}
              error={errorFor('difficulty')}
            />
            <PrepTimeField
              id={FIELD_IDS.preparationTime}
              value={state.preparationTime}
              onChange={set('preparationTime')}
              error={errorFor('preparationTime')}
            />
          </div>
          <VisibilityField id="recipe-visibility" value={state.visibility} onChange={set('visibility')} />
        </section>

        <section className="recipe-form__section" aria-labelledby="recipe-form-cooking">
          <h2 id="recipe-form-cooking" className="recipe-form__section-title">
            {t('form.sections.cooking')}
          </h2>
          <RowsField
            id={FIELD_IDS.ingredients}
            kind="ingredients"
            rows={state.ingredients}
            onChange={set('ingredients')}
            error={errorFor('ingredients')}
          />
          <RowsField
            id={FIELD_IDS.instructions}
            kind="instructions"
            rows={state.instructions}
            onChange={set('instructions')}
            error={errorFor('instructions')}
          />
          <TextAreaField
            id="recipe-tip"
            className="recipe-form__field"
            label={t('form.tip.label')}
            dir="auto"
            name="recipeTip"
            placeholder={t('form.tip.placeholder')}
            value={state.recipeTip}
            onChange={(event) => set('recipeTip')(event.target.value)}
            maxLength={MAX.recipeTip}
            rows={2}
            counter={{ value: state.recipeTip, max: MAX.recipeTip }}
          />
        </section>

        <section className="recipe-form__section" aria-labelledby="recipe-form-more">
          <h2 id="recipe-form-more" className="recipe-form__section-title">
            {t('form.sections.more')}
          </h2>
          <TagsField id="recipe-tags" value={state.tags} onChange={set('tags')} />
          <DietaryField value={state.dietary} onChange={set('dietary')} />
          {mode === 'edit' ? (
            <VideoUrlField
              id={FIELD_IDS.youtubeUrl}
              value={state.youtubeUrl}
              onChange={set('youtubeUrl')}
              error={errorFor('youtubeUrl')}
            />
          ) : null}
        </section>

        <section className="recipe-form__section" aria-labelledby="recipe-form-images">
          <h2 id="recipe-form-images" className="recipe-form__section-title">
            {t('form.sections.images')}
          </h2>
          <ImagesField
            id="recipe-images"
            images={state.images}
            onAdd={(added) =>
              setState((previous) => ({ ...previous, images: [...previous.images, ...added] }))
            }
            onRemove={(key) =>
              setState((previous) => ({
                ...previous,
                images: previous.images.filter((image) => image.key !== key),
              }))
            }
            onBusyChange={setImagesBusy}
          />
        </section>
      </fieldset>

      <div className="recipe-form__footer">
        {problem ? (
          <p className="form__error" role="alert" data-testid="recipe-form-problem">
            {t(`validation.${problem.key}`)}
          </p>
        ) : null}
        {saveError ? (
          <p className="form__error" role="alert" data-testid="recipe-form-error">
            {saveError}
          </p>
        ) : null}
        {progress ? <SaveProgress progress={progress} mode={mode} /> : null}
        <div className="recipe-form__actions">
          {actions}
          <button
            type="submit"
            className="button button--primary"
            disabled={saving || imagesBusy}
            aria-busy={saving || undefined}
            data-testid="recipe-form-submit"
          >
            {saving ? t('form.saving') : imagesBusy ? t('form.imagesBusy') : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
