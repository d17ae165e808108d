/**
 * The first view of the feed pages (home and /trending, decision 0060; /search and a channel's page, 0068, reuse
 * it): a heading, then each grid of recipe cards with their photos, painted with the HTML as the recipe page's view
 * is (firstView.ts), beside #root under the same id, so the same head rule hides the app until it replaces the view
 * and the same start script waits for the first photo. Cards carry what a card's largest paint needs (photo, title,
 * author); the app's cards bring the rest. Everything is escaped here.
 */
import type { FeedRecipe } from '../domain/feeds/types';
import { CARD_IMAGE_SIZES, imageSrcSet } from '../domain/media/srcset';
import { RECIPE_FIRST_VIEW_ID as FIRST_VIEW_ID } from '../domain/recipe/firstView';
import { escapeHtml } from './escape';

/** The first row of a wide screen loads at once with high priority, the rest lazily (the app's PRIORITY_CARDS). */
const PRIORITY_CARDS = 4;

export const FEED_VIEW_STYLE =
  `<style>#${FIRST_VIEW_ID}~#root{display:none}` +
  `#${FIRST_VIEW_ID}{max-inline-size:80rem;margin-inline:auto;padding:1rem;font-family:system-ui,sans-serif;color:#2b1d16}` +
  `#${FIRST_VIEW_ID} h1{margin:0 0 .5rem;font-size:1.75rem;line-height:1.2}` +
  `#${FIRST_VIEW_ID} h2{margin:1.5rem 0 .75rem;font-size:1.25rem}` +
  `#${FIRST_VIEW_ID} p{margin:0 0 1rem;line-height:1.5}` +
  `#${FIRST_VIEW_ID} ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:1rem;list-style:none;margin:0;padding:0}` +
  `#${FIRST_VIEW_ID} li{background:#fff;border-radius:.75rem;overflow:hidden}` +
  `#${FIRST_VIEW_ID} img{display:block;inline-size:100%;block-size:auto;aspect-ratio:4/3;object-fit:cover;background:#efe6dc}` +
  `#${FIRST_VIEW_ID} h3{margin:.75rem .75rem .25rem;font-size:1rem}` +
  `#${FIRST_VIEW_ID} h3 a{color:inherit;text-decoration:none}` +
  `#${FIRST_VIEW_ID} li p{margin:0 .75rem .75rem;font-size:.875rem;color:#6b5a4f}` +
  `[data-signed-in] #${FIRST_VIEW_ID} [data-guest-only]{display:none}</style>`;

/** What a card of the view shows: a feed's recipe or a search result. */
export type CardRecipe = Pick<FeedRecipe, 'id' | 'title' | 'images'> & {
  readonly authorName?: string | null;
};

export interface FeedViewSection {
  readonly title: string;
  readonly list: { readonly recipes: readonly CardRecipe[]; readonly defaultImage: string | null };
}

export interface FeedView {
  readonly title: string;
  /** Markup in place of the heading and the intro (a channel's banner and identity), already escaped. */
  readonly header?: string;
  readonly intro?: string;
  /** Markup after the intro (home's sign-up promotion), already escaped. */
  readonly aside?: string;
  readonly sections: readonly FeedViewSection[];
  /** Whether the sections have headings of their own (home's grids) or are the page's one grid (/trending). */
  readonly sectionTitles: boolean;
}

export function feedFirstView(view: FeedView): string {
  let index = 0;
  const sections = view.sections
    .filter((section) => section.list.recipes.length > 0)
    .map((section) => {
      const cards = section.list.recipes
        .map((recipe) => card(recipe, section.list.defaultImage, index++ < PRIORITY_CARDS))
        .join('');
      const title = view.sectionTitles ? `<h2>${escapeHtml(section.title)}</h2>` : '';
      return `<section>${title}<ul>${cards}</ul></section>`;
    })
    .join('');
  const heading =
    view.header ??
    `<h1 dir="auto">${escapeHtml(view.title)}</h1>` + (view.intro ? `<p>${escapeHtml(view.intro)}</p>` : '');
  return `<div id="${FIRST_VIEW_ID}">${heading}${view.aside ?? ''}${sections}</div>`;
}

function card(recipe: CardRecipe, defaultImage: string | null, priority: boolean): string {
  const href = `/recipe/${encodeURIComponent(recipe.id)}`;
  const author = recipe.authorName ? `<p dir="auto">${escapeHtml(recipe.authorName)}</p>` : '';
  return (
    `<li>${photo(recipe, defaultImage, priority)}` +
    `<h3 dir="auto"><a href="${escapeHtml(href)}">${escapeHtml(recipe.title)}</a></h3>${author}</li>`
  );
}

function photo(recipe: CardRecipe, defaultImage: string | null, priority: boolean): string {
  const image = recipe.images[0];
  const sizes = image?.sizes as Partial<Record<string, string>> | undefined;
  const src = sizes?.card || image?.url || defaultImage;
  if (!src) return '<img alt="" width="400" height="300" />';
  // As the app's card (web components/recipe-card/cardImage.ts): the card size, the larger ones by width.
  const candidates = imageSrcSet(sizes);
  const srcset = candidates?.includes(',')
    ? ` srcset="${escapeHtml(candidates)}" sizes="${CARD_IMAGE_SIZES}"`
    : '';
  const loading = priority ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img src="${escapeHtml(src)}"${srcset} alt="" width="400" height="300"${loading} />`;
}
