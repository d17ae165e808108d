import {
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { Alert } from '@/components/busy';
import { CategoryPicker } from './CategoryPicker';
import { DietaryField, DifficultyField, VisibilityField } from './ChoiceFields';
import { InputField, TextAreaField } from '@/components/form';
import { TitledSection } from '@/components/TitledSection';
import { ImagesField } from './ImagesField';
import { KashrutField } from './KashrutField';
import { PrepTimeField } from './PrepTimeField';
import { rowInputId, RowsField } from './RowsField';
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
  tags: 'recipe-tags',
};

/** The free-text fields and the name of their texts in the catalogue. */
const TEXT_KEYS = { title: 'title', description: 'description', recipeTip: 'tip' } as const;
type TextKey = keyof typeof TEXT_KEYS;

/** A titled card of the form (`form.sections.{name}`). */
function FormSection({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('recipes');
  return (
    <TitledSection
      className="card recipe-form__section"
      titleId={`recipe-form-${name}`}
      titleClassName="recipe-form__section-title"
      title={t(`form.sections.${name}`)}
    >
      {children}
    </TitledSection>
  );
}

interface Props {
  mode: FormMode;
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  /** Called with a form that passes the rules; the screen saves it and reports through the props below. */
  onSubmit: () => void | Promise<void>;
  saving: boolean;
  progress: SaveProgressState | null;
  saveError: string | null;
  /** Extra actions beside submit (Cancel). */
  actions?: ReactNode;
  /** The public request page (001 §2 /share): no visibility choice (the recipe arrives private) and its own label. */
  shared?: { submitLabel: string };
  /**
   * A language version (issue 34): its own texts only (the family's fields stay the original's), its own label, and
   * the lines a translation left for the cook marked "to review".
   */
  version?: { submitLabel: string; review: ReviewMarks };
}

/** What a translated draft kept as it was: text fields by name, ingredient and step rows by their key. */
export interface ReviewMarks {
  fields: ReadonlySet<string>;
  rows: ReadonlySet<string>;
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
  actions,
  shared,
  version,
}: Props) {
  const { t } = useTranslation('recipes');
  const [attempted, setAttempted] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  // After a first submit, every field that needs attention carries its message; the footer repeats the first.
  const problems = attempted ? formProblems(state, mode, Boolean(shared)) : [];
  const problem = problems[0] ?? null;
  // a key with its namespace (the /share page's rules, links:validation.…) is read as it is
  const problemText = (key: string) => (key.includes(':') ? t(key) : t(`validation.${key}`));
  const errorFor = (field: FormField) => {
    const found = problems.find((candidate) => candidate.field === field);
    return found ? problemText(found.key) : null;
  };
  // 001 §5: the public page's submit waits for a title and a description
  const blankRequired = Boolean(shared) && (!state.title.trim() || !state.description.trim());

  const set =
    <K extends keyof RecipeFormState>(key: K) =>
    (value: RecipeFormState[K]) =>
      setState((previous) => ({ ...previous, [key]: value }));

  /** A field's id, value, change and error, for the fields an error can point at. */
  const bind = <K extends FormField>(key: K) => ({
    id: FIELD_IDS[key],
    value: state[key],
    onChange: set(key),
    error: errorFor(key),
  });

  /** What the title, description and tip fields share: their text, its limit and counter, their texts. */
  const marked = (key: string) => version?.review.fields.has(key) === true;
  const textField = (key: TextKey, id: string) => ({
    id,
    ...(marked(key) ? { hint: t('versions.toReview'), 'data-review': true } : {}),
    label: t(`form.${TEXT_KEYS[key]}.label`),
    dir: 'auto',
    name: key,
    placeholder: t(`form.${TEXT_KEYS[key]}.placeholder`),
    value: state[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(event.target.value),
    maxLength: MAX[key],
    counter: { value: state[key], max: MAX[key] },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || imagesBusy) return;
    setAttempted(true);
    const [found] = formProblems(state, mode, Boolean(shared));
    if (found) {
      const id = FIELD_IDS[found.field];
      const element = document.getElementById(found.row === undefined ? id : rowInputId(id, found.row));
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
      return;
    }
    void onSubmit();
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
        <FormSection name="basics">
          <InputField
            {...textField('title', FIELD_IDS.title)}
            type="text"
            required
            error={errorFor('title')}
          />
          <TextAreaField
            {...textField('description', FIELD_IDS.description)}
            rows={4}
            required
            error={errorFor('description')}
          />
          {version ? null : <CategoryPicker {...bind('categories')} preselectPrimary={mode === 'create'} />}
        </FormSection>

        {version ? null : (
          <FormSection name="details">
            <div className="recipe-form__pair">
              <DifficultyField {...bind('difficulty')} />
              <PrepTimeField {...bind('preparationTime')} />
            </div>
            {shared ? null : (
              <VisibilityField id="recipe-visibility" value={state.visibility} onChange={set('visibility')} />
            )}
          </FormSection>
        )}

        <FormSection name="cooking">
          <RowsField kind="ingredients" {...bind('ingredients')} review={version?.review.rows} />
          <RowsField kind="instructions" {...bind('instructions')} review={version?.review.rows} />
          <TextAreaField {...textField('recipeTip', 'recipe-tip')} rows={2} />
        </FormSection>

        {/* a version holds its own tags only (the dietary flags are the family's): its section says so */}
        <FormSection name={version ? 'tags' : 'more'}>
          <TagsField id="recipe-tags" value={state.tags} onChange={set('tags')} />
          {version ? null : (
            <>
              <DietaryField value={state.dietary} onChange={set('dietary')} />
              <KashrutField
                id="recipe-kashrut"
                value={state.dietaryClassification}
                onChange={set('dietaryClassification')}
              />
              {mode === 'edit' ? <VideoUrlField {...bind('youtubeUrl')} /> : null}
            </>
          )}
        </FormSection>

        {version ? null : (
          <FormSection name="images">
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
          </FormSection>
        )}
      </fieldset>

      <div className="card card--raised recipe-form__footer">
        <Alert className="form__error" testId="recipe-form-problem">
          {problem ? problemText(problem.key) : null}
        </Alert>
        <Alert className="form__error" testId="recipe-form-error">
          {saveError}
        </Alert>
        {progress ? <SaveProgress progress={progress} mode={mode} /> : null}
        <div className="recipe-form__actions">
          {actions}
          <button
            type="submit"
            className="button button--primary"
            disabled={saving || imagesBusy || blankRequired}
            aria-busy={saving || undefined}
            data-testid="recipe-form-submit"
          >
            {saving
              ? t('form.saving')
              : imagesBusy
                ? t('form.imagesBusy')
                : (shared?.submitLabel ?? version?.submitLabel ?? t(`${mode}.submit`))}
          </button>
        </div>
      </div>
    </form>
  );
}
