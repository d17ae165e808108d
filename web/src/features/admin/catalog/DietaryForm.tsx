import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameFields, TextField } from './FormFields';
import type { DietaryFields } from './types';
import { validateDietaryOption } from './validation';

interface Props {
  title: string;
  initial: DietaryFields;
  /** The option being edited (its field name is read-only, spec 002 §5); absent when adding. */
  editingId?: string;
  saving: boolean;
  onInvalid: (message: string) => void;
  onSubmit: (values: DietaryFields) => void;
  onCancel: () => void;
}

export function DietaryForm({ title, initial, editingId, saving, onInvalid, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const editing = editingId !== undefined;
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  const set = (field: keyof DietaryFields, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (invalid.has(field)) setInvalid((prev) => new Set([...prev].filter((f) => f !== field)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = validateDietaryOption(values, editingId);
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
      fieldName: values.fieldName.trim(),
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
          name="fieldName"
          label={t('dietary.fieldName')}
          hint={editing ? t('dietary.fieldNameLocked') : t('dietary.fieldNameHint')}
          value={values.fieldName}
          onValueChange={(value) => set('fieldName', value)}
          readOnly={editing}
          aria-readonly={editing || undefined}
          required={!editing}
          invalid={invalid.has('fieldName')}
          disabled={saving}
          autoComplete="off"
          spellCheck={false}
          lang="en"
          dir="ltr"
          placeholder="isOrganic"
          maxLength={60}
          className="admin-input admin-input--code"
        />
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
