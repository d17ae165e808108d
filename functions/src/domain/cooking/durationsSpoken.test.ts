import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '../recipe/types';
import { clockText, remainingText, shortDuration, spokenDuration } from './durationsSpoken';

const SECONDS = [0, 1, 45, 60, 65, 20 * 60, 3600, 3600 + 5 * 60, 2 * 3600, 2 * 3600 + 30 * 60, 3600 + 60 + 1];

describe('reading a duration out', () => {
  it.each<[RecipeLanguage, string[]]>([
    [
      'en',
      [
        '0 seconds',
        '1 second',
        '45 seconds',
        '1 minute',
        '1 minute 5 seconds',
        '20 minutes',
        '1 hour',
        '1 hour 5 minutes',
        '2 hours',
        '2 hours 30 minutes',
        '1 hour 1 minute 1 second',
      ],
    ],
    [
      'he',
      [
        '0 שניות',
        'שנייה',
        '45 שניות',
        'דקה',
        'דקה ו-5 שניות',
        '20 דקות',
        'שעה',
        'שעה ו-5 דקות',
        'שעתיים',
        'שעתיים ו-30 דקות',
        'שעה, דקה ושנייה',
      ],
    ],
    [
      'fr',
      [
        '0 seconde',
        '1 seconde',
        '45 secondes',
        '1 minute',
        '1 minute 5 secondes',
        '20 minutes',
        '1 heure',
        '1 heure 5 minutes',
        '2 heures',
        '2 heures 30 minutes',
        '1 heure 1 minute 1 seconde',
      ],
    ],
    [
      'it',
      [
        '0 secondi',
        '1 secondo',
        '45 secondi',
        '1 minuto',
        '1 minuto e 5 secondi',
        '20 minuti',
        '1 ora',
        '1 ora e 5 minuti',
        '2 ore',
        '2 ore e 30 minuti',
        '1 ora, 1 minuto e 1 secondo',
      ],
    ],
  ])('%s', (language, expected) => {
    expect(SECONDS.map((seconds) => spokenDuration(seconds, language))).toEqual(expected);
  });

  it('says what is left, a short label and a clock', () => {
    expect((['en', 'he', 'fr', 'it'] as const).map((language) => remainingText(270, language))).toEqual([
      '4 minutes 30 seconds left',
      'עוד 4 דקות ו-30 שניות',
      'encore 4 minutes 30 secondes',
      'ancora 4 minuti e 30 secondi',
    ]);
    expect([20 * 60, 5400, 45].map((seconds) => shortDuration(seconds, 'en'))).toEqual([
      '20 min',
      '1 h 30 min',
      '45 s',
    ]);
    expect(shortDuration(7200, 'he')).toBe('שעתיים');
    expect([0, 59.2, 1199, 3900].map(clockText)).toEqual(['0:00', '1:00', '19:59', '1:05:00']);
  });
});
