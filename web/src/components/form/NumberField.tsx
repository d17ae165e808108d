import type { ReactNode } from 'react';
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame';

interface NumberFieldProps extends Omit<FieldProps, 'counter'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Shown after the input (e.g. "min"); hidden from screen readers, so say it in the label or hint. */
  unit?: ReactNode;
}

/**
 * A whole-number input that keeps exactly what is typed (a text input with the numeric keyboard): the form checks
 * it and says what is wrong at the field, rather than the input rewriting "1.5" as 15 or "2000" as the maximum.
 */
export function NumberField({ value, onValueChange, unit, ...field }: NumberFieldProps) {
  const aria = useFieldControl(field);
  return (
    <FieldFrame {...field} id={aria.id}>
      <div className="form__number">
        <input
          className="form__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          required={field.required}
          {...aria}
          onChange={(event) => onValueChange(event.target.value)}
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
