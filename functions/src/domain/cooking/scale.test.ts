import { describe, expect, it } from 'vitest';
import { answersOf } from '../../testing/answers';
import type { RecipeLanguage } from '../recipe/types';
import { readMeasures } from './measure';
import { scaleLine } from './rewrite';

/** A Hebrew amount with a space or a fraction sign, isolated left to right as the scaler writes it. */
const ltr = (text: string) => `\u2066${text}\u2069`;
const scaled = (factor: number, language: RecipeLanguage) => (line: string) =>
  scaleLine(line, factor, language).text;

describe('reading a line’s measure where it is written', () => {
  it('keeps both ends of a range and the unit’s own text', () => {
    const line = 'about 2–3 cups flour';
    expect(readMeasures(line).kind).toBe('unreadable');
    const range = '2–3 tasses de farine';
    const reading = readMeasures(range);
    if (reading.kind !== 'measure') throw new Error('not read');
    const { measure } = reading;
    expect([measure.low, measure.high, measure.unit]).toEqual([2, 3, 'cup']);
    expect(range.slice(measure.lowSpan.start, measure.lowSpan.end)).toBe('2');
    expect(range.slice(measure.highSpan?.start, measure.highSpan?.end)).toBe('3');
    expect(range.slice(measure.unitSpan?.start, measure.unitSpan?.end)).toBe('tasses');
  });

  it('finds positions in the line as written, past unicode fractions and Hebrew', () => {
    const line = '1½ כוסות קמח (200 גרם)';
    const reading = readMeasures(line);
    if (reading.kind !== 'measure') throw new Error('not read');
    const { measure, others } = reading;
    expect(measure.low).toBe(1.5);
    expect(line.slice(measure.lowSpan.start, measure.lowSpan.end)).toBe('1½');
    expect(line.slice(measure.unitSpan?.start, measure.unitSpan?.end)).toBe('כוסות');
    expect(others.map((other) => [other.low, other.unit])).toEqual([[200, 'g']]);
  });

  it('tells a line with no quantity from one it cannot read, and reads a measure after its food', () => {
    const kinds = {
      'salt to taste': 'none',
      'מלח לפי הטעם': 'none',
      'For the sauce:': 'none',
      'sel, poivre': 'none',
      'a few sprigs of thyme': 'none',
      'a little olive oil': 'none',
      'Juice of 2 lemons': 'unreadable',
      'Zest of 1 lemon, grated': 'unreadable',
      'Pan 9': 'unreadable',
      'Farina, 200 g': 'measure',
      'amido di mais 45 g': 'measure',
      'Oeuf - 1': 'measure',
      'קמח: 2 כוסות': 'measure',
      'כוס סוכר': 'measure',
      '2 eggs': 'measure',
    };
    expect(answersOf((line) => readMeasures(line).kind, kinds)).toEqual(kinds);
    expect(scaleLine('amido di mais 45 g', 2, 'it').text).toBe('amido di mais 90 g');
    expect(scaleLine('Sel - 1 pincée', 2, 'fr').text).toBe('Sel - 2 pincées');
    expect(scaleLine('קמח: 2 כוסות', 0.5, 'he').text).toBe('קמח: 1 כוס');
  });
});

