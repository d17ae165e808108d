import { describe, expect, it } from 'vitest';
import {
  baseServings,
  clampServings,
  defaultUnits,
  factorOf,
  linesLanguage,
  readServings,
  caloriesFor,
  stovePath,
  type UnitSystem,
} from './choice';
import { rewriteIngredients, rewriteInstruction, weightNote } from './lines';
import type { RecipeLanguage } from '@domain/recipe/types';

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

describe('the weight beside a volume in metric (decision 0056)', () => {
  const shown = (line: string, units: UnitSystem, language: RecipeLanguage, servings = 4) => {
    const choice = { servings, base: 4, units, language };
    const [rewritten] = rewriteIngredients([line], choice);
    if (!rewritten) throw new Error('no line');
    const note = weightNote(rewritten, choice);
    return note
      ? rewritten.text.slice(0, note.at) + note.text + rewritten.text.slice(note.at)
      : rewritten.text;
  };

  it("goes right after the millilitres, in the line's language and number style", () => {
    expect(shown('2 cups flour', 'metric', 'en')).toBe('480 ml (250 g) flour');
    expect(shown('2 כוסות קמח', 'metric', 'he', 8)).toBe('960 מ"ל (500 גרם) קמח');
    expect(shown('20 ml de sel', 'metric', 'fr')).toBe('20 ml (24 g) de sel');
    expect(shown('5 ml de sel', 'metric', 'fr')).toBe('5 ml (6,1 g) de sel');
  });

  it('is not added to spoons, to lines as written or in US, nor where it is about the millilitres', () => {
    expect(shown('2 tbsp olive oil', 'metric', 'en')).toBe('2 tbsp olive oil');
    expect(shown('2 cups flour', 'asWritten', 'en')).toBe('2 cups flour');
    expect(shown('2 cups flour', 'us', 'en')).toBe('2 cups flour');
    // the table lists water (474 g) and milk (488 g): a weight a cook learns nothing from
    expect(shown('2 cups water', 'metric', 'en')).toBe('480 ml water');
    expect(shown('2 cups milk', 'metric', 'en')).toBe('480 ml milk');
    expect(shown('2 cups sugar', 'metric', 'en')).toBe('480 ml (400 g) sugar');
  });
});

describe('the ways to the stove', () => {
  it('take the servings along only when they are not the recipe’s own', () => {
    expect(stovePath('r 1', 'cook', { servings: 8, base: 4 })).toBe('/recipe/r%201/cook?servings=8');
    expect(stovePath('r1', 'print', { servings: 4, base: 4 })).toBe('/recipe/r1/print');
    expect(stovePath('r1', 'print', { servings: null, base: null })).toBe('/recipe/r1/print');
  });

  it('count the calories of the servings shown', () => {
    expect(caloriesFor(229.6, 8)).toBe(1837);
  });
});
