import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame';

export type SelectFieldProps = Omit<FieldProps, 'counter'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'>;

/** A labelled select with its error and hint; the options are its children. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  aside,
  className,
  ...control
}: SelectFieldProps) {
  const field = { id, label, required, error, hint, aside, className };
  const aria = useFieldControl(field);
  return (
    <FieldFrame {...field} id={aria.id}>
      <select className="form__input form__select" required={required} {...aria} {...control} />
    </FieldFrame>
  );
}
