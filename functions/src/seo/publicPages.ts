/**
 * seo-pages: the public pages other than a recipe's, each answered with its first view (decision 0060). A path
 * without one (a category's home, a page not listed) is the plain app, cacheable as Hosting's own copy would be.
 */
import type { FeedReadDeps } from '../platform/feedList';
import { feedPageOf, renderFeedPage } from './feedPages';
import { templateOrMinimal, type FetchIndexHtml } from './indexHtml';
import { GUEST_PAGE_CACHE, PUBLIC_CACHE, type RecipePageAnswer, type RecipePageRequest } from './page';

export interface PublicPageDeps extends FeedReadDeps {
  readonly indexHtml: FetchIndexHtml;
}

export async function renderPublicPage(
  deps: PublicPageDeps,
  request: RecipePageRequest,
  now: number,
): Promise<RecipePageAnswer> {
  const indexHtml = await templateOrMinimal(deps.indexHtml, request.origin);
  const feedPage = feedPageOf(request.path);
  const html = feedPage
    ? await renderFeedPage(deps, indexHtml, feedPage, { query: request.query, now })
    : null;
  return html
    ? { status: 200, html, cacheControl: GUEST_PAGE_CACHE }
    : { status: 200, html: indexHtml, cacheControl: PUBLIC_CACHE };
}
