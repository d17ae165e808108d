import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogFormFrame } from './CatalogFormFrame';
import { InputField } from '@/components/form';
import { NameFields } from './NameFields';
import type { CategoryFields } from './types';
import { useCatalogForm, type CatalogFormProps } from './useCatalogForm';
import { validateCategory } from './validation';

/** Add or edit a category: four names, an emoji and the primary flag. Input is kept when a save fails. */
export function CategoryForm(props: CatalogFormProps<CategoryFields>) {
  const { title, saving, onCancel } = props;
  const { t } = useTranslation('admin');
  const { values, invalid, set, formRef, submit } = useCatalogForm(props, validateCategory);
  const primaryId = useId();
  const primaryHintId = useId();

  return (
    <CatalogFormFrame formRef={formRef} title={title} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <div className="admin-form__grid">
        <NameFields values={values} invalid={invalid} onChange={set} disabled={saving} />
        <InputField
          name="emoji"
          label={t('categories.emoji')}
          hint={t('categories.emojiHint')}
          value={values.emoji}
          onChange={(event) => set('emoji', event.target.value)}
          aria-invalid={invalid.has('emoji') || undefined}
          disabled={saving}
          autoComplete="off"
          maxLength={16}
          inputClassName="admin-input--emoji"
        />
      </div>
      <div className="admin-check">
        <input
          id={primaryId}
          name="isPrimary"
          type="checkbox"
          checked={values.isPrimary}
          disabled={saving}
          aria-describedby={primaryHintId}
          onChange={(event) => set('isPrimary', event.target.checked)}
        />
        <label htmlFor={primaryId}>{t('categories.isPrimary')}</label>
        <p id={primaryHintId} className="admin-field__hint">
          {t('categories.isPrimaryHint')}
        </p>
      </div>
    </CatalogFormFrame>
  );
}
