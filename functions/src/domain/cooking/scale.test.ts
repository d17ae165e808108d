import { describe, expect, it } from 'vitest';
import { answersOf } from '../../testing/answers';
import type { RecipeLanguage } from '../recipe/types';
import { readMeasures } from './measure';
import { scaleLine } from './rewrite';

/** A Hebrew amount with a space or a fraction sign, isolated left to right as the scaler writes it. */
const ltr = (text: string) => `\u2066${text}\u2069`;

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

/**
 * [language, line, doubled, halved]: fractions for cups and spoons (never 1.3333), plurals both ways, ranges at both
 * ends, grams to the gram, the cook's decimal comma, Hebrew in its order with amounts isolated left to right.
 */
const SCALED: readonly (readonly [RecipeLanguage, string, string, string])[] = [
  ['en', '1 cup flour', '2 cups flour', '½ cup flour'],
  ['en', '2/3 cup sugar', '1 1/3 cups sugar', '1/3 cup sugar'],
  ['en', '¾ tsp salt', '1 ½ tsp salt', '⅜ tsp salt'],
  ['en', '1½ tbsp olive oil', '3 tbsp olive oil', '¾ tbsp olive oil'],
  ['en', '2-3 carrots', '4-6 carrots', '1-2 carrots'],
  ['en', '1 to 2 teaspoons chili flakes', '2 to 4 teaspoons chili flakes', '½ to 1 teaspoon chili flakes'],
  ['en', '125 g butter', '250 g butter', '63 g butter'],
  ['en', '1 large egg', '2 large eggs', '1 large egg'],
  ['en', 'a pinch of salt', '2 pinches of salt', '½ pinch of salt'],
  ['en', 'Pinch of nutmeg', '2 pinches of nutmeg', '½ pinch of nutmeg'],
  ['en', '1 cup (125 g) flour', '2 cups (250 g) flour', '½ cup (63 g) flour'],
  ['en', 'salt and pepper to taste', 'salt and pepper to taste', 'salt and pepper to taste'],
  ['en', '1 1/2 cups milk', '3 cups milk', '3/4 cup milk'],
  ['en', '¾ cup sugar', '1 ½ cups sugar', '⅜ cup sugar'],
  ['en', '1 tsp baking soda', '2 tsp baking soda', '½ tsp baking soda'],
  ['en', '2 eggs', '4 eggs', '1 egg'],
  ['en', '3 cloves garlic', '6 cloves garlic', '2 cloves garlic'],
  ['en', '250 g flour', '500 g flour', '125 g flour'],
  ['en', '375 g flour', '750 g flour', '188 g flour'],
  ['en', '1 kg potatoes', '2 kg potatoes', '0.5 kg potatoes'],
  ['en', '7 g dry yeast', '14 g dry yeast', '3.5 g dry yeast'],
  ['en', '2 pounds chicken thighs', '4 pounds chicken thighs', '1 pound chicken thighs'],
  ['en', '2 (15 oz) cans chickpeas', '4 (15 oz) cans chickpeas', '1 (15 oz) can chickpeas'],
  ['en', '1 (14 oz) can tomatoes', '2 (14 oz) cans tomatoes', '1 (14 oz) can tomatoes'],
  ['en', '200/250 g sugar', '400/500 g sugar', '100/125 g sugar'],
  ['he', '2 כוסות קמח', '4 כוסות קמח', '1 כוס קמח'],
  ['he', 'כוס סוכר', '2 כוסות סוכר', `${ltr('½')} כוס סוכר`],
  ['he', '1 כף שמן זית', '2 כפות שמן זית', `${ltr('½')} כף שמן זית`],
  ['he', '½ כפית מלח', '1 כפית מלח', `${ltr('¼')} כפית מלח`],
  ['he', '200 גרם חמאה', '400 גרם חמאה', '100 גרם חמאה'],
  ['he', '3 ביצים', '6 ביצים', '2 ביצים'],
  ['he', '1 ביצה', '2 ביצים', '1 ביצה'],
  ['he', '2-3 שיני שום', '4-6 שיני שום', '1-2 שיני שום'],
  ['he', 'כוס וחצי סוכר', '3 כוסות סוכר', `${ltr('¾')} כוס סוכר`],
  ['he', '2 כוסות וחצי קמח', '5 כוסות קמח', `${ltr('1 ¼')} כוסות קמח`],
  ['he', 'חצי כוס חלב', '1 כוס חלב', `${ltr('¼')} כוס חלב`],
  ['he', 'שתי ביצים', '4 ביצים', '1 ביצה'],
  ['he', 'מלח לפי הטעם', 'מלח לפי הטעם', 'מלח לפי הטעם'],
  ['he', '3 כוסות קמח', '6 כוסות קמח', `${ltr('1 ½')} כוסות קמח`],
  ['he', '1 כוס חלב', '2 כוסות חלב', `${ltr('½')} כוס חלב`],
  ['he', '2 ביצים', '4 ביצים', '1 ביצה'],
  ['he', '1 ק"ג תפוחי אדמה', '2 ק"ג תפוחי אדמה', '0.5 ק"ג תפוחי אדמה'],
  ['fr', '1 tasse de lait', '2 tasses de lait', '½ tasse de lait'],
  ['fr', '1,5 kg de pommes', '3 kg de pommes', '0,75 kg de pommes'],
  ['fr', '2 cuillères à soupe de beurre', '4 cuillères à soupe de beurre', '1 cuillère à soupe de beurre'],
  ['fr', '1 cuillère à café de sel', '2 cuillères à café de sel', '½ cuillère à café de sel'],
  ['fr', '250 g de farine', '500 g de farine', '125 g de farine'],
  ['fr', '1 oignon', '2 oignons', '1 oignon'],
  ['fr', 'sel, poivre', 'sel, poivre', 'sel, poivre'],
  ['fr', '0,5 l de lait', '1 l de lait', '0,25 l de lait'],
  ['fr', '2 œufs', '4 œufs', '1 œuf'],
  ['it', '1 tazza di zucchero', '2 tazze di zucchero', '½ tazza di zucchero'],
  ['it', '1 cucchiaio di olio', '2 cucchiai di olio', '½ cucchiaio di olio'],
  ['it', '1 cucchiaino di sale', '2 cucchiaini di sale', '½ cucchiaino di sale'],
  ['it', '250 g di farina', '500 g di farina', '125 g di farina'],
  ['it', '0,5 l di latte', '1 l di latte', '0,25 l di latte'],
  ['it', '1 spicchio d’aglio', '2 spicchi d’aglio', '1 spicchio d’aglio'],
  ['it', 'sale q.b.', 'sale q.b.', 'sale q.b.'],
  ['it', '1,5 l di brodo', '3 l di brodo', '0,75 l di brodo'],
  ['it', '2 tazze di latte', '4 tazze di latte', '1 tazza di latte'],
];

