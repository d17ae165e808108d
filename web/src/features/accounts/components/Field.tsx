import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import '../accounts.css';

/**
 * Labelled form controls with their hint, error and (optional) character counter wired to the control through
 * aria-describedby; `aria-invalid` follows the error. The error is announced (role=alert) when it appears.
 */
interface FieldFrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shows "n/max" under the control (characters as the user sees them). */
  counter?: { value: string; max: number };
  className?: string;
  /** Rendered on the label's row, at the end (e.g. "Forgot password?"). */
  aside?: ReactNode;
}

function countOf(value: string) {
  return Array.from(value).length;
}

function useDescribedBy(props: FieldFrameProps) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const counterId = props.counter ? `${id}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, counterId, describedBy };
}

function Frame({
  id,
  hintId,
  errorId,
  counterId,
  props,
  children,
}: {
  id: string;
  hintId?: string;
  errorId?: string;
  counterId?: string;
  props: FieldFrameProps;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const { label, error, hint, counter, className, aside } = props;
  const over = counter ? countOf(counter.value) > counter.max : false;
  return (
    <div className={['form__field', className].filter(Boolean).join(' ')}>
      <div className="form__label-row">
        <label htmlFor={id} className="form__label">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="form__field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint || counter ? (
        <div className="form__meta">
          {hint ? (
            <p id={hintId} className="form__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter ? (
            <p id={counterId} className="form__counter" data-over={over || undefined}>
              <span aria-hidden="true">
                {countOf(counter.value)}/{counter.max}
              </span>
              <span className="visually-hidden">
                {t('form.counter', { count: countOf(counter.value), max: counter.max })}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type InputFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function InputField(allProps: InputFieldProps) {
  const { label, error, hint, counter, className, aside, ...input } = allProps;
  const frame = { label, error, hint, counter, className, aside };
  const ids = useDescribedBy(frame);
  return (
    <Frame {...ids} props={frame}>
      <input
        id={ids.id}
        className="form__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField(allProps: TextAreaFieldProps) {
  const { label, error, hint, counter, className, aside, ...textarea } = allProps;
  const frame = { label, error, hint, counter, className, aside };
  const ids = useDescribedBy(frame);
  return (
    <Frame {...ids} props={frame}>
      <textarea
        id={ids.id}
        className="form__input form__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </Frame>
  );
}

/** The account forms' email input: labelled, LTR, autofilled as an email, capped at the account limit. */
export function EmailField(props: Omit<InputFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('accounts');
  return (
    <InputField
      label={t('fields.email')}
      type="email"
      dir="ltr"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={ACCOUNT_LIMITS.emailMax}
      {...props}
    />
  );
}

/** A password input with a show/hide toggle (a real button, labelled, keyboard reachable). */
export function PasswordField(allProps: Omit<InputFieldProps, 'type'>) {
  const { t } = useTranslation('accounts');
  const { label, error, hint, counter, className, aside, ...input } = allProps;
  const frame = { label, error, hint, counter, className, aside };
  const ids = useDescribedBy(frame);
  const [visible, setVisible] = useState(false);
  return (
    <Frame {...ids} props={frame}>
      <span className="form__password">
        <input
          id={ids.id}
          className="form__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <button
          type="button"
          className="form__password-toggle"
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </span>
    </Frame>
  );
}

/** A form-level message: errors are alerts, notices polite status messages. */
export function FormMessage({
  kind = 'error',
  children,
  id,
}: {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}) {
  return (
    <p
      id={id}
      className={kind === 'error' ? 'form__error' : `form__notice form__notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

/** The account forms' full-width primary submit button; `busy` swaps in the busy label and sets aria-busy. */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
