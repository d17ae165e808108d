import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { BLOCKED_NUMBER_KEYS, clampWholeNumberInput } from '@domain/recipe/form';
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame';

interface NumberFieldProps extends Omit<FieldProps, 'counter'> {
  value: string;
  onValueChange: (value: string) => void;
  min: number;
  max: number;
  /** Shown after the input (e.g. "min"); hidden from screen readers, so say it in the label or hint. */
  unit?: ReactNode;
}

/**
 * A whole-number input with the spec's clamp rules (000 §5): what is typed is clamped into min–max, the keys
 * -, e, E, + do nothing, a paste that is not all digits is refused, and '' stays '' so "required" can show.
 */
export function NumberField({ value, onValueChange, min, max, unit, ...field }: NumberFieldProps) {
  const aria = useFieldControl(field);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((BLOCKED_NUMBER_KEYS as readonly string[]).includes(event.key)) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!/^\d+$/.test(event.clipboardData.getData('text').trim())) event.preventDefault();
  };
  return (
    <FieldFrame {...field} id={aria.id}>
      <div className="form__number">
        <input
          className="form__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          required={field.required}
          {...aria}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => onValueChange(clampWholeNumberInput(event.target.value, { min, max }))}
        />
        {unit ? (
          <span className="form__unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
