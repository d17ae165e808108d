import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_LIMITS } from '@domain/constants/recipe';
import { BLOCKED_NUMBER_KEYS, clampPreparationInput } from '@domain/recipe/form';
import { formatDuration } from '@/components/recipe-card/format';
import { describedBy, FieldFrame } from './fields';

const { min, max } = RECIPE_LIMITS.preparationTime;

/**
 * Preparation time in minutes (spec 000 §5): required, a whole number 1–1440. The input clamps what is typed into
 * the range and refuses the characters -, e, E, + and a paste that is not all digits. Beside it, the time as the
 * recipe page will show it ("1 h 30 min").
 */
export function PrepTimeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('recipes');
  const minutes = Number(value);
  const hint =
    value && Number.isInteger(minutes) && minutes >= min
      ? t('form.prepTime.hintWithValue', { duration: formatDuration(minutes, t), min, max })
      : t('form.prepTime.hint', { min, max });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((BLOCKED_NUMBER_KEYS as readonly string[]).includes(event.key)) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').trim();
    if (!/^\d+$/.test(text)) event.preventDefault();
  };

  return (
    <FieldFrame
      id={id}
      label={t('form.prepTime.label')}
      required
      requiredLabel={t('form.required')}
      error={error}
      hint={hint}
    >
      <div className="recipe-form__number">
        <input
          id={id}
          className="form__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error: !!error, hint: true })}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => onChange(clampPreparationInput(event.target.value))}
        />
        <span className="recipe-form__unit" aria-hidden="true">
          {t('form.prepTime.unit')}
        </span>
      </div>
    </FieldFrame>
  );
}
