import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  formRef: Ref<HTMLFormElement>;
  title: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Cancel, or Escape anywhere in the form (not while saving). */
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The card around a catalogue add/edit form: its title, the fields, then Save and Cancel. */
export function CatalogFormFrame({ formRef, title, saving, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <form
      ref={formRef}
      className="admin-card admin-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <h3 id={titleId} className="admin-form__title">
        {title}
      </h3>
      {children}
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
