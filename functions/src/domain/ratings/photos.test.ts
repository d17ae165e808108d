import { describe, expect, it } from 'vitest';
import type { RecipeImage } from '../recipe/types';
import { isOwnPhoto, nextPhoto, storedPhoto } from './photos';
import { rateInputSchema } from './schemas';
import { RATING_MESSAGES } from './messages';

const image = (publicId: string): RecipeImage => {
  const base = `/api/media/images/${publicId}`;
  return {
    url: `${base}/detail.jpg`,
    sizes: {
      thumbnail: `${base}/thumbnail.jpg`,
      card: `${base}/card.jpg`,
      detail: `${base}/detail.jpg`,
      full: `${base}/full.jpg`,
    },
    originalUrl: `${base}/original.jpg`,
    publicId,
    width: 800,
    height: 600,
    format: 'jpg',
  };
};

describe('isOwnPhoto', () => {
  it.each([
    ['users/u1/abc', 'u1', true],
    ['users/u2/abc', 'u1', false],
    ['recipes/u1/abc', 'u1', false],
    ['users/u1', 'u1', false],
  ])('%s for %s → %s', (publicId, uid, expected) => {
    expect(isOwnPhoto({ publicId }, uid)).toBe(expected);
  });
});

describe('nextPhoto', () => {
  const saved = image('users/u1/old');
  const fresh = image('users/u1/new');
  it('keeps the saved photo when none is asked for', () => {
    expect(nextPhoto(true, undefined, saved)).toEqual({ photo: saved, dropped: null });
  });
  it('replaces it and drops the old one', () => {
    expect(nextPhoto(true, fresh, saved)).toEqual({ photo: fresh, dropped: 'users/u1/old' });
  });
  it('removes it on null', () => {
    expect(nextPhoto(true, null, saved)).toEqual({ photo: null, dropped: 'users/u1/old' });
  });
  it('a just-browsing rating holds none', () => {
    expect(nextPhoto(false, undefined, saved)).toEqual({ photo: null, dropped: 'users/u1/old' });
  });
  it('sending the saved photo again drops nothing', () => {
    expect(nextPhoto(true, saved, saved)).toEqual({ photo: saved, dropped: null });
  });
  it('no photo before and none asked: nothing', () => {
    expect(nextPhoto(true, undefined, null)).toEqual({ photo: null, dropped: null });
  });
});

describe('storedPhoto', () => {
  it('reads an Image and refuses anything else', () => {
    expect(storedPhoto(image('users/u1/a'))?.publicId).toBe('users/u1/a');
    expect(storedPhoto(null)).toBeNull();
    expect(storedPhoto({ publicId: 'x' })).toBeNull();
    expect(storedPhoto('users/u1/a')).toBeNull();
  });
});

describe('rateInputSchema photo', () => {
  it('takes a photo with a made-it rating', () => {
    const parsed = rateInputSchema.parse({
      recipeId: 'r1',
      madeIt: true,
      rating: 5,
      photo: image('users/u1/a'),
    });
    expect(parsed.photo?.publicId).toBe('users/u1/a');
  });
  it('refuses a photo on a just-browsing rating, naming the field', () => {
    const result = rateInputSchema.safeParse({
      recipeId: 'r1',
      madeIt: false,
      interest: 'interested',
      photo: image('users/u1/a'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['photo'],
      message: RATING_MESSAGES.photoNeedsMadeIt,
    });
  });
  it('refuses a javascript: URL', () => {
    const bad = { ...image('users/u1/a'), url: 'javascript:alert(1)' };
    expect(rateInputSchema.safeParse({ recipeId: 'r1', madeIt: true, rating: 4, photo: bad }).success).toBe(
      false,
    );
  });
});
