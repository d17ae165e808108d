import type { RecipeImage } from '@domain/recipe/types';

export { CARD_IMAGE_SIZES } from '@domain/media/srcset';

/** The 4:3 sizes of an image (000 §3 "Image": card 400x300, detail 800x600, full 1200x900) and their widths. */
const WIDTHS = [
  ['card', 400],
  ['detail', 800],
  ['full', 1200],
] as const;

export interface CardImage {
  src: string;
  srcSet?: string;
}

/**
 * What a card shows (000 §2): the first image in the card size with its larger sizes as a srcset, else the default
 * recipe image from settings, else nothing (the caller draws the placeholder).
 */
export function cardImage(image: RecipeImage | undefined, fallback?: string | null): CardImage | null {
  if (image) {
    const sizes = image.sizes as Partial<RecipeImage['sizes']> | undefined;
    const candidates = WIDTHS.flatMap(([name, width]) => (sizes?.[name] ? [`${sizes[name]} ${width}w`] : []));
    return {
      src: sizes?.card || image.url,
      srcSet: candidates.length > 1 ? candidates.join(', ') : undefined,
    };
  }
  return fallback ? { src: fallback } : null;
}
