import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countCharacters, describedBy } from './describedBy';
import './form.css';

export interface Counter {
  value: string;
  max: number;
}

/** What every labelled field shows around its control. */
export interface FieldProps {
  /** The control's id (error, hint and counter ids derive from it); generated when absent. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shows "n/max" under the control, and says "n of max characters" to a screen reader. */
  counter?: Counter;
  /** Rendered on the label's row, at the end (e.g. "Forgot password?"). */
  aside?: ReactNode;
  className?: string;
}

/** The field's id and the aria attributes its control carries (aria-invalid follows the error). */
export function useFieldControl({ id: given, error, hint, counter }: FieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, { error: !!error, hint: !!hint, counter: !!counter }),
  };
}

/**
 * A labelled field: label (with a required mark), the control, then the error (announced when it appears), the hint
 * and the character counter, each with the id the control's aria-describedby names.
 */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  counter,
  aside,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={['form__field', className].filter(Boolean).join(' ')}>
      <div className="form__label-row">
        <label htmlFor={id} className="form__label">
          {label}
          {required ? (
            <span className="form__required" aria-hidden="true" title={t('form.required')}>
              {' '}
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children}
      <FieldMessages id={id} error={error} hint={hint} counter={counter} />
    </div>
  );
}

/** A field's error, hint and counter, for controls that frame themselves (a fieldset, a list of rows). */
export function FieldMessages({
  id,
  error,
  hint,
  counter,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
  counter?: Counter;
}) {
  const { t } = useTranslation('common');
  const count = counter ? countCharacters(counter.value) : 0;
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="form__field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint || counter ? (
        <div className="form__meta">
          {hint ? (
            <p id={`${id}-hint`} className="form__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter ? (
            <p
              id={`${id}-counter`}
              className="form__counter"
              data-full={count >= counter.max || undefined}
              data-over={count > counter.max || undefined}
            >
              <span aria-hidden="true">
                {count}/{counter.max}
              </span>
              <span className="visually-hidden">{t('form.counter', { count, max: counter.max })}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