describe('scaling a line as a cook writes it', () => {
  it.each(SCALED)('%s: “%s” doubled is “%s”, halved “%s”', (language, line, doubled, halved) => {
    expect(scaleLine(line, 2, language).text).toBe(doubled);
    expect(scaleLine(line, 0.5, language).text).toBe(halved);
  });

  it('scales by thirds to a cook’s fraction, and a package’s size stays with its count', () => {
    expect(scaleLine('4 cups water', 1 / 3, 'en').text).toBe('1 ⅓ cups water');
    expect(scaleLine('1 cup rice', 4 / 3, 'en').text).toBe('1 ⅓ cups rice');
    expect(scaleLine('2 (15 oz) cans chickpeas', 2, 'en').text).toBe('4 (15 oz) cans chickpeas');
    expect(scaleLine('1 14-ounce can coconut milk', 2, 'en').text).toBe('2 14-ounce can coconut milk');
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

  it('keeps a Hebrew line as written at ×1, and a scaled one reads back as the amount it shows', () => {
    // as written, "כוס וחצי" (a cup and a half) stays as the cook wrote it
    expect(scaleLine('כוס וחצי סוכר', 1, 'he').text).toBe('כוס וחצי סוכר');
    const back = readMeasures(scaleLine('3 כוסות קמח', 0.5, 'he').text);
    expect(back.kind === 'measure' && [back.measure.low, back.measure.unit]).toEqual([1.5, 'cup']);
  });

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
