import { describe, expect, it } from 'vitest';
import { answersOf } from '../../testing/answers';
import {
  ACCENTED_LETTERS,
  PLAIN_LETTERS,
  normalizeSearchText,
  searchForms,
  searchWordsOf,
} from './normalize';

describe('normalizeSearchText', () => {
  it('lower-cases Latin letters and folds their accents (crème = creme)', () => {
    const folded = {
      'Crème BRÛLÉE': 'creme brulee',
      'Perché più caffè': 'perche piu caffe',
      'Œufs à la Ñ': 'oeufs a la n',
      Straße: 'strasse',
    };
    expect(answersOf(normalizeSearchText, folded)).toEqual(folded);
  });

  it('pairs every accented letter with one plain ASCII letter', () => {
    expect(Array.from(ACCENTED_LETTERS)).toHaveLength(PLAIN_LETTERS.length);
    expect(PLAIN_LETTERS).toMatch(/^[a-z]+$/);
    for (const [index, letter] of Array.from(ACCENTED_LETTERS).entries()) {
      expect(normalizeSearchText(letter)).toBe(PLAIN_LETTERS[index]);
    }
  });

  it('removes Hebrew niqqud and cantillation and folds final letters', () => {
    const folded = {
      חֻמּוּס: 'חמוס',
      בָּצָל: 'בצל',
      שָׁלוֹם: 'שלומ',
      ךםןףץ: 'כמנפצ',
      בְּרֵאשִׁ֖ית: 'בראשית',
    };
    expect(answersOf(normalizeSearchText, folded)).toEqual(folded);
  });

  it('leaves other scripts alone (they are not words of the search)', () => {
    expect(normalizeSearchText('Борщ')).toBe('Борщ');
    expect(searchWordsOf('Борщ soup')).toEqual(['soup']);
  });
});

describe('searchWordsOf', () => {
  it('splits at everything but a–z, digits and Hebrew letters', () => {
    const words = {
      "Dana's Sheet-Pan chicken, 2 lemons!": ['dana', 's', 'sheet', 'pan', 'chicken', '2', 'lemons'],
      "מג'דרה עם בצל מטוגן": ['מג', 'דרה', 'עמ', 'בצל', 'מטוגנ'],
    };
    expect(answersOf(searchWordsOf, words)).toEqual(words);
  });
});

describe('searchForms', () => {
  it('indexes a Hebrew word also without its one-letter prefixes', () => {
    expect(searchForms('והבצל')).toEqual(['והבצל', 'הבצל', 'בצל']);
    expect(searchForms('בשמנ')).toEqual(['בשמנ', 'שמנ']);
    expect(searchForms('דגימ')).toEqual(['דגימ']);
    expect(searchForms('ומהשמנ')).toEqual(['ומהשמנ', 'מהשמנ', 'השמנ', 'שמנ']);
  });

  it('keeps at least three letters and leaves Latin words as they are', () => {
    expect(searchForms('לחמ')).toEqual(['לחמ']);
    expect(searchForms('milk')).toEqual(['milk']);
  });
});
