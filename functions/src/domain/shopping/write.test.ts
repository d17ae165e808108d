/** A shopping line's total written for the shopper, in en, he, fr and it. */
import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '../recipe/types';
import { mergeShoppingLines } from './merge';
import { nameInNumber, writeQuantity } from './write';

function written(lines: string[], language: RecipeLanguage): string[] {
  const list = mergeShoppingLines(
    lines.map((text) => ({ recipeId: 'r', recipeTitle: 'R', text, factor: 1 })),
  );
  return list.lines.flatMap((line) => line.quantities.map((quantity) => writeQuantity(quantity, language)));
}

describe('writeQuantity', () => {
  it.each([
    ['en', ['1 cup milk', '2 tbsp milk'], ['1 ⅛ cups']],
    ['en', ['200 g flour', '½ cup flour'], ['263 g']],
    ['en', ['1 onion', '220 g onions', '½ onion'], ['4']],
    ['en', ['2 (15 oz) cans chickpeas', '1 15-ounce can chickpeas'], ['3 cans (425 g)']],
    ['en', ['3 cloves garlic', '1 head garlic'], ['3 cloves', '1 head']],
    ['en', ['12 fl oz cream', '1 cup cream'], ['2 ½ cups']],
    ['he', ['כוס סוכר', 'חצי כוס סוכר'], ['\u20661 ½\u2069 כוסות']],
    ['he', ['200 גרם קמח', '100 גרם קמח'], ['300 גרם']],
    ['fr', ['1 cuillère à soupe de sucre', '1 cuillère à soupe de sucre'], ['2 c. à soupe']],
    ['fr', ['2 gousses d’ail', '1 gousse d’ail'], ['3 gousses']],
    ['fr', ['1,5 kg de pommes de terre', '500 g de pommes de terre'], ['2 kg']],
    ['it', ['200 g di farina', '50 g farina 00'], ['250 g']],
    ['it', ['1 tazza di latte', '1 tazza di latte'], ['2 tazze']],
  ] as const)('%s: %j → %j', (language, lines, expected) => {
    expect(written([...lines], language)).toEqual(expected);
  });
});

describe('nameInNumber', () => {
  const count = (amount: number) => [{ amount, unit: null, word: null, size: null }];
  it.each([
    ['lemon', count(2), 'lemons'],
    ['carrots', count(1), 'carrot'],
    ['onions', count(3), 'onions'],
    ['בצל', count(2), 'בצלים'],
    ['oignon', count(2), 'oignons'],
    ['birthday candles', count(1), 'birthday candles'],
    ['lemon', [{ amount: 2, unit: null, word: 'clove', size: null }], 'lemon'],
    ['lemon', [], 'lemon'],
  ] as const)('%s × %j → %s', (name, quantities, expected) => {
    expect(nameInNumber(name, quantities)).toBe(expected);
  });
});
