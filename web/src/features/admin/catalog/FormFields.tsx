import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_FIELDS, type LocalizedNames } from './types';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  invalid?: boolean;
}

/** A labelled text input with an optional hint, wired with aria-describedby and aria-invalid. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  invalid,
  required,
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
        {required ? (
          <span className="admin-field__required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('catalog.required')})</span>
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className={className ?? 'admin-input'}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        aria-required={required || undefined}
      />
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The four localized names of a category or dietary option, each typed in its own language and direction. */
export function NameFields<V extends LocalizedNames>({
  values,
  invalid,
  onChange,
  disabled,
}: {
  values: V;
  invalid: ReadonlySet<string>;
  onChange: (field: keyof LocalizedNames, value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {NAME_FIELDS.map(({ field, lang, dir }) => (
        <TextField
          key={field}
          name={field}
          label={t(`catalog.names.${field}`)}
          value={values[field]}
          onValueChange={(value) => onChange(field, value)}
          lang={lang}
          dir={dir}
          required
          invalid={invalid.has(field)}
          disabled={disabled}
          autoComplete="off"
          maxLength={80}
        />
      ))}
    </>
  );
}
