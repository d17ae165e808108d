import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ART_HEIGHT,
  DEMO_ART_WIDTH,
  DEMO_RECIPE_ART,
  demoRecipeSvg,
  renderDemoRecipeImage,
} from './demoRecipeArt';
import { DEMO_RECIPES } from './demoRecipesData';

describe('demo recipe illustrations', () => {
  it('exist for every demo recipe, and only for them', () => {
    expect(Object.keys(DEMO_RECIPE_ART).sort()).toEqual(DEMO_RECIPES.map((r) => r.id).sort());
  });

  it('are the same picture every time, and different pictures per recipe', () => {
    const [a, b] = ['demo-shakshuka', 'demo-mujadara'] as const;
    expect(demoRecipeSvg(a, DEMO_RECIPE_ART[a]!)).toBe(demoRecipeSvg(a, DEMO_RECIPE_ART[a]!));
    expect(demoRecipeSvg(a, DEMO_RECIPE_ART[a]!)).not.toBe(demoRecipeSvg(b, DEMO_RECIPE_ART[a]!));
  });

  it('render to a full-size PNG', async () => {
    const png = await renderDemoRecipeImage('demo-shakshuka');
    const metadata = await sharp(png!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'png',
      DEMO_ART_WIDTH,
      DEMO_ART_HEIGHT,
    ]);
    expect(await renderDemoRecipeImage('not-a-demo-recipe')).toBeNull();
  });
});
