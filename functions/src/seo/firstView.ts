/**
 * The recipe page's first view, written into the HTML of a public recipe (issue 8 §4, decision 0011): the title,
 * the first photo (the page's largest paint, the file the preload hint already fetches) and the description,
 * painted with the HTML instead of after the app's framework code. It sits beside the app's #root, which stays
 * hidden while it is there; the web app removes it once its own view of the recipe is on screen
 * (web/src/platform/serverView.ts), so a visitor never sees photo → loading → photo. Everything is escaped here.
 */
import { DETAIL_IMAGE_SIZES, imageSrcSet } from '../domain/media/srcset';
import { RECIPE_FIRST_VIEW_ID as FIRST_VIEW_ID } from '../domain/recipe/firstView';
import { escapeHtml } from './escape';
import type { SeoRecipe } from './seoRecipe';

/**
 * Its rules, in the head: #root waits hidden behind the view; the photo fills the width in its 4:3 box (never
 * smaller than the app's gallery, so the app's own photo is not a later, larger paint).
 */
export const FIRST_VIEW_STYLE =
  `<style>#${FIRST_VIEW_ID}~#root{display:none}` +
  `#${FIRST_VIEW_ID}{max-inline-size:48rem;margin-inline:auto;padding:0 0 2rem;font-family:system-ui,sans-serif;color:#2b1d16}` +
  `#${FIRST_VIEW_ID} img{display:block;inline-size:100%;block-size:auto;aspect-ratio:4/3;object-fit:cover}` +
  `#${FIRST_VIEW_ID} h1{margin:1rem;font-size:1.75rem;line-height:1.2}` +
  `#${FIRST_VIEW_ID} p{margin:0 1rem;line-height:1.5}</style>`;

export function recipeFirstView(recipe: SeoRecipe): string {
  const image = recipe.images[0];
  const srcset = image ? imageSrcSet(image.sizes) : undefined;
  const photo = image
    ? `<img src="${escapeHtml(image.sizes.detail || image.url)}"` +
      (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${DETAIL_IMAGE_SIZES}"` : '') +
      ` alt="${escapeHtml(recipe.title)}" width="800" height="600" fetchpriority="high" />`
    : '';
  const description = recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : '';
  return `<div id="${FIRST_VIEW_ID}" dir="auto">${photo}<h1>${escapeHtml(recipe.title)}</h1>${description}</div>`;
}
