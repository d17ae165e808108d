import { CONTENT_LANGUAGES, CONTENT_TYPES, canSaveContent, type ContentItemInput } from '@domain/content';
import { useTranslation } from 'react-i18next';
import { InputField, SelectField, TextAreaField } from '@/components/form';
import { Markdown } from '@/components/Markdown';
import { Options } from '../shared/Options';

/**
 * The Content Editor's form (002 §2): type, language, title and the markdown-like text, with its live preview
 * beside it. Type and language name the item, so they are fixed while editing an existing one.
 */
export function ContentForm({
  form,
  editing,
  saving,
  onChange,
  onSave,
  onCancel,
}: {
  form: ContentItemInput;
  editing: boolean;
  saving: boolean;
  onChange: (form: ContentItemInput) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminSettings');
  const set = <K extends keyof ContentItemInput>(key: K, value: ContentItemInput[K]) =>
    onChange({ ...form, [key]: value });
  /** Type and language name the item: a choice among their values, fixed while editing. */
  const namingChoice = <K extends 'content_type' | 'language'>(
    key: K,
    label: string,
    values: readonly ContentItemInput[K][],
    optionLabel: (value: ContentItemInput[K]) => string,
  ) => (
    <SelectField
      label={label}
      value={form[key]}
      disabled={editing}
      // the options are the values, so the chosen one is one of them
      onChange={(event) => set(key, event.target.value as ContentItemInput[K])}
    >
      <Options values={values} label={optionLabel} />
    </SelectField>
  );
  return (
    <form
      className="admin-card content-editor__form"
      aria-labelledby="content-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSaveContent(form, saving)) onSave();
      }}
    >
      <h2 id="content-form-title" className="bo-heading">
        {editing ? t('content.editTitle') : t('content.newTitle')}
      </h2>
      <div className="content-editor__fields">
        {namingChoice('content_type', t('content.type'), CONTENT_TYPES, (type) => t(`content.types.${type}`))}
        {namingChoice('language', t('content.language'), CONTENT_LANGUAGES, (language) =>
          t(`content.languages.${language}`),
        )}
      </div>
      <InputField
        label={t('content.titleField')}
        required
        value={form.title}
        dir="auto"
        onChange={(event) => set('title', event.target.value)}
      />
      <div className="content-editor__columns">
        <TextAreaField
          label={t('content.body')}
          hint={t('content.bodyHint')}
          required
          rows={16}
          value={form.content}
          dir="auto"
          onChange={(event) => set('content', event.target.value)}
        />
        <section className="content-editor__preview" aria-labelledby="content-preview-title">
          <h3 id="content-preview-title" className="content-editor__preview-title">
            {t('content.preview')}
          </h3>
          <div lang={form.language} dir="auto" data-testid="content-preview">
            <Markdown source={form.content} headingOffset={2} />
          </div>
        </section>
      </div>
      <div className="content-editor__actions">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={!canSaveContent(form, saving)}
        >
          {saving ? t('content.saving') : editing ? t('content.update') : t('content.create')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          {t('content.cancel')}
        </button>
      </div>
    </form>
  );
}
