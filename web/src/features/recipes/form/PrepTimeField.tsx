import { useTranslation } from 'react-i18next';
import { RECIPE_LIMITS } from '@domain/constants/recipe';
import { preparationTimeProblem } from '@domain/recipe/form';
import { formatDuration } from '@/components/recipe-card/format';
import { NumberField, type ControlProps } from '@/components/form';

const { min, max } = RECIPE_LIMITS.preparationTime;

/**
 * Preparation time in minutes (spec 000 §5): required, a whole number 1–1440. What is typed stays as typed; a time
 * that is not whole minutes in the range says so at the field at once (the submit's "required" waits for a
 * submit). Beside a valid time, the time as the recipe page will show it ("1 h 30 min").
 */
export function PrepTimeField({ id, value, onChange, error }: ControlProps<string>) {
  const { t } = useTranslation('recipes');
  const typed = value.trim() !== '';
  const problem = typed ? preparationTimeProblem(value) : null;
  const hint =
    typed && !problem
      ? t('form.prepTime.hintWithValue', { duration: formatDuration(Number(value), t), min, max })
      : t('form.prepTime.hint', { min, max });

  return (
    <NumberField
      id={id}
      label={t('form.prepTime.label')}
      required
      error={problem ? t(`validation.${problem}`) : error}
      hint={hint}
      value={value}
      onValueChange={onChange}
      unit={t('form.prepTime.unit')}
    />
  );
}
