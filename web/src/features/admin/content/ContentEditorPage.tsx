import {
  CONTENT_EDITOR_MESSAGES,
  NEW_CONTENT_DEFAULTS,
  contentSnippet,
  type ContentItem,
  type ContentItemInput,
} from '@domain/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/PageLoading';
import { toApiError } from '@/platform/api';
import { contentKeys } from '@/platform/queryKeys';
import { LoadError } from '../shared/LoadError';
import { AdminPage } from '../shared/AdminPage';
import { Banner, type BannerMessage } from '../shared/Banner';
import { CONTENT_EDITOR_KEY, contentEditorApi } from './api';
import { messageText } from '../shared/messageText';
import { ContentForm } from './ContentForm';
import './contentEditor.css';

/** 002 §4 "Content editor": the form closes 2 seconds after a successful save. */
const CLOSE_AFTER_MS = 2000;

type Editing = { form: ContentItemInput; existing: boolean } | null;

/**
 * /admin/content-editor (spec 002 §2, §4, §5, §8): the cards of every content item, "+ New Content", the form with
 * its live preview; a save reloads the list and the public pages' answers, then closes the form after 2 seconds.
 */
export default function ContentEditorPage() {
  const { t, i18n } = useTranslation('adminSettings');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: CONTENT_EDITOR_KEY,
    queryFn: ({ signal }) => contentEditorApi.list(signal),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const save = useMutation({
    mutationFn: (target: NonNullable<Editing>) =>
      target.existing ? contentEditorApi.update(target.form) : contentEditorApi.create(target.form),
    onSuccess: async (_answer, target) => {
      setMessage({
        kind: 'success',
        text: target.existing ? t('content.updated') : t('content.created'),
        id: Date.now(),
      });
      // the public pages read GET /api/content/…: their cached answers are stale now
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTENT_EDITOR_KEY }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]);
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setEditing(null), CLOSE_AFTER_MS);
    },
    onError: (error) => {
      const apiError = toApiError(error);
      setMessage({
        kind: 'error',
        text: apiError.fromServer
          ? messageText(CONTENT_EDITOR_MESSAGES, apiError.message, t, 'content.errors')
          : t('content.saveFailed'),
        id: Date.now(),
      });
    },
  });

  const open = (next: Editing) => {
    window.clearTimeout(closeTimer.current);
    setMessage(null);
    setEditing(next);
  };
  const language = i18n.resolvedLanguage ?? 'en';
  const date = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime())
      ? ''
      : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  };

  return (
    <AdminPage
      title={t('content.title')}
      actions={
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => open({ form: { ...NEW_CONTENT_DEFAULTS }, existing: false })}
        >
          {t('content.new')}
        </button>
      }
    >
      <Banner message={message} onDismiss={() => setMessage(null)} />
      {editing ? (
        <ContentForm
          form={editing.form}
          editing={editing.existing}
          saving={save.isPending}
          onChange={(form) => setEditing({ ...editing, form })}
          onSave={() => {
            const form = {
              ...editing.form,
              title: editing.form.title.trim(),
              content: editing.form.content.trim(),
            };
            if (!form.title || !form.content)
              return setMessage({ kind: 'error', text: t('content.required'), id: Date.now() });
            save.mutate({ form, existing: editing.existing });
          }}
          onCancel={() => open(null)}
        />
      ) : null}
      {list.isPending ? (
        <PageLoading label={t('content.loading')} />
      ) : list.isError ? (
        <LoadError title={t('content.loadFailed')} message={t('content.fetchFailed')} query={list} />
      ) : list.data.content.length === 0 ? (
        <p className="admin-card admin-muted">{t('content.empty')}</p>
      ) : (
        <ul className="content-editor__cards" aria-label={t('content.listLabel')}>
          {list.data.content.map((item) => (
            <ContentCard
              key={item.id}
              item={item}
              updated={date(item.updated_at)}
              selected={
                editing?.existing === true &&
                editing.form.content_type === item.content_type &&
                editing.form.language === item.language
              }
              onEdit={() =>
                open({
                  form: {
                    content_type: item.content_type,
                    language: item.language,
                    title: item.title,
                    content: item.content,
                  },
                  existing: true,
                })
              }
            />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function ContentCard({
  item,
  updated,
  selected,
  onEdit,
}: {
  item: ContentItem;
  updated: string;
  selected: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('adminSettings');
  return (
    <li
      className={`admin-card content-card${selected ? ' content-card--selected' : ''}`}
      data-testid={`content-card-${item.id}`}
    >
      <h2 className="content-card__title" dir="auto">
        {item.title}
      </h2>
      <p className="content-card__labels">
        <span className="badge">{t(`content.types.${item.content_type}`)}</span>
        <span className="badge">{t(`content.languages.${item.language}`)}</span>
      </p>
      <p className="content-card__snippet" dir="auto" lang={item.language}>
        {contentSnippet(item.content)}
      </p>
      <p className="admin-muted content-card__date">{t('content.lastUpdated', { date: updated })}</p>
      <button type="button" className="admin-button admin-button--small" onClick={onEdit}>
        {t('content.edit')}
        <span className="visually-hidden"> {item.title}</span>
      </button>
    </li>
  );
}
