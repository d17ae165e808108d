import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/form';
import { NAME_FIELDS, type LocalizedNames } from './types';

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
        <InputField
          key={field}
          name={field}
          label={t(`catalog.names.${field}`)}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          lang={lang}
          dir={dir}
          required
          aria-invalid={invalid.has(field) || undefined}
          disabled={disabled}
          autoComplete="off"
          maxLength={80}
        />
      ))}
    </>
  );
}
