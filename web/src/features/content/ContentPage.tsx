import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Markdown } from '@/components/Markdown';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import {
  CONTENT_PAGES,
  contentLanguage,
  getContent,
  type ContentPage,
  type ContentResponse,
} from '@/platform/api';
import { STALE_TIMES } from '@/platform/query';
import { contentKeys } from '@/platform/queryKeys';
import './ContentPage.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; data: ContentResponse }
  | { status: 'default'; reason: 'fallback' | 'error' };

/** The server's text when there is one; the built-in text when it has none (fallback) or could not answer. */
function contentState(query: { data?: ContentResponse; isError: boolean; isFetching: boolean }): State {
  const { data } = query;
  if (data) {
    const usable = !data.fallback && typeof data.content === 'string' && data.content.trim() !== '';
    return usable ? { status: 'ready', data } : { status: 'default', reason: 'fallback' };
  }
  if (query.isError && !query.isFetching) return { status: 'default', reason: 'error' };
  return { status: 'loading' };
}

function isContentPage(value: unknown): value is ContentPage {
  return typeof value === 'string' && (CONTENT_PAGES as readonly string[]).includes(value);
}

/** The content page this route stands for, from its handle ({ contentPage }). */
function useContentPage(): ContentPage {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const page = (match.handle as { contentPage?: unknown } | undefined)?.contentPage;
    if (isContentPage(page)) return page;
  }
  return 'terms';
}

/**
 * Terms, privacy, about, contact and user verification (spec 002 §2, §7): the editable text from
 * GET /api/content/{page}?language={en|he} (fr and it read the English text). When there is no content, the
 * fallback flag is set, or the call fails, the built-in text is shown with today's date.
 */
export function Component() {
  // The built-in texts live in the on-demand `content` namespace; `ready` turns true once it is loaded.
  const { t, i18n, ready } = useTranslation(['common', 'content']);
  const page = useContentPage();
  const language = contentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery({
    queryKey: contentKeys.page(page, language),
    queryFn: ({ signal }) => getContent(page, language, signal),
    staleTime: STALE_TIMES.content,
    // a failure shows the built-in text at once, with its own retry
    retry: false,
  });
  const state = contentState(query);

  const defaultTitle = t(`content.pages.${page}.title`);
  const title = state.status === 'ready' && state.data.title.trim() ? state.data.title : defaultTitle;
  usePageTitle(state.status === 'loading' ? defaultTitle : title);

  if (state.status === 'loading' || (state.status === 'default' && !ready))
    return <PageLoading label={t('content.loading')} />;

  const body = state.status === 'ready' ? state.data.content : t(`content:defaults.${page}`);
  const updated =
    state.status === 'ready' && state.data.updatedAt ? new Date(state.data.updatedAt) : new Date();
  const date = Number.isNaN(updated.getTime()) ? new Date() : updated;
  const dateText = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(date);
  // Server text in English shown to a French or Italian reader: mark its language for assistive technology.
  const bodyLanguage = state.status === 'ready' ? language : undefined;

  return (
    <article className="content-page" aria-labelledby="content-title">
      <header className="content-page__header">
        <h1 id="content-title" className="content-page__title" lang={bodyLanguage}>
          {title}
        </h1>
        <p className="content-page__updated">{t('content.lastUpdated', { date: dateText })}</p>
      </header>
      {state.status === 'default' && state.reason === 'error' ? (
        <div className="notice notice--warning content-page__notice" role="status">
          <span>{t('content.loadFailed')}</span>
          <button type="button" className="button button--small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      <div lang={bodyLanguage}>
        <Markdown source={body} headingOffset={1} />
      </div>
    </article>
  );
}
