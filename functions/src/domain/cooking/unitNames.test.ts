import { describe, expect, it } from 'vitest';
import { UNIT_WORDS, type Unit } from '../nutrition/lineWords';
import { parseIngredientLine } from '../nutrition/parse';
import { RECIPE_LANGUAGES } from '../recipe/types';
import { targetUnitName, unitInNumber } from './unitNames';

const readUnit = (word: string) => parseIngredientLine(`2 ${word} x`).unit;

describe('the unit words the scaler and the converter write', () => {
  it('read back as their unit: every unit word in the one and the many', () => {
    for (const [word, unit] of UNIT_WORDS) {
      for (const many of [false, true])
        expect(readUnit(unitInNumber(word, many)), `${word} (${many})`).toBe(unit);
    }
  });

  it('read back as their unit: every unit a conversion writes, in each language', () => {
    const written: Unit[] = ['g', 'kg', 'ml', 'l', 'oz', 'lb', 'cup', 'tbsp', 'tsp'];
    for (const unit of written) {
      for (const language of RECIPE_LANGUAGES) {
        for (const many of [false, true]) {
          expect(readUnit(targetUnitName(unit, many, language)), `${unit} ${language} ${many}`).toBe(unit);
        }
      }
    }
  });

  it('change number only where the language has another form', () => {
    expect(unitInNumber('cup', true)).toBe('cups');
    expect(unitInNumber('Cups', false)).toBe('Cup');
    expect(unitInNumber('tbsp', true)).toBe('tbsp');
    expect(unitInNumber('כפית', true)).toBe('כפיות');
    expect(unitInNumber('cucchiai', false)).toBe('cucchiaio');
    expect(targetUnitName('cup', true, 'he')).toBe('כוסות');
  });
});
