/**
 * The words durations are written with in a step, per language (durations.ts reads them). Longer words are tried
 * before the words they start with, so the tables need no order of their own.
 */
import type { RecipeLanguage } from '../recipe/types';

export const SECOND = 1;
export const MINUTE = 60;
export const HOUR = 3600;

export interface DurationWords {
  /** Unit words and the seconds one of them lasts. */
  units: Readonly<Record<string, number>>;
  /** Units that say their number without one before them ("שעה" one hour, "שעתיים" two): how many, of what. */
  alone: Readonly<Record<string, { count: number; unit: number }>>;
  /** Number words beyond the ones every line reader knows (nutrition/lineWords.ts NUMBER_WORDS: "a", "ten", "une"). */
  numbers: Readonly<Record<string, number>>;
  /** Whole durations written without a number ("half an hour", "רבע שעה", "mezz'ora"), in seconds. */
  phrases: Readonly<Record<string, number>>;
  /** What adds a half or a quarter of the unit before it ("and a half", "et demie", "וחצי"). */
  halves: Readonly<Record<string, number>>;
  /** Between the two ends of a range ("to", "à", "עד"); a dash is always one. Keys of every table are patterns: a
   * space is any spacing, APOSTROPHE either apostrophe. */
  rangeWords: readonly string[];
  /** Before the ends of a range joined by "and" ("between 3 and 4 hours"), and that "and". */
  between: readonly string[];
  betweenAnd: readonly string[];
  /** A word between the parts of one duration, as a pattern with what follows it ("and\\s+", Hebrew's glued "ו-?"). */
  joiners: readonly string[];
  /** Letters Hebrew glues before a word ("כ" about, "ל" for, "ב" in): not part of the duration. */
  prefixes: string;
}

export const APOSTROPHE = "['’]";

const en: DurationWords = {
  units: {
    hours: HOUR,
    hour: HOUR,
    hrs: HOUR,
    hr: HOUR,
    h: HOUR,
    minutes: MINUTE,
    minute: MINUTE,
    mins: MINUTE,
    min: MINUTE,
    seconds: SECOND,
    second: SECOND,
    secs: SECOND,
    sec: SECOND,
  },
  alone: {},
  numbers: {
    eleven: 11,
    fifteen: 15,
    twenty: 20,
    'twenty-five': 25,
    thirty: 30,
    forty: 40,
    'forty-five': 45,
    sixty: 60,
    'a couple of': 2,
    'a couple': 2,
    'one and a half': 1.5,
  },
  phrases: {
    'half an hour': 30 * MINUTE,
    'a half hour': 30 * MINUTE,
    'half hour': 30 * MINUTE,
    'a quarter of an hour': 15 * MINUTE,
    'quarter of an hour': 15 * MINUTE,
    'a quarter hour': 15 * MINUTE,
  },
  halves: { 'and a half': 0.5, 'and a quarter': 0.25 },
  rangeWords: ['to', 'or'],
  between: ['between'],
  betweenAnd: ['and'],
  joiners: [String.raw`and\s+`],
  prefixes: '',
};

const he: DurationWords = {
  units: {
    שעות: HOUR,
    שעה: HOUR,
    "ש'": HOUR,
    'ש׳': HOUR,
    דקות: MINUTE,
    דקה: MINUTE,
    "דק'": MINUTE,
    'דק׳': MINUTE,
    שניות: SECOND,
    שנייה: SECOND,
    שניה: SECOND,
  },
  // not "שנייה" alone: "פעם שנייה" is a second time
  alone: {
    שעתיים: { count: 2, unit: HOUR },
    שעה: { count: 1, unit: HOUR },
    דקותיים: { count: 2, unit: MINUTE },
    דקה: { count: 1, unit: MINUTE },
  },
  numbers: {
    חמש: 5,
    שש: 6,
    שבע: 7,
    שמונה: 8,
    תשע: 9,
    עשר: 10,
    'חמש עשרה': 15,
    עשרים: 20,
    'עשרים וחמש': 25,
    שלושים: 30,
    ארבעים: 40,
    'ארבעים וחמש': 45,
  },
  phrases: {
    'רבע שעה': 15 * MINUTE,
    'חצי שעה': 30 * MINUTE,
    'שלושת רבעי שעה': 45 * MINUTE,
    'שלושה רבעי שעה': 45 * MINUTE,
    'חצי דקה': 30 * SECOND,
  },
  halves: { וחצי: 0.5, ורבע: 0.25 },
  rangeWords: ['עד', 'או'],
  between: ['בין'],
  betweenAnd: ['ל-', 'ל'],
  joiners: ['ו-?'],
  prefixes: 'כלבמו',
};

const fr: DurationWords = {
  units: {
    heures: HOUR,
    heure: HOUR,
    h: HOUR,
    minutes: MINUTE,
    minute: MINUTE,
    mins: MINUTE,
    min: MINUTE,
    mn: MINUTE,
    secondes: SECOND,
    seconde: SECOND,
    sec: SECOND,
  },
  alone: {},
  numbers: {
    cinq: 5,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    douze: 12,
    quinze: 15,
    vingt: 20,
    'vingt-cinq': 25,
    trente: 30,
    quarante: 40,
    'quarante-cinq': 45,
    soixante: 60,
  },
  phrases: {
    'une demi-heure': 30 * MINUTE,
    'une demi heure': 30 * MINUTE,
    'demi-heure': 30 * MINUTE,
    [`un quart d${APOSTROPHE}heure`]: 15 * MINUTE,
    [`trois quarts d${APOSTROPHE}heure`]: 45 * MINUTE,
  },
  halves: { 'et demie': 0.5, 'et demi': 0.5, 'et quart': 0.25 },
  rangeWords: ['à', 'ou'],
  between: ['entre'],
  betweenAnd: ['et'],
  joiners: [String.raw`et\s+`],
  prefixes: '',
};

const it: DurationWords = {
  units: {
    ore: HOUR,
    ora: HOUR,
    h: HOUR,
    minuti: MINUTE,
    minuto: MINUTE,
    min: MINUTE,
    secondi: SECOND,
    secondo: SECOND,
    sec: SECOND,
  },
  alone: {},
  numbers: {
    [`un${APOSTROPHE}`]: 1,
    cinque: 5,
    sei: 6,
    sette: 7,
    otto: 8,
    nove: 9,
    dieci: 10,
    dodici: 12,
    quindici: 15,
    venti: 20,
    venticinque: 25,
    trenta: 30,
    quaranta: 40,
    quarantacinque: 45,
    sessanta: 60,
    'un paio di': 2,
  },
  phrases: {
    [`mezz${APOSTROPHE}ora`]: 30 * MINUTE,
    mezzora: 30 * MINUTE,
    'mezza ora': 30 * MINUTE,
    [`un quarto d${APOSTROPHE}ora`]: 15 * MINUTE,
    [`tre quarti d${APOSTROPHE}ora`]: 45 * MINUTE,
  },
  halves: { 'e mezza': 0.5, 'e mezzo': 0.5, 'e un quarto': 0.25 },
  rangeWords: ['a', 'o'],
  between: ['tra', 'fra'],
  betweenAnd: ['e'],
  joiners: [String.raw`e\s+`],
  prefixes: '',
};

export const DURATION_WORDS: Readonly<Record<RecipeLanguage, DurationWords>> = { en, he, fr, it };
