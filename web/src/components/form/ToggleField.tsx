import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

interface ToggleFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'role'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
}

/** An on/off switch (a checkbox with role="switch"), its label beside it and an optional hint below. */
export function ToggleField({
  label,
  checked,
  onCheckedChange,
  hint,
  id: given,
  ...input
}: ToggleFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className="form__toggle-field">
      <label className="form__switch" htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span className="form__switch-track" aria-hidden="true" />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
