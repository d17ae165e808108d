import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CATEGORY_EMOJI } from '@domain/catalog/types';
import { InputField } from '@/components/form';
import type { KindFieldsProps } from './CatalogForm';
import type { CatalogKind } from './useCatalogScreen';
import {
  editableNames,
  type Category,
  type CategoryFields,
  type DietaryFields,
  type DietaryOption,
} from './types';
import { validateCategory, validateDietaryOption } from './validation';

/** Categories (spec 002 §4, §5): four names, an emoji and the primary flag. */
export const CATEGORY_KIND: CatalogKind<Category, CategoryFields> = {
  texts: 'categories',
  blank: { nameEn: '', nameHe: '', nameFr: '', nameIt: '', emoji: DEFAULT_CATEGORY_EMOJI, isPrimary: false },
  fieldsOf: (category) => ({
    ...editableNames(category),
    emoji: category.emoji ?? '',
    isPrimary: category.isPrimary === true,
  }),
  validate: validateCategory,
  create: (api, values) => api.createCategory(values),
  update: (api, category, values) => api.updateCategory({ id: category.id, ...values }),
  saved: { created: 'categoryCreated', updated: 'categoryUpdated', deleted: 'categoryDeleted' },
  fields: (props) => <EmojiField {...props} />,
  below: (props) => <PrimaryCheck {...props} />,
};

/** Dietary options (spec 002 §4, §5): four names and the field name, read-only once created. */
export const DIETARY_KIND: CatalogKind<DietaryOption, DietaryFields> = {
  texts: 'dietary',
  blank: { nameEn: '', nameHe: '', nameFr: '', nameIt: '', fieldName: '' },
  fieldsOf: (option) => ({ ...editableNames(option), fieldName: option.fieldName ?? '' }),
  validate: validateDietaryOption,
  create: (api, values) => api.createDietaryOption(values),
  update: (api, option, { fieldName: _unchangeable, ...names }) =>
    api.updateDietaryOption({ id: option.id, ...names }),
  saved: {
    created: 'dietaryOptionCreated',
    updated: 'dietaryOptionUpdated',
    deleted: 'dietaryOptionDeleted',
  },
  fields: (props) => <FieldNameField {...props} />,
};

function EmojiField({ values, invalid, set, saving }: KindFieldsProps<CategoryFields>) {
  const { t } = useTranslation('admin');
  return (
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
  );
}

function PrimaryCheck({ values, set, saving }: KindFieldsProps<CategoryFields>) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="admin-check">
      <input
        id={id}
        name="isPrimary"
        type="checkbox"
        checked={values.isPrimary}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => set('isPrimary', event.target.checked)}
      />
      <label htmlFor={id}>{t('categories.isPrimary')}</label>
      <p id={`${id}-hint`} className="admin-field__hint">
        {t('categories.isPrimaryHint')}
      </p>
    </div>
  );
}

function FieldNameField({ values, invalid, set, saving, editing }: KindFieldsProps<DietaryFields>) {
  const { t } = useTranslation('admin');
  return (
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
  );
}
