/**
 * `srcset` and `sizes` for a recipe image shown large (the recipe page's gallery and its preload hint, which must
 * match for the browser to reuse the preloaded file) and in a card: every stored size wide enough for the slot,
 * by its width, so the browser picks the file for the screen's width and density.
 */
import { IMAGE_SIZES } from '../constants/recipe';
import type { ImageSizeName } from '../recipe/types';

type Sizes = Partial<Record<ImageSizeName, string>>;

/** The wide sizes (same 4:3 crop); the square thumbnail would crop differently. */
const WIDE: readonly ImageSizeName[] = ['card', 'detail', 'full'];

export function imageSrcSet(sizes: Sizes | undefined): string | undefined {
  const candidates = WIDE.flatMap((name) => {
    const url = sizes?.[name];
    return url ? [`${url} ${IMAGE_SIZES[name].width}w`] : [];
  });
  return candidates.length ? candidates.join(', ') : undefined;
}

/** The recipe page's gallery: the page width on phones, at most about 46rem (its column) on larger screens. */
export const DETAIL_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';
/**
 * A card in a grid (the web's cards and the server's first views): the grid's 15–20rem columns above 1100px, two
 * columns on tablets, the whole width on phones.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 20rem, (min-width: 640px) 45vw, 100vw';
