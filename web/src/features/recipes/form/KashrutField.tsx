import { useTranslation } from 'react-i18next';
import { DIETARY_CLASSIFICATIONS, type DietaryClassification } from '@domain/constants/recipe';
import { FieldLegend, type ControlProps } from '@/components/form';

const CHOICES = ['none', ...DIETARY_CLASSIFICATIONS] as const;

/**
 * The kashrut kind (spec 000 §1, §3 dietaryClassification): meat (Besari), dairy (Halavi) or neutral (Parva), or
 * none, the default (not every recipe is kosher, and the kind is optional). Radio buttons: arrow keys move.
 */
export function KashrutField({ id, value, onChange }: ControlProps<DietaryClassification | null>) {
  const { t } = useTranslation('recipes');
  return (
    <fieldset className="recipe-form__fieldset" data-testid="kashrut-field">
      <FieldLegend>{t('form.kashrut.label')}</FieldLegend>
      <div className="segmented recipe-form__segmented" role="presentation">
        {CHOICES.map((choice, index) => {
          const checked = (value ?? 'none') === choice;
          return (
            <label
              key={choice}
              className={`recipe-form__segment${checked ? ' recipe-form__segment--on' : ''}`}
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={`${id}-kashrut`}
                value={choice}
                checked={checked}
                onChange={() => onChange(choice === 'none' ? null : choice)}
              />
              {choice === 'none' ? t('form.kashrut.none') : t(`classification.${choice}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
