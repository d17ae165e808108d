/**
 * GET /recipe/{id} for crawlers, link previews and everyone's first paint (DESIGN §8): the SPA's index.html, with
 * the page's tags and its first view (firstView.ts) for a PUBLIC recipe. Followers-only and private recipes get the plain page with noindex (their content is never in
 * the HTML), a missing one the same with 404. Any other path under /recipe/ (…/edit) is the plain SPA.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { CATEGORIES_COLLECTION } from '../domain/catalog/types';
import { isPathSegment } from '../domain/media';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { NOINDEX_TAG, recipeHeadTags } from './headTags';
import { FIRST_VIEW_STYLE, recipeFirstView } from './firstView';
import { fillIndexHtml } from './html';
import { templateOrMinimal, type FetchIndexHtml } from './indexHtml';
import { toSeoRecipe } from './seoRecipe';
import { startAfterFirstView } from './startAfterFirstView';
import { seoLanguage } from './urls';

export interface RecipePageDeps {
  readonly db: Firestore;
  readonly indexHtml: FetchIndexHtml;
}

export interface PageRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly origin: string;
  /** The caller's address (a search's rate limit key). */
  readonly ip?: string | undefined;
}

export interface PageAnswer {
  readonly status: number;
  readonly html: string;
  readonly cacheControl: string;
}

/** Short, so an edit or a visibility change reaches crawlers and previews within minutes. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';
export const PRIVATE_CACHE = 'private, no-store';
/** A guest's page of lists or results (seo-pages): a minute old at most, as feeds-api's guest answers. */
export const GUEST_PAGE_CACHE = 'public, max-age=60, s-maxage=60';

/** The id of /recipe/{id} (a trailing slash allowed), '' for an id no recipe can have, null for other paths. */
export function recipeIdFromPath(path: string): string | null {
  const match = /^\/recipe\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return isPathSegment(id) ? id : '';
  } catch {
    return '';
  }
}

export async function renderRecipePage(deps: RecipePageDeps, request: PageRequest): Promise<PageAnswer> {
  const indexHtml = await templateOrMinimal(deps.indexHtml, request.origin);
  const id = recipeIdFromPath(request.path);
  if (id === null) return { status: 200, html: indexHtml, cacheControl: PUBLIC_CACHE };
  const notShown = (status: number) => ({
    status,
    html: fillIndexHtml(indexHtml, { tags: NOINDEX_TAG }),
    cacheControl: PRIVATE_CACHE,
  });
  if (!id) return notShown(404);

  const snapshot = await deps.db.collection(RECIPES_COLLECTION).doc(id).get();
  const data = snapshot.data();
  if (!data) return notShown(404);
  if (data.visibility !== 'public') return notShown(200);

  const recipe = toSeoRecipe(id, data, await categoryNames(deps.db, data.categories));
  const language = seoLanguage(request.query.lang);
  return {
    status: 200,
    html: startAfterFirstView(
      fillIndexHtml(indexHtml, {
        tags: `${recipeHeadTags(recipe, { origin: request.origin, language })}\n    ${FIRST_VIEW_STYLE}`,
        replaceTitle: true,
        language,
        body: recipeFirstView(recipe),
      }),
    ),
    cacheControl: PUBLIC_CACHE,
  };
}

/** English names (recipeCategory is read by English-language crawlers), unknown ids skipped. */
async function categoryNames(db: Firestore, ids: unknown): Promise<string[]> {
  const valid = Array.isArray(ids)
    ? ids.filter((id): id is string => typeof id === 'string' && isPathSegment(id))
    : [];
  if (valid.length === 0) return [];
  const snapshots = await db.getAll(...valid.map((id) => db.collection(CATEGORIES_COLLECTION).doc(id)));
  return snapshots
    .map((snapshot) => snapshot.get('nameEn'))
    .filter((name): name is string => typeof name === 'string' && name.trim().length > 0);
}
