import { useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons';
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame';

type Native<E> = Omit<E, 'id' | 'required'>;

function split<P extends FieldProps>(props: P) {
  const { id, label, required, error, hint, counter, aside, className, ...control } = props;
  return { field: { id, label, required, error, hint, counter, aside, className }, control };
}

export type InputFieldProps = FieldProps &
  Native<InputHTMLAttributes<HTMLInputElement>> & {
    /** A modifier for the input itself (`className` styles the field around it). */
    inputClassName?: string;
  };

/** A labelled text input (any `type`) with its error, hint and counter. */
export function InputField({ inputClassName, ...props }: InputFieldProps) {
  const { field, control } = split(props);
  const aria = useFieldControl(field);
  return (
    <FieldFrame {...field} id={aria.id}>
      <input
        className={['form__input', inputClassName].filter(Boolean).join(' ')}
        required={field.required}
        {...aria}
        {...control}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { field, control } = split(props);
  const aria = useFieldControl(field);
  return (
    <FieldFrame {...field} id={aria.id}>
      <textarea className="form__input form__textarea" required={field.required} {...aria} {...control} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (a real button, labelled, keyboard reachable). */
export function PasswordField(props: Omit<InputFieldProps, 'type'>) {
  const { t } = useTranslation('common');
  const { field, control } = split(props);
  const aria = useFieldControl(field);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...field} id={aria.id}>
      <span className="form__password">
        <input
          className="form__input"
          type={visible ? 'text' : 'password'}
          required={field.required}
          {...aria}
          {...control}
        />
        <button
          type="button"
          className="ghost-button form__password-toggle"
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </span>
    </FieldFrame>
  );
}
