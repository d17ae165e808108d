/**
 * Oven and cooking temperatures in a recipe's text, converted between °F and °C ("bake at 350°F" → "bake at 175 °C"),
 * gas marks and French thermostats included. Converted degrees are rounded as ovens are set: °C to 5 from 100 up,
 * °F to 25 from 250 up (180 °C is 350 °F), to the degree below. A temperature written without its scale ("180
 * degrees", "180 מעלות") is in the scale of the line's language (°F in English, °C in Hebrew, French and Italian),
 * except that a number above 300 is always °F (no home oven reaches 300 °C).
 */
import type { RecipeLanguage } from '../recipe/types';
import { isolateNumbers } from './amounts';

export type UnitSystem = 'asWritten' | 'metric' | 'us';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const RANGE = String.raw`\s*(?:-|–|to|à|a|עד)\s*`;
const DEGREES = String.raw`°|º|˚|degrees?|deg\.?|degrés?|gradi|grado|מעלות`;
const SCALE = String.raw`fahrenheit|celsius|centigrades?|צלזיוס|פרנהייט|f|c`;
const TEMPERATURE = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER})(?:${RANGE}(${NUMBER}))?(?:\s*(?:${DEGREES})(?:\s*(${SCALE}))?|(f|c))(?![\p{Script=Latin}\p{N}])`,
  'giu',
);
const GAS = new RegExp(
  String.raw`\b(gas mark|gas|thermostat|th\.?)\s*(\d)(?:${RANGE}(\d))?(?![\d]|[.,]\d)`,
  'giu',
);

const GAS_CELSIUS = [0, 140, 150, 170, 180, 190, 200, 220, 230, 240];
const GAS_FAHRENHEIT = [0, 275, 300, 325, 350, 375, 400, 425, 450, 475];

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const toCelsius = (fahrenheit: number) => {
  const celsius = ((fahrenheit - 32) * 5) / 9;
  return roundTo(celsius, celsius >= 100 ? 5 : 1);
};
const toFahrenheit = (celsius: number) => {
  const fahrenheit = (celsius * 9) / 5 + 32;
  return roundTo(fahrenheit, fahrenheit >= 250 ? 25 : 1);
};

function scaleOf(written: string | undefined, value: number, language: RecipeLanguage): 'F' | 'C' {
  if (written) return /^(f|fahrenheit|פרנהייט)$/i.test(written) ? 'F' : 'C';
  if (value > 300) return 'F';
  return language === 'en' ? 'F' : 'C';
}

const written = (low: number, high: number | null, scale: 'F' | 'C', language: RecipeLanguage) =>
  isolateNumbers(`${low}${high === null ? '' : `–${high}`} °${scale}`, language);

export function convertTemperaturesInText(
  text: string,
  system: UnitSystem,
  language: RecipeLanguage,
): string {
  if (system === 'asWritten') return text;
  const target = system === 'metric' ? 'C' : 'F';
  const converted = text.replace(
    TEMPERATURE,
    (match, low: string, high: string | undefined, scale?: string, glued?: string) => {
      const lowValue = Number(low.replace(',', '.'));
      // "1c. sugar" is a cup: a scale glued to its number is a temperature from 30 degrees up
      if (glued && lowValue < 30) return match;
      const from = scaleOf(scale ?? glued, lowValue, language);
      if (from === target) return match;
      const convert = target === 'C' ? toCelsius : toFahrenheit;
      const highValue = high === undefined ? null : convert(Number(high.replace(',', '.')));
      return written(convert(lowValue), highValue, target, language);
    },
  );
  return converted.replace(GAS, (match, word: string, low: string, high: string | undefined) => {
    const inTarget = (mark: string) => {
      const level = Number(mark);
      // a French thermostat is a tenth of its °C over three: th. 6 is 180 °C
      if (/^th/i.test(word)) return target === 'C' ? level * 30 : toFahrenheit(level * 30);
      return level >= 1 ? ((target === 'C' ? GAS_CELSIUS : GAS_FAHRENHEIT)[level] ?? null) : null;
    };
    const from = inTarget(low);
    const to = high === undefined ? null : inTarget(high);
    if (from === null || (high !== undefined && to === null)) return match;
    return written(from, to, target, language);
  });
}
