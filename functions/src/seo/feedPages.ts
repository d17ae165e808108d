/**
 * GET / and GET /trending (issue 30 §1, decision 0060): the SPA's index.html with the page's first view (the hero or
 * the page's heading, then its grids of cards, feedFirstView.ts) and the lists it shows as JSON for the app to
 * start from (FIRST_VIEW_DATA_ID), in the language of ?lang= (the page's direction with it). The lists are a guest's
 * answers of feeds-api, read by the same service (platform/feedList.ts). A page with ?category= is the plain app:
 * the category's first view is left to the app.
 */
import {
  FIRST_VIEW_DATA_ID,
  HOME_GRID_SIZE,
  TRENDING_PAGE_SIZE,
  type FirstViewData,
  type FirstViewList,
} from '../domain/pages/firstView';
import { FIRST_VIEW_TEXTS, type FirstViewTexts } from '../domain/pages/texts';
import { viewerFeedList, type FeedReadDeps } from '../platform/feedList';
import { jsonForScript, escapeHtml } from './escape';
import { FEED_VIEW_STYLE, feedFirstView, type FeedView } from './feedFirstView';
import { fillIndexHtml } from './html';
import { SIGNED_IN_SCRIPT_TAG, startAfterFirstView } from './startAfterFirstView';
import { seoLanguage } from './urls';

type ListKind = FirstViewList['kind'];

interface FeedPage {
  readonly lists: readonly (readonly [ListKind, number])[];
  readonly view: (texts: FirstViewTexts, lists: readonly FirstViewList[]) => FeedView;
}

const promo = (texts: FirstViewTexts) =>
  `<section data-guest-only><h2>${escapeHtml(texts.promoTitle)}</h2><p>${escapeHtml(texts.promoText)}</p>` +
  `<p><a href="/signup">${escapeHtml(texts.signup)}</a> · <a href="/login">${escapeHtml(texts.login)}</a></p></section>`;

const sectionOf = (lists: readonly FirstViewList[], index: number, title: string) => ({
  title,
  list: lists[index]?.answer ?? { recipes: [], defaultImage: null },
});

/** The feed pages by path: what they list (as the app asks: order and length) and how the view reads. */
export const FEED_PAGES: Readonly<Record<string, FeedPage>> = {
  '/': {
    lists: [
      ['trending', HOME_GRID_SIZE],
      ['newest', HOME_GRID_SIZE],
    ],
    view: (texts, lists) => ({
      title: texts.homeTitle,
      intro: texts.homeSubtitle,
      aside: promo(texts),
      sections: [sectionOf(lists, 0, texts.trending), sectionOf(lists, 1, texts.newest)],
      sectionTitles: true,
    }),
  },
  '/trending': {
    lists: [['trending', TRENDING_PAGE_SIZE]],
    view: (texts, lists) => ({
      title: texts.trendingPageTitle,
      intro: texts.trendingPageSubtitle,
      sections: [sectionOf(lists, 0, texts.trendingPageTitle)],
      sectionTitles: false,
    }),
  },
};

/** The feed page at `path` (no trailing slash), or null. */
export function feedPageOf(path: string): FeedPage | null {
  return FEED_PAGES[path] ?? null;
}

export interface FeedPageRequest {
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly now: number;
}

/** The page's HTML, or null when it has no first view (a category: the plain app answers). */
export async function renderFeedPage(
  deps: FeedReadDeps,
  indexHtml: string,
  page: FeedPage,
  request: FeedPageRequest,
): Promise<string | null> {
  if (request.query.category) return null;
  const language = seoLanguage(request.query.lang) ?? 'en';
  const lists = await Promise.all(
    page.lists.map(async ([kind, limit]): Promise<FirstViewList> => ({
      kind,
      limit,
      answer: await viewerFeedList(deps, kind, null, { limit, preferredLanguage: language }),
    })),
  );
  const data: FirstViewData = { language, servedAt: request.now, lists };
  const body =
    feedFirstView(page.view(FIRST_VIEW_TEXTS[language], lists)) +
    `\n    <script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
  return startAfterFirstView(
    fillIndexHtml(indexHtml, { tags: `${SIGNED_IN_SCRIPT_TAG}${FEED_VIEW_STYLE}`, language, body }),
  );
}
