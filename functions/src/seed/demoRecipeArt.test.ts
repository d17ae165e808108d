import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_ART_HEIGHT, DEMO_ART_WIDTH, demoRecipeSvg, dish, renderDemoRecipeImage } from './demoRecipeArt';
import { DEMO_RECIPES } from './demoRecipesData';

const soup = dish('bowl', '#50657a', '#e0892f', 'dot #f3e2c0 10x8, leaf #2f7d32 8x18');

describe('demo recipe illustrations', () => {
  it('read a dish from its one-line description', () => {
    expect(soup.pieces).toEqual([
      { shape: 'dot', colour: '#f3e2c0', count: 10, size: 8 },
      { shape: 'leaf', colour: '#2f7d32', count: 8, size: 18 },
    ]);
  });

  it('are the same picture every time, a different one per recipe, and each recipe has its own', () => {
    expect(demoRecipeSvg('a', soup)).toBe(demoRecipeSvg('a', soup));
    expect(demoRecipeSvg('a', soup)).not.toBe(demoRecipeSvg('b', soup));
    const pictures = new Set(DEMO_RECIPES.map((r) => demoRecipeSvg(r.id, r.art)));
    expect(pictures.size).toBe(DEMO_RECIPES.length);
  });

  it('render to a full-size PNG', async () => {
    const metadata = await sharp(await renderDemoRecipeImage('demo-soup', soup)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'png',
      DEMO_ART_WIDTH,
      DEMO_ART_HEIGHT,
    ]);
  });
});
