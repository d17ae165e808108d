import { useTranslation } from 'react-i18next';
import { CatalogFormFrame } from './CatalogFormFrame';
import { InputField } from '@/components/form';
import { NameFields } from './NameFields';
import type { DietaryFields } from './types';
import { useCatalogForm, type CatalogFormProps } from './useCatalogForm';
import { validateDietaryOption } from './validation';

/** Add or edit a dietary option: four names and the field name, which is read-only once created (spec 002 §5). */
export function DietaryForm(props: CatalogFormProps<DietaryFields>) {
  const { title, editingId, saving, onCancel } = props;
  const { t } = useTranslation('admin');
  const { values, invalid, set, formRef, submit } = useCatalogForm(props, validateDietaryOption);
  const editing = editingId !== undefined;

  return (
    <CatalogFormFrame formRef={formRef} title={title} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <div className="admin-form__grid">
        <NameFields values={values} invalid={invalid} onChange={set} disabled={saving} />
        <InputField
          name="fieldName"
          label={t('dietary.fieldName')}
          hint={editing ? t('dietary.fieldNameLocked') : t('dietary.fieldNameHint')}
          value={values.fieldName}
          onChange={(event) => set('fieldName', event.target.value)}
          readOnly={editing}
          aria-readonly={editing || undefined}
          required={!editing}
          aria-invalid={invalid.has('fieldName') || undefined}
          disabled={saving}
          autoComplete="off"
          spellCheck={false}
          lang="en"
          dir="ltr"
          placeholder="isOrganic"
          maxLength={60}
          inputClassName="admin-input--code"
        />
      </div>
    </CatalogFormFrame>
  );
}
