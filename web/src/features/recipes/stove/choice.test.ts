import { describe, expect, it } from 'vitest';
import {
  baseServings,
  clampServings,
  defaultUnits,
  factorOf,
  linesLanguage,
  readServings,
  rewriteIngredients,
  rewriteInstruction,
} from './choice';

describe('the stove choice', () => {
  it('reads a linked servings count only when it is a whole number from 1 to 100', () => {
    expect(['8', ' 12 ', '1', '100'].map(readServings)).toEqual([8, 12, 1, 100]);
    expect(['0', '101', '2.5', '-3', 'eight', '', null].map(readServings)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([0, 7.6, 250].map(clampServings)).toEqual([1, 8, 100]);
  });

  it("takes the recipe's servings as the base, and scales nothing when it states none", () => {
    expect([4, 2.4, 0, undefined, '4'].map(baseServings)).toEqual([4, 2, null, null, null]);
    expect(factorOf({ servings: 8, base: 4 })).toBe(2);
    expect(factorOf({ servings: null, base: null })).toBe(1);
  });

  it('defaults to metric for he, fr and it readers and to the lines as written for en', () => {
    expect(['en', 'en-US', 'he', 'fr', 'it'].map(defaultUnits)).toEqual([
      'asWritten',
      'asWritten',
      'metric',
      'metric',
      'metric',
    ]);
  });

  it("reads the lines in the recipe's language, else the interface's", () => {
    expect(linesLanguage('he', 'en')).toBe('he');
    expect(linesLanguage(undefined, 'fr-FR')).toBe('fr');
    expect(linesLanguage('de', 'de')).toBe('en');
  });

  it('rewrites the ingredients and the oven temperatures for the choice', () => {
    const choice = { servings: 8, base: 4, units: 'metric', language: 'en' } as const;
    expect(rewriteIngredients(['1 cup milk', 'salt to taste'], choice).map((line) => line.text)).toEqual([
      '480 ml milk',
      'salt to taste',
    ]);
    expect(rewriteInstruction('Bake at 350°F for 20 minutes.', choice)).toBe(
      'Bake at 175 °C for 20 minutes.',
    );
  });
});