describe('scaling a line as a cook writes it', () => {
  it('doubles English lines: fractions for cups and spoons, plurals, ranges at both ends', () => {
    const doubled = {
      '1 cup flour': '2 cups flour',
      '2/3 cup sugar': '1 1/3 cups sugar',
      '¾ tsp salt': '1 ½ tsp salt',
      '1½ tbsp olive oil': '3 tbsp olive oil',
      '2-3 carrots': '4-6 carrots',
      '1 to 2 teaspoons chili flakes': '2 to 4 teaspoons chili flakes',
      '125 g butter': '250 g butter',
      '1 large egg': '2 large eggs',
      'a pinch of salt': '2 pinches of salt',
      'Pinch of nutmeg': '2 pinches of nutmeg',
      '1 cup (125 g) flour': '2 cups (250 g) flour',
      '2 (15 oz) cans chickpeas': '4 (15 oz) cans chickpeas',
      '1 14-ounce can coconut milk': '2 14-ounce can coconut milk',
      'salt and pepper to taste': 'salt and pepper to taste',
    };
    expect(answersOf(scaled(2, 'en'), doubled)).toEqual(doubled);
  });

  it('halves: never 1.3333, eighths and thirds for cups, grams to the gram', () => {
    const halved = {
      '1 1/2 cups milk': '3/4 cup milk',
      '¾ cup sugar': '⅜ cup sugar',
      '1 tsp baking soda': '½ tsp baking soda',
      '2 eggs': '1 egg',
      '3 cloves garlic': '2 cloves garlic',
      '250 g flour': '125 g flour',
      '375 g flour': '188 g flour',
      '1 kg potatoes': '0.5 kg potatoes',
      '7 g dry yeast': '3.5 g dry yeast',
      '2 pounds chicken thighs': '1 pound chicken thighs',
    };
    expect(answersOf(scaled(0.5, 'en'), halved)).toEqual(halved);
    expect(scaleLine('4 cups water', 1 / 3, 'en').text).toBe('1 ⅓ cups water');
    expect(scaleLine('1 cup rice', 4 / 3, 'en').text).toBe('1 ⅓ cups rice');
  });

  it('rounds eggs to whole ones and keeps the exact amount as a hint', () => {
    expect(scaleLine('3 eggs', 0.9, 'en')).toEqual({
      text: '3 eggs',
      status: 'rewritten',
      exact: 2.7,
      exactText: '2.7',
      grams: null,
    });
    expect(scaleLine('1 egg', 0.5, 'en')).toMatchObject({ text: '1 egg', exact: 0.5 });
    expect(scaleLine('3 uova', 0.9, 'it')).toMatchObject({ text: '3 uova', exactText: '2,7' });
    expect(scaleLine('2 eggs', 1.5, 'en')).toMatchObject({ text: '3 eggs', exact: null });
  });

  it('scales Hebrew lines in their order, numbers isolated left to right', () => {
    const he = {
      '2 כוסות קמח': '4 כוסות קמח',
      'כוס סוכר': '2 כוסות סוכר',
      '1 כף שמן זית': '2 כפות שמן זית',
      '½ כפית מלח': '1 כפית מלח',
      '200 גרם חמאה': '400 גרם חמאה',
      '3 ביצים': '6 ביצים',
      '1 ביצה': '2 ביצים',
      '2-3 שיני שום': '4-6 שיני שום',
      'כוס וחצי סוכר': '3 כוסות סוכר',
      '2 כוסות וחצי קמח': '5 כוסות קמח',
      'חצי כוס חלב': '1 כוס חלב',
      'שתי ביצים': '4 ביצים',
      'מלח לפי הטעם': 'מלח לפי הטעם',
    };
    expect(answersOf(scaled(2, 'he'), he)).toEqual(he);
    const halved = {
      '3 כוסות קמח': `${ltr('1 ½')} כוסות קמח`,
      '1 כוס חלב': `${ltr('½')} כוס חלב`,
      '2 ביצים': '1 ביצה',
      '1 ק"ג תפוחי אדמה': '0.5 ק"ג תפוחי אדמה',
      '2 כוסות וחצי קמח': `${ltr('1 ¼')} כוסות קמח`,
      'כוס וחצי סוכר': `${ltr('¾')} כוס סוכר`,
    };
    expect(answersOf(scaled(0.5, 'he'), halved)).toEqual(halved);
    // as written, "כוס וחצי" (a cup and a half) stays as the cook wrote it
    expect(scaleLine('כוס וחצי סוכר', 1, 'he').text).toBe('כוס וחצי סוכר');
    // a scaled Hebrew line reads back as the amount it shows
    const back = readMeasures(scaleLine('3 כוסות קמח', 0.5, 'he').text);
    expect(back.kind === 'measure' && [back.measure.low, back.measure.unit]).toEqual([1.5, 'cup']);
  });

  it.each([
    [
      'fr',
      {
        '1 tasse de lait': '2 tasses de lait',
        '1,5 kg de pommes': '3 kg de pommes',
        '2 cuillères à soupe de beurre': '4 cuillères à soupe de beurre',
        '1 cuillère à café de sel': '2 cuillères à café de sel',
        '250 g de farine': '500 g de farine',
        '1 oignon': '2 oignons',
        'sel, poivre': 'sel, poivre',
      },
      { '1,5 kg de pommes': '0,75 kg de pommes', '0,5 l de lait': '0,25 l de lait', '2 œufs': '1 œuf' },
    ],
    [
      'it',
      {
        '1 tazza di zucchero': '2 tazze di zucchero',
        '1 cucchiaio di olio': '2 cucchiai di olio',
        '1 cucchiaino di sale': '2 cucchiaini di sale',
        '250 g di farina': '500 g di farina',
        '0,5 l di latte': '1 l di latte',
        '1 spicchio d’aglio': '2 spicchi d’aglio',
        'sale q.b.': 'sale q.b.',
      },
      {
        '250 g di farina': '125 g di farina',
        '1,5 l di brodo': '0,75 l di brodo',
        '2 tazze di latte': '1 tazza di latte',
      },
    ],
  ] as const)(
    'scales %s lines with their decimal comma and plurals, ×2 and ×0.5',
    (language, doubled, halved) => {
      expect(answersOf(scaled(2, language), doubled)).toEqual(doubled);
      expect(answersOf(scaled(0.5, language), halved)).toEqual(halved);
    },
  );

  it('leaves the amounts as written for a factor that is no positive number', () => {
    for (const factor of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleLine('3 eggs', factor, 'en'), String(factor)).toMatchObject({
        text: '3 eggs',
        exact: null,
      });
    }
  });

  it('leaves lines it cannot read unchanged, and says so', () => {
    expect(scaleLine('Juice of 2 lemons', 2, 'en')).toMatchObject({
      text: 'Juice of 2 lemons',
      status: 'unreadable',
    });
    expect(scaleLine('salt to taste', 2, 'en')).toMatchObject({
      text: 'salt to taste',
      status: 'noQuantity',
    });
  });

  it('gives the weight of a volume from the cup weight the table lists, and none for what it does not', () => {
    expect(scaleLine('1 cup flour', 2, 'en').grams).toBe(250);
    expect(scaleLine('2 כוסות קמח', 1, 'he').grams).toBe(250);
    // the table lists no cup weight for egg yolks (it counts them): no weight is made up, nor for unknown food
    expect(scaleLine('1/4 cup egg yolks', 1, 'en').grams).toBeNull();
    expect(scaleLine('1 cup moonbeams', 1, 'en').grams).toBeNull();
    expect(scaleLine('1 cup (125 g) flour', 1, 'en').grams).toBeNull();
  });
});
