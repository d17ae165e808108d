/**
 * GET /search?q=… (issue 30 §1, decision 0060): the SPA's page with the first page of a guest's results for q (no
 * filters) as its first view and as JSON the app starts from, indexable with its own title and canonical address.
 * The results are search-api's, read by the same service (platform/search/recipes.ts) under the same limit per
 * address (platform/search/limit.ts): past it, or with filters, the plain app answers and searches as it always
 * did. /search without q is the plain app, noindex.
 */
import { SEARCH } from '../domain/constants/search';
import { AppError } from '../domain/errors';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '../domain/pages/firstView';
import { FIRST_VIEW_TEXTS } from '../domain/pages/texts';
import type { SearchAnswer } from '../domain/search/types';
import { getBotVerifier } from '../platform/botCheck';
import type { ServiceClient } from '../platform/mirror/database';
import { countSearch } from '../platform/monitoring';
import { admitSearch } from '../platform/search/limit';
import { searchRecipes } from '../platform/search/recipes';
import { escapeHtml, jsonForScript } from './escape';
import { FEED_VIEW_STYLE, feedFirstView } from './feedFirstView';
import { NOINDEX_TAG, SITE_NAME } from './headTags';
import { fillIndexHtml } from './html';
import { startAfterFirstView } from './startAfterFirstView';
import { seoLanguage } from './urls';

/** search-api's admission and first page for a guest, as the page uses them (searchServices wires the real ones). */
export interface SearchPageDeps {
  /** Throws the limit's resource-exhausted AppError past it. */
  readonly admit: (ip: string | undefined) => Promise<void>;
  /** `language`: the page's own ?lang=, the member of a recipe family the results show. */
  readonly search: (q: string, language: string | null) => Promise<SearchAnswer>;
}

export function searchServices(supabase: ServiceClient): SearchPageDeps {
  return {
    admit: (ip) => admitSearch({ supabase, verifier: getBotVerifier() }, { uid: null, ip }, undefined),
    search: (q, language) =>
      searchRecipes({ supabase }, null, { searchTerm: q, page: 1, limit: SEARCH.pageSize, language }),
  };
}

export interface SearchPageRequest {
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly origin: string;
  readonly ip?: string | undefined;
  readonly now: number;
}

/** The search page's answer: its HTML with the results, or the plain app (`noindex` without q). */
export type SearchPageAnswer = { kind: 'results'; html: string } | { kind: 'plain'; noindex: boolean };

/** The app's own search parameters besides q: a filtered search is the app's to answer. */
const FILTER_PARAM = /^(is[A-Z]\w*|minRating)$/;

export async function renderSearchPage(
  deps: SearchPageDeps,
  indexHtml: string,
  request: SearchPageRequest,
): Promise<SearchPageAnswer> {
  const q = (request.query.q ?? '').trim();
  if (!q) return { kind: 'plain', noindex: true };
  if (Object.keys(request.query).some((key) => FILTER_PARAM.test(key)))
    return { kind: 'plain', noindex: false };
  try {
    await deps.admit(request.ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'resource-exhausted')
      return { kind: 'plain', noindex: false };
    throw error;
  }
  countSearch(q);
  const answer = await deps.search(q, seoLanguage(request.query.lang));
  const language = seoLanguage(request.query.lang) ?? 'en';
  const texts = FIRST_VIEW_TEXTS[language];
  const title = texts.searchTitleFor.replace('{{q}}', q);
  const data: FirstViewData = { language, servedAt: request.now, search: { q, answer } };
  const canonical = `${request.origin}/search?q=${encodeURIComponent(q)}`;
  const tags = [
    `<title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(answer.results.length === 0 ? [NOINDEX_TAG] : []),
    FEED_VIEW_STYLE,
  ].join('\n    ');
  const view = feedFirstView({
    title,
    sections: [{ title: texts.searchTop, list: { recipes: answer.results, defaultImage: null } }],
    sectionTitles: true,
  });
  const body = `${view}\n    <script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
  return {
    kind: 'results',
    html: startAfterFirstView(fillIndexHtml(indexHtml, { tags, replaceTitle: true, language, body })),
  };
}
