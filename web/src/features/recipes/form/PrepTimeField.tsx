import { useTranslation } from 'react-i18next';
import { RECIPE_LIMITS } from '@domain/constants/recipe';
import { formatDuration } from '@/components/recipe-card/format';
import { NumberField, type ControlProps } from '@/components/form';

const { min, max } = RECIPE_LIMITS.preparationTime;

/**
 * Preparation time in minutes (spec 000 §5): required, a whole number 1–1440. The input clamps what is typed into
 * the range and refuses the characters -, e, E, + and a paste that is not all digits. Beside it, the time as the
 * recipe page will show it ("1 h 30 min").
 */
export function PrepTimeField({ id, value, onChange, error }: ControlProps<string>) {
  const { t } = useTranslation('recipes');
  const minutes = Number(value);
  const hint =
    value && Number.isInteger(minutes) && minutes >= min
      ? t('form.prepTime.hintWithValue', { duration: formatDuration(minutes, t), min, max })
      : t('form.prepTime.hint', { min, max });

  return (
    <NumberField
      id={id}
      label={t('form.prepTime.label')}
      required
      error={error}
      hint={hint}
      value={value}
      onValueChange={onChange}
      min={min}
      max={max}
      unit={t('form.prepTime.unit')}
    />
  );
}
