import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './srcset';

describe('imageSrcSet', () => {
  it('lists the 4:3 sizes by their stored widths, never the square thumbnail', () => {
    expect(imageSrcSet({ thumbnail: '/t.jpg', card: '/c.jpg', detail: '/d.jpg', full: '/f.jpg' })).toBe(
      '/c.jpg 400w, /d.jpg 800w, /f.jpg 1200w',
    );
  });

  it('leaves out missing sizes, and has nothing to offer without any', () => {
    expect(imageSrcSet({ detail: '/d.jpg' })).toBe('/d.jpg 800w');
    expect(imageSrcSet({ thumbnail: '/t.jpg' })).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });
});
