import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '../recipe/types';
import { convertLine, rewriteLine } from './rewrite';
import { convertTemperaturesInText } from './temperature';

const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * [language, line, in metric, in US]: cups, fluid ounces, pints and quarts to ml or l, ounces and pounds to g or kg
 * (spoons stay spoons); g and kg to oz or lb, ml and l to cups or spoons by fractions a cook measures; a line already
 * in the system stays as written; Hebrew units in Hebrew, in the line's order.
 */
const CONVERTED: readonly (readonly [RecipeLanguage, string, string, string])[] = [
  ['en', '1 cup milk', '240 ml milk', '1 cup milk'],
  ['en', '2 (15 oz) cans chickpeas', '2 (425 g) cans chickpeas', '2 (15 oz) cans chickpeas'],
  ['en', '1 ½ cups stock', '360 ml stock', '1 ½ cups stock'],
  ['en', '8 fl oz cream', '237 ml cream', '8 fl oz cream'],
  ['en', '1 pint cream', '473 ml cream', '1 pint cream'],
  ['en', '2 quarts water', '1.89 l water', '2 quarts water'],
  ['en', '8 oz cream cheese', '227 g cream cheese', '8 oz cream cheese'],
  ['en', '3 lb pork shoulder', '1.36 kg pork shoulder', '3 lb pork shoulder'],
  ['en', '1 tbsp olive oil', '1 tbsp olive oil', '1 tbsp olive oil'],
  ['en', '½ tsp salt', '½ tsp salt', '½ tsp salt'],
  ['en', '200 g flour', '200 g flour', '7 oz flour'],
  ['en', '2 (15 oz) cans chickpeas', '2 (425 g) cans chickpeas', '2 (15 oz) cans chickpeas'],
  ['en', '3 eggs', '3 eggs', '3 eggs'],
  ['en', '250 ml milk', '250 ml milk', '1 cup milk'],
  ['en', '1 l stock', '1 l stock', '4 ⅛ cups stock'],
  ['en', '70 ml cream', '70 ml cream', '4 ⅔ tbsp cream'],
  ['en', '10 ml vanilla extract', '10 ml vanilla extract', '2 tsp vanilla extract'],
  ['en', '125 g butter', '125 g butter', '4 ⅜ oz butter'],
  ['en', '500 g ground beef', '500 g ground beef', '1 ⅛ lb ground beef'],
  ['en', '1 kg potatoes', '1 kg potatoes', '2 ¼ lb potatoes'],
  ['en', '6 g salt', '6 g salt', '0.21 oz salt'],
  ['en', '1 cup sugar', '240 ml sugar', '1 cup sugar'],
  ['he', '2 כוסות קמח', '480 מ"ל קמח', '2 כוסות קמח'],
  ['he', '1 ליברה בשר טחון', '454 גרם בשר טחון', '1 ליברה בשר טחון'],
  ['he', '3 ליברות כתף', '1.36 ק"ג כתף', '3 ליברות כתף'],
  ['he', '1 כף שמן', '1 כף שמן', '1 כף שמן'],
  ['he', '200 גרם קמח', '200 גרם קמח', '7 אונקיות קמח'],
  ['he', '500 מ"ל חלב', '500 מ"ל חלב', `${ltr('2 ⅛')} כוסות חלב`],
  ['he', '1 ק"ג עוף', '1 ק"ג עוף', `${ltr('2 ¼')} ליברות עוף`],
  ['he', '15 מ"ל שמן', '15 מ"ל שמן', '1 כף שמן'],
];

