import { describe, expect, it } from 'vitest';
import type { RecipeImage } from '@domain/recipe/types';
import { cardImage } from './cardImage';

const image = (sizes: Partial<RecipeImage['sizes']>): RecipeImage =>
  ({
    url: '/o.png',
    sizes,
    originalUrl: '/o.png',
    publicId: 'p',
    width: 1,
    height: 1,
    format: 'png',
  }) as RecipeImage;

describe('cardImage (000 §2: first image, else the default image, else the placeholder)', () => {
  it('shows the card size with the 4:3 sizes as a srcset', () => {
    expect(cardImage(image({ thumbnail: '/t', card: '/c', detail: '/d', full: '/f' }), '/default')).toEqual({
      src: '/c',
      srcSet: '/c 400w, /d 800w, /f 1200w',
    });
  });

  it('falls back to the original, then the default image, then nothing', () => {
    expect(cardImage(image({}))).toEqual({ src: '/o.png', srcSet: undefined });
    expect(cardImage(undefined, '/default')).toEqual({ src: '/default' });
    expect(cardImage(undefined, null)).toBeNull();
  });
});
