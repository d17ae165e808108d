import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * The form's labelled controls: label, control, the error (announced when it appears) and an optional hint and
 * "n/max" counter, all wired to the control with aria-describedby; aria-invalid follows the error.
 */
export function countCharacters(value: string): number {
  return Array.from(value).length;
}

export function describedBy(id: string, parts: { error?: boolean; hint?: boolean; counter?: boolean }) {
  return (
    [parts.error ? `${id}-error` : '', parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : '']
      .filter(Boolean)
      .join(' ') || undefined
  );
}

interface FrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  error?: string | null;
  hint?: ReactNode;
  counter?: { value: string; max: number; label: string };
  children: ReactNode;
  className?: string;
}

export function FieldFrame({
  id,
  label,
  required,
  requiredLabel,
  error,
  hint,
  counter,
  children,
  className,
}: FrameProps) {
  return (
    <div className={['form__field', 'recipe-form__field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form__label">
        {label}
        {required ? (
          <span className="recipe-form__required" aria-hidden="true" title={requiredLabel}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} counter={counter} />
    </div>
  );
}

export function FieldMessages({
  id,
  error,
  hint,
  counter,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
  counter?: { value: string; max: number; label: string };
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="recipe-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint || counter ? (
        <div className="recipe-form__meta">
          {hint ? (
            <p id={`${id}-hint`} className="recipe-form__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter ? (
            <p
              id={`${id}-counter`}
              className={`recipe-form__counter${countCharacters(counter.value) >= counter.max ? ' recipe-form__counter--full' : ''}`}
              aria-label={counter.label}
            >
              {countCharacters(counter.value)}/{counter.max}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

type TextFieldProps = Omit<FrameProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

export function TextField({ value, onChange, maxLength, inputProps, ...frame }: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        className="form__input"
        type="text"
        dir="auto"
        value={value}
        maxLength={maxLength}
        required={frame.required}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, {
          error: !!frame.error,
          hint: !!frame.hint,
          counter: !!frame.counter,
        })}
        onChange={(event) => onChange(event.target.value)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<FrameProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

export function TextAreaField({
  value,
  onChange,
  maxLength,
  rows = 4,
  textareaProps,
  ...frame
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...frame}>
      <textarea
        id={frame.id}
        className="form__input recipe-form__textarea"
        dir="auto"
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={frame.required}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, {
          error: !!frame.error,
          hint: !!frame.hint,
          counter: !!frame.counter,
        })}
        onChange={(event) => onChange(event.target.value)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
