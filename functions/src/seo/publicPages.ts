/**
 * seo-pages: the public pages other than a recipe's, each answered with its first view (decision 0060): home and
 * /trending (feedPages.ts), /search?q= (searchPage.ts), a channel's /{username} (channelPage.ts, decision 0068). A
 * path without one (a category's home, a filtered search, a
 * page not listed) is the plain app, cacheable as Hosting's own copy would be.
 */
import { isChannelSegment } from '../domain/username';
import type { FeedReadDeps } from '../platform/feedList';
import { renderChannelPage, type ChannelPageDeps } from './channelPage';
import { feedPageOf, renderFeedPage } from './feedPages';
import { NOINDEX_TAG } from './headTags';
import { fillIndexHtml } from './html';
import { templateOrMinimal, type FetchIndexHtml } from './indexHtml';
import { GUEST_PAGE_CACHE, PRIVATE_CACHE, PUBLIC_CACHE, type PageAnswer, type PageRequest } from './page';
import { renderSearchPage, type SearchPageDeps } from './searchPage';

export interface PublicPageDeps extends FeedReadDeps {
  readonly indexHtml: FetchIndexHtml;
  readonly search: SearchPageDeps;
  readonly channel: ChannelPageDeps;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export async function renderPublicPage(
  deps: PublicPageDeps,
  request: PageRequest,
  now: number,
): Promise<PageAnswer> {
  const indexHtml = await templateOrMinimal(deps.indexHtml, request.origin);
  const path = withoutTrailingSlash(request.path);
  const plain = { status: 200, html: indexHtml, cacheControl: PUBLIC_CACHE };
  if (path === '/search') {
    const page = await renderSearchPage(deps.search, indexHtml, { ...request, now });
    if (page.kind === 'results') return { status: 200, html: page.html, cacheControl: GUEST_PAGE_CACHE };
    // a filtered search, or one past the limit, is the app's for this caller only: no cache keeps it for the next
    return page.noindex
      ? { ...plain, html: fillIndexHtml(indexHtml, { tags: NOINDEX_TAG }) }
      : { ...plain, cacheControl: request.query.q ? PRIVATE_CACHE : PUBLIC_CACHE };
  }
  const username = /^\/([^/]+)$/.exec(path)?.[1];
  if (username && isChannelSegment(username)) {
    const html = await renderChannelPage(deps.channel, indexHtml, { ...request, username, now });
    // no such cook: the app shows its not-found page; a crawler gets the status
    return html
      ? { status: 200, html, cacheControl: GUEST_PAGE_CACHE }
      : { status: 404, html: fillIndexHtml(indexHtml, { tags: NOINDEX_TAG }), cacheControl: PRIVATE_CACHE };
  }
  const feedPage = feedPageOf(path);
  const html = feedPage
    ? await renderFeedPage(deps, indexHtml, feedPage, { query: request.query, now })
    : null;
  return html ? { status: 200, html, cacheControl: GUEST_PAGE_CACHE } : plain;
}