describe('converting an ingredient line', () => {
  it.each(CONVERTED)('%s: “%s” is “%s” in metric and “%s” in US', (language, line, metric, us) => {
    expect(convertLine(line, 'metric', language).text).toBe(metric);
    expect(convertLine(line, 'us', language).text).toBe(us);
  });

  it('writes French and Italian units as their cooks do', () => {
    expect(convertLine('250 ml de lait', 'us', 'fr').text).toBe('1 tasse de lait');
    expect(convertLine('30 ml de crème', 'us', 'fr').text).toBe('2 c. à soupe de crème');
    expect(convertLine('2 tasses de farine', 'metric', 'fr').text).toBe('480 ml de farine');
    expect(convertLine('500 ml di latte', 'us', 'it').text).toBe('2 ⅛ tazze di latte');
    expect(convertLine('5 ml di estratto di vaniglia', 'us', 'it').text).toBe(
      '1 cucchiaino di estratto di vaniglia',
    );
    expect(convertLine('1 tazza di zucchero', 'metric', 'it').text).toBe('240 ml di zucchero');
  });

  it('comes back: metric then US gives the cook’s amount again', () => {
    for (const line of ['1 cup milk', '2 cups flour', '8 oz cream cheese', '2 lb beef', '¾ cup sugar']) {
      const metric = convertLine(line, 'metric', 'en').text;
      expect(convertLine(metric, 'us', 'en').text, `${line} → ${metric}`).toBe(line);
    }
  });

  it('leaves a line as written unchanged, and scales and converts in one rounding', () => {
    expect(convertLine('1 cup milk', 'asWritten', 'en').text).toBe('1 cup milk');
    expect(rewriteLine('1 cup milk', { factor: 1.5, system: 'metric', language: 'en' }).text).toBe(
      '360 ml milk',
    );
    expect(rewriteLine('100 g butter', { factor: 3, system: 'us', language: 'en' }).text).toBe(
      '10 ⅝ oz butter',
    );
  });

  it('converts a temperature inside a line', () => {
    expect(convertLine('1 cup water, warmed to 110°F', 'metric', 'en').text).toBe(
      '240 ml water, warmed to 43 °C',
    );
  });
});

/** [English instruction text, in metric, in US]: °F and gas marks to °C rounded as ovens are set, °C to °F. */
const TEMPERATURES: readonly (readonly [string, string, string])[] = [
  ['Bake at 350°F for 20 minutes.', 'Bake at 175 °C for 20 minutes.', 'Bake at 350°F for 20 minutes.'],
  ['Preheat the oven to 425 degrees F.', 'Preheat the oven to 220 °C.', 'Preheat the oven to 425 degrees F.'],
  [
    'Roast at 400 degrees until golden.',
    'Roast at 205 °C until golden.',
    'Roast at 400 degrees until golden.',
  ],
  ['Bake at 350-375°F.', 'Bake at 175–190 °C.', 'Bake at 350-375°F.'],
  ['Heat the oil to 375 °F', 'Heat the oil to 190 °C', 'Heat the oil to 375 °F'],
  ['Cook on gas mark 4 for an hour.', 'Cook on 180 °C for an hour.', 'Cook on 350 °F for an hour.'],
  ['Bake at 180 °C.', 'Bake at 180 °C.', 'Bake at 350 °F.'],
  ['Simmer for 20 minutes.', 'Simmer for 20 minutes.', 'Simmer for 20 minutes.'],
  ['Add 1c. sugar.', 'Add 1c. sugar.', 'Add 1c. sugar.'],
];

describe('temperatures in instruction text', () => {
  it.each(TEMPERATURES)('“%s” is “%s” in metric and “%s” in US', (text, metric, us) => {
    expect(convertTemperaturesInText(text, 'metric', 'en')).toBe(metric);
    expect(convertTemperaturesInText(text, 'us', 'en')).toBe(us);
  });

  it('to US, °C and thermostats to °F, in the four languages', () => {
    expect(convertTemperaturesInText('Préchauffer le four à 200 °C (th. 6-7).', 'us', 'fr')).toBe(
      'Préchauffer le four à 400 °F (350–400 °F).',
    );
    expect(convertTemperaturesInText('Préchauffer le four th. 6.', 'us', 'fr')).toBe(
      'Préchauffer le four 350 °F.',
    );
    expect(convertTemperaturesInText('Cuocere in forno a 180 gradi per 30 minuti.', 'us', 'it')).toBe(
      'Cuocere in forno a 350 °F per 30 minuti.',
    );
    expect(convertTemperaturesInText('לאפות ב-180 מעלות כ-30 דקות', 'us', 'he')).toBe(
      `לאפות ב-${ltr('350 °F')} כ-30 דקות`,
    );
    expect(convertTemperaturesInText('לאפות ב-350 מעלות פרנהייט', 'metric', 'he')).toBe(
      `לאפות ב-${ltr('175 °C')}`,
    );
  });

  it('reads an unstated scale by the language, and a number above 300 as °F', () => {
    expect(convertTemperaturesInText('Bake at 200 degrees', 'us', 'fr')).toBe('Bake at 400 °F');
    expect(convertTemperaturesInText('Bake at 200 degrees', 'us', 'en')).toBe('Bake at 200 degrees');
    expect(convertTemperaturesInText('Cuocere a 350°', 'metric', 'it')).toBe('Cuocere a 175 °C');
  });

  it('leaves text as written when asked to', () => {
    expect(convertTemperaturesInText('Bake at 350°F.', 'asWritten', 'en')).toBe('Bake at 350°F.');
  });
});
