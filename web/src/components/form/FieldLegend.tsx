import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

/** The label of a group of controls (a fieldset's legend), with the required mark as a field's label has it. */
export function FieldLegend({ required, children }: { required?: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <legend className="form__label">
      {children}
      {required ? (
        <span className="form__required" aria-hidden="true" title={t('form.required')}>
          {' '}
          *
        </span>
      ) : null}
    </legend>
  );
}
