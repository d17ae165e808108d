import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '../recipe/types';
import { findDurations } from './durations';

/** What a step's durations read as: the text found and its seconds (one number, or both ends of a range). */
function read(text: string, language: RecipeLanguage) {
  return findDurations(text, language).map(({ start, end, low, high }) => [
    text.slice(start, end),
    low === high ? low : [low, high],
  ]);
}

const MIN = 60;
const HOUR = 3600;

describe('finding durations in a step', () => {
  it.each<[string, [string, number | number[]][]]>([
    ['Simmer for 20 minutes.', [['20 minutes', 20 * MIN]]],
    ['Bake 5-7 min, until golden.', [['5-7 min', [5 * MIN, 7 * MIN]]]],
    ['Roast for 1 hour 30 minutes, basting.', [['1 hour 30 minutes', 90 * MIN]]],
    ['Braise 1 hour and 15 minutes', [['1 hour and 15 minutes', 75 * MIN]]],
    ['Let it rise 1½ hours.', [['1½ hours', 90 * MIN]]],
    ['Chill for 1 1/2 hrs', [['1 1/2 hrs', 90 * MIN]]],
    [
      'Rest for half an hour, then an hour and a half more.',
      [
        ['half an hour', 30 * MIN],
        ['an hour and a half', 90 * MIN],
      ],
    ],
    ['Whisk for a minute or two.', [['a minute', MIN]]],
    [
      'Boil 10 to 12 minutes; drain. Toss 30 seconds.',
      [
        ['10 to 12 minutes', [10 * MIN, 12 * MIN]],
        ['30 seconds', 30],
      ],
    ],
    ['Proof between 3 and 4 hours.', [['between 3 and 4 hours', [3 * HOUR, 4 * HOUR]]]],
    [
      'Fry 4 minutes, 2 minutes on each side.',
      [
        ['4 minutes', 4 * MIN],
        ['2 minutes', 2 * MIN],
      ],
    ],
    ['Give it a 10-minute rest.', [['10-minute', 10 * MIN]]],
    ['Add a second egg and cook ten minutes.', [['ten minutes', 10 * MIN]]],
    ['Bake at 350°F, 2 cups of flour, 3 eggs.', []],
    ['Marinate for 72 hours.', []],
  ])('en: %s', (text, expected) => expect(read(text, 'en')).toEqual(expected));

  it.each<[string, [string, number | number[]][]]>([
    ['לבשל רבע שעה על אש קטנה', [['רבע שעה', 15 * MIN]]],
    ['לאפות כחצי שעה', [['חצי שעה', 30 * MIN]]],
    ['להתפיח שעה וחצי', [['שעה וחצי', 90 * MIN]]],
    ['לבשל 10 דקות ולהגיש', [['10 דקות', 10 * MIN]]],
    ['לאפות כ-5-7 דקות', [['5-7 דקות', [5 * MIN, 7 * MIN]]]],
    ['לצלות שעה ו-20 דקות', [['שעה ו-20 דקות', 80 * MIN]]],
    [
      'להשרות שעתיים, ואז לבשל דקה',
      [
        ['שעתיים', 2 * HOUR],
        ['דקה', MIN],
      ],
    ],
    ['לקרר שעתיים וחצי', [['שעתיים וחצי', 150 * MIN]]],
    ['לטגן כעשר דקות', [['עשר דקות', 10 * MIN]]],
    ['לאפות בין 20 ל-25 דקות', [['בין 20 ל-25 דקות', [20 * MIN, 25 * MIN]]]],
    ['להוסיף תשעה ביצים ולערבב פעם שנייה', []],
  ])('he: %s', (text, expected) => expect(read(text, 'he')).toEqual(expected));

  it.each<[string, [string, number | number[]][]]>([
    ['Laisser reposer une heure.', [['une heure', HOUR]]],
    ['Cuire 20 min à 180 °C.', [['20 min', 20 * MIN]]],
    ['Laisser lever 1 h 30 à température ambiante.', [['1 h 30', 90 * MIN]]],
    ['Faire dégorger 1h30.', [['1h30', 90 * MIN]]],
    ['Rissoler 3 min 30 sec/120°C.', [['3 min 30 sec', 210]]],
    [
      'Cuire une demi-heure, puis un quart d’heure.',
      [
        ['une demi-heure', 30 * MIN],
        ['un quart d’heure', 15 * MIN],
      ],
    ],
    ['Mijoter une heure et demie.', [['une heure et demie', 90 * MIN]]],
    ['Laisser lever entre 3 et 4 heures.', [['entre 3 et 4 heures', [3 * HOUR, 4 * HOUR]]]],
    ['Cuire 5 à 7 minutes.', [['5 à 7 minutes', [5 * MIN, 7 * MIN]]]],
    ['Retourner une seconde fois.', []],
  ])('fr: %s', (text, expected) => expect(read(text, 'fr')).toEqual(expected));

  it.each<[string, [string, number | number[]][]]>([
    ["Lasciate riposare mezz'ora.", [["mezz'ora", 30 * MIN]]],
    ["Cuocete per un quarto d'ora.", [["un quarto d'ora", 15 * MIN]]],
    ['Cuocete per 10 minuti circa.', [['10 minuti', 10 * MIN]]],
    ['Marinate per dieci minuti.', [['dieci minuti', 10 * MIN]]],
    ["Fate lievitare un'ora e mezza.", [["un'ora e mezza", 90 * MIN]]],
    ['Infornate per 13-15 minuti.', [['13-15 minuti', [13 * MIN, 15 * MIN]]]],
    ['Mescolate per un paio di minuti.', [['un paio di minuti', 2 * MIN]]],
    ['Cuocete 1 ora e 10 minuti.', [['1 ora e 10 minuti', 70 * MIN]]],
    ['Aggiungete un secondo strato, ora servite.', []],
  ])('it: %s', (text, expected) => expect(read(text, 'it')).toEqual(expected));
});
