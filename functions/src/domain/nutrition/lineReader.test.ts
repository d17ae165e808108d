import { describe, expect, it } from 'vitest';
import { answersOf } from '../../testing/answers';
import { readableLine, trailingMeasureStart, writtenSpan } from './lineReader';
import { parseIngredientLine } from './parse';

describe('the readable form of a line', () => {
  it('spaces unicode fractions, drops bidi marks, collapses spaces, and knows where each character came from', () => {
    const written = '\u20661½\u2069  כוסות  ﬂour';
    const line = readableLine(written);
    expect(line.text).toBe('1 ½ כוסות flour');
    const half = line.text.indexOf('½');
    expect(written.slice(writtenSpan(line, 0, half + 1).start, writtenSpan(line, 0, half + 1).end)).toBe(
      '1½',
    );
    // the ligature ﬂ is two letters read from one written character
    const flour = line.text.indexOf('flour');
    const span = writtenSpan(line, flour, flour + 5);
    expect(written.slice(span.start, span.end)).toBe('ﬂour');
  });

  it('keeps a letter with its combining accent as one (NFKC composes it)', () => {
    expect(readableLine('cre\u0301me').text).toBe('crème'.replace('è', 'é'));
  });
});

describe('a measure written after its food', () => {
  it('is found where a quantity runs to the end, or a quantity and its unit do', () => {
    const starts = {
      'amido di mais 45 g': 14,
      'Beurre doux : 120 g': 14,
      'Échalote - 1': 11,
      'קמח: 2 כוסות': 5,
      'Sugar: 1 1/2 cups': 7,
      'Pan 9': null,
      'Juice of 2 lemons': null,
      '2 eggs': null,
    };
    expect(answersOf(trailingMeasureStart, starts)).toEqual(starts);
  });

  it('is read by the calorie calculator, the food named by what comes before it', () => {
    expect(parseIngredientLine('Beurre doux : 120 g')).toMatchObject({
      quantity: 120,
      unit: 'g',
      text: 'Beurre doux',
    });
    expect(parseIngredientLine('Échalote - 1')).toMatchObject({ quantity: 1, unit: null, text: 'Échalote' });
  });
});

it('reads "וחצי" and "ורבע" after a unit as a half and a quarter more, for the calculator too', () => {
  expect(parseIngredientLine('כוס וחצי סוכר')).toMatchObject({ quantity: 1.5, unit: 'cup', text: 'סוכר' });
  expect(parseIngredientLine('2 כפות ורבע שמן')).toMatchObject({ quantity: 2.25, unit: 'tbsp', text: 'שמן' });
  expect(parseIngredientLine('2 כפות שמן וחצי')).toMatchObject({ quantity: 2, unit: 'tbsp' });
});
