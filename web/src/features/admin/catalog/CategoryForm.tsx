import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameFields, TextField } from './FormFields';
import type { CategoryFields } from './types';
import { validateCategory } from './validation';

interface Props {
  title: string;
  initial: CategoryFields;
  /** The category being edited; absent when adding. */
  editingId?: string;
  saving: boolean;
  /** A client-side check failed: the page shows the spec's text in its error banner. */
  onInvalid: (message: string) => void;
  onSubmit: (values: CategoryFields) => void;
  onCancel: () => void;
}

/** Add or edit a category: four names, an emoji and the primary flag. Input is kept when a save fails. */
export function CategoryForm({ title, initial, editingId, saving, onInvalid, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const primaryHintId = useId();

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const set = <K extends keyof CategoryFields>(field: K, value: CategoryFields[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (invalid.has(field)) setInvalid((prev) => new Set([...prev].filter((f) => f !== field)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = validateCategory(values, editingId);
    if (problem) {
      setInvalid(new Set(problem.fields));
      onInvalid(problem.message);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${String(problem.fields[0])}"]`)?.focus();
      return;
    }
    setInvalid(new Set());
    onSubmit({
      nameEn: values.nameEn.trim(),
      nameHe: values.nameHe.trim(),
      nameFr: values.nameFr.trim(),
      nameIt: values.nameIt.trim(),
      emoji: values.emoji.trim(),
      isPrimary: values.isPrimary,
    });
  };

  return (
    <form
      ref={formRef}
      className="admin-card admin-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <h3 id={titleId} className="admin-form__title">
        {title}
      </h3>
      <div className="admin-form__grid">
        <NameFields values={values} invalid={invalid} onChange={set} disabled={saving} />
        <TextField
          name="emoji"
          label={t('categories.emoji')}
          hint={t('categories.emojiHint')}
          value={values.emoji}
          onValueChange={(value) => set('emoji', value)}
          invalid={invalid.has('emoji')}
          disabled={saving}
          autoComplete="off"
          maxLength={16}
          className="admin-input admin-input--emoji"
        />
      </div>
      <div className="admin-check">
        <input
          id={`${titleId}-primary`}
          name="isPrimary"
          type="checkbox"
          checked={values.isPrimary}
          disabled={saving}
          aria-describedby={primaryHintId}
          onChange={(event) => set('isPrimary', event.target.checked)}
        />
        <label htmlFor={`${titleId}-primary`}>{t('categories.isPrimary')}</label>
        <p id={primaryHintId} className="admin-field__hint">
          {t('categories.isPrimaryHint')}
        </p>
      </div>
      <div className="admin-form__actions">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? t('catalog.saving') : t('catalog.save')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={saving}>
          {t('catalog.cancel')}
        </button>
      </div>
    </form>
  );
}
