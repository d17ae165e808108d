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
        <SelectField
          label={t('content.type')}
          value={form.content_type}
          disabled={editing}
          onChange={(event) => set('content_type', event.target.value as ContentItemInput['content_type'])}
        >
          <Options values={CONTENT_TYPES} label={(type) => t(`content.types.${type}`)} />
        </SelectField>
        <SelectField
          label={t('content.language')}
          value={form.language}
          disabled={editing}
          onChange={(event) => set('language', event.target.value as ContentItemInput['language'])}
        >
          <Options values={CONTENT_LANGUAGES} label={(language) => t(`content.languages.${language}`)} />
        </SelectField>
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
