import { useTranslation } from 'react-i18next';
import { localizedName } from '@domain/catalog/types';
import { RECIPE_DIFFICULTIES, RECIPE_VISIBILITIES, type RecipeVisibility } from '@domain/constants/recipe';
import { useLiveDietaryOptions } from '@/components/catalog/live';
import { LiveChoices } from './LiveChoices';
import { FieldLegend, FieldMessages, ToggleField, type ControlProps } from '@/components/form';

/** Difficulty (spec 000 §5): easy, medium or hard; medium by default. Radio buttons: arrow keys move. */
export function DifficultyField({ id, value, onChange, error }: ControlProps<string>) {
  const { t } = useTranslation('recipes');
  return (
    <fieldset className="recipe-form__fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <FieldLegend required>{t('form.difficulty.label')}</FieldLegend>
      <div className="segmented recipe-form__segmented" role="presentation">
        {RECIPE_DIFFICULTIES.map((difficulty, index) => (
          <label
            key={difficulty}
            className={`recipe-form__segment${value === difficulty ? ' recipe-form__segment--on' : ''}`}
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={`${id}-difficulty`}
              value={difficulty}
              checked={value === difficulty}
              onChange={() => onChange(difficulty)}
            />
            {t(`difficulty.${difficulty}`)}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** Visibility (spec 000 §4): public (default), followers-only, private; each explained. */
export function VisibilityField({ id, value, onChange }: ControlProps<RecipeVisibility>) {
  const { t } = useTranslation('recipes');
  return (
    <fieldset className="recipe-form__fieldset">
      <FieldLegend>{t('form.visibility.label')}</FieldLegend>
      <div className="recipe-form__options">
        {RECIPE_VISIBILITIES.map((visibility) => (
          <label
            key={visibility}
            className={`recipe-form__option${value === visibility ? ' recipe-form__option--on' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
              aria-describedby={`${id}-${visibility}-text`}
            />
            <span className="recipe-form__option-body">
              <span className="recipe-form__option-title">{t(`visibility.${visibility}`)}</span>
              <span id={`${id}-${visibility}-text`} className="recipe-form__option-text">
                {t(`visibility.${visibility}Text`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One switch per live dietary option, named by its fieldName (spec 000 §2, 002 §3). */
export function DietaryField({
  value,
  onChange,
}: {
  value: Record<string, boolean>;
  onChange: (value: Record<string, boolean>) => void;
}) {
  const { t, i18n } = useTranslation('recipes');
  const options = useLiveDietaryOptions();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <fieldset className="recipe-form__fieldset">
      <FieldLegend>{t('form.dietary.label')}</FieldLegend>
      <LiveChoices list={options} loading={t('form.dietary.loading')} none={t('form.dietary.none')}>
        {(items) => (
          <ul className="inline-list recipe-form__switches" data-testid="dietary-switches">
            {items.map((option) => (
              <li key={option.id}>
                <ToggleField
                  name={option.fieldName}
                  label={localizedName(option, language)}
                  checked={value[option.fieldName] === true}
                  onCheckedChange={(checked) => onChange({ ...value, [option.fieldName]: checked })}
                />
              </li>
            ))}
          </ul>
        )}
      </LiveChoices>
    </fieldset>
  );
}

/** Names of the dietary options' flags (the request carries one boolean each); [] until they load. */
export function useDietaryFieldNames(): string[] {
  const options = useLiveDietaryOptions();
  return options.status === 'success' ? options.data.map((option) => option.fieldName) : [];
}
